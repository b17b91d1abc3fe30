import type { PayloadAction } from '@reduxjs/toolkit'
import { createSlice } from '@reduxjs/toolkit'
import type { WalletFacts } from '../../services/wallet/types'

/** Connection status (spec §3 Wallet user: connection status). */
export type WalletStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** Plain facts about the wallet session; the provider object lives in the wallet service, not here. */
export interface WalletState {
  status: WalletStatus
  address: string | null
  chainId: number | null
  label: string | null
}

const initialState: WalletState = { status: 'disconnected', address: null, chainId: null, label: null }

const walletSlice = createSlice({
  name: 'wallet',
  initialState,
  reducers: {
    connectStarted(state, action: PayloadAction<{ isReconnect: boolean }>) {
      if (state.status !== 'connected') state.status = action.payload.isReconnect ? 'reconnecting' : 'connecting'
    },
    connectEnded(state) {
      if (state.status !== 'connected') state.status = 'disconnected'
    },
    walletChanged(state, action: PayloadAction<WalletFacts | null>) {
      const facts = action.payload
      if (!facts) return initialState
      state.status = 'connected'
      state.address = facts.address
      state.chainId = facts.chainId
      state.label = facts.label
    },
  },
  selectors: {
    selectWalletStatus: (state) => state.status,
    selectAddress: (state) => state.address,
    selectChainId: (state) => state.chainId,
    selectWalletLabel: (state) => state.label,
    selectIsConnected: (state) => state.status === 'connected',
  },
})

export const { connectStarted, connectEnded, walletChanged } = walletSlice.actions
export const { selectWalletStatus, selectAddress, selectChainId, selectWalletLabel, selectIsConnected } =
  walletSlice.selectors
export default walletSlice
