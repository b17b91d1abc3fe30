import type { PayloadAction } from '@reduxjs/toolkit'
import { createSlice } from '@reduxjs/toolkit'

/** Where the app runs (spec §3 web3Environment). */
export type Web3Environment = 'standard' | 'farcaster'

/** Facts found at startup; not persisted (spec §3 Client settings: web3Environment, fileUploadEnabled, arweaveBalance). */
export interface EnvironmentState {
  web3Environment: Web3Environment
  /** Set once the Farcaster check has finished, so the UI does not offer the wrong wallets meanwhile. */
  isEnvironmentKnown: boolean
  fileUploadEnabled: boolean
  /** The upload endpoint's Arweave balance in AR; null until read. */
  arweaveBalance: number | null
}

const initialState: EnvironmentState = {
  web3Environment: 'standard',
  isEnvironmentKnown: false,
  fileUploadEnabled: true,
  arweaveBalance: null,
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
    arweaveBalanceLoaded(state, action: PayloadAction<number>) {
      state.arweaveBalance = action.payload
    },
  },
  selectors: {
    selectWeb3Environment: (state) => state.web3Environment,
    selectIsFarcaster: (state) => state.web3Environment === 'farcaster',
    selectIsEnvironmentKnown: (state) => state.isEnvironmentKnown,
    selectFileUploadEnabled: (state) => state.fileUploadEnabled,
    selectArweaveBalance: (state) => state.arweaveBalance,
  },
})

export const { environmentDetected, fileUploadEnabledSet, arweaveBalanceLoaded } = environmentSlice.actions
export const {
  selectWeb3Environment,
  selectIsFarcaster,
  selectIsEnvironmentKnown,
  selectFileUploadEnabled,
  selectArweaveBalance,
} = environmentSlice.selectors
export default environmentSlice
