import type { PayloadAction } from '@reduxjs/toolkit'
import { createSlice } from '@reduxjs/toolkit'
import { isRecord } from '../../lib/guards'

/** The airdrop screen's tabs (reference §1.5: "Domain holders" / "Activity Points"). */
export const AIRDROP_TABS = ['domains', 'activityPoints'] as const
export type AirdropTab = (typeof AIRDROP_TABS)[number]

/** Persisted airdrop UI state: the open tab, remembered across visits (issue #14). */
export interface AirdropState {
  tab: AirdropTab
}

export const initialAirdrop: AirdropState = { tab: 'domains' }

const isAirdropTab = (value: unknown): value is AirdropTab => AIRDROP_TABS.some((tab) => tab === value)

/** Reads the airdrop state from untrusted storage; an unknown tab falls back to the first. */
export function sanitizeAirdrop(stored: unknown): AirdropState {
  if (!isRecord(stored) || !isAirdropTab(stored.tab)) return initialAirdrop
  return { tab: stored.tab }
}

const airdropSlice = createSlice({
  name: 'airdrop',
  initialState: initialAirdrop,
  reducers: {
    airdropTabSelected(state, action: PayloadAction<AirdropTab>) {
      state.tab = action.payload
    },
  },
  selectors: {
    selectAirdropTab: (state) => state.tab,
  },
})

export const { airdropTabSelected } = airdropSlice.actions
export const { selectAirdropTab } = airdropSlice.selectors
export default airdropSlice
