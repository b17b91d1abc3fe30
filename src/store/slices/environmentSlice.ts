import type { PayloadAction } from '@reduxjs/toolkit'
import { createSlice } from '@reduxjs/toolkit'

/** Where the app runs (spec §3 web3Environment). */
export type Web3Environment = 'standard' | 'farcaster'

/**
 * Facts found at startup; not persisted (spec §3 Client settings: web3Environment, fileUploadEnabled). The upload
 * wallet's balance (arweaveBalance) is an HTTP read: store/api/uploaderApi.ts.
 */
export interface EnvironmentState {
  web3Environment: Web3Environment
  /** Set once the Farcaster check has finished, so the UI does not offer the wrong wallets meanwhile. */
  isEnvironmentKnown: boolean
  fileUploadEnabled: boolean
}

const initialState: EnvironmentState = {
  web3Environment: 'standard',
  isEnvironmentKnown: false,
  fileUploadEnabled: true,
}

const environmentSlice = createSlice({
  name: 'environment',
  initialState,
  reducers: {
    environmentDetected(state, action: PayloadAction<Web3Environment>) {
      state.web3Environment = action.payload
      state.isEnvironmentKnown = true
    },
    fileUploadEnabledSet(state, action: PayloadAction<boolean>) {
      state.fileUploadEnabled = action.payload
    },
  },
  selectors: {
    selectWeb3Environment: (state) => state.web3Environment,
    selectIsFarcaster: (state) => state.web3Environment === 'farcaster',
    selectIsEnvironmentKnown: (state) => state.isEnvironmentKnown,
    selectFileUploadEnabled: (state) => state.fileUploadEnabled,
  },
})

export const { environmentDetected, fileUploadEnabledSet } = environmentSlice.actions
export const { selectWeb3Environment, selectIsFarcaster, selectIsEnvironmentKnown, selectFileUploadEnabled } =
  environmentSlice.selectors
export default environmentSlice
