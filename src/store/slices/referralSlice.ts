import type { PayloadAction } from '@reduxjs/toolkit'
import { createSlice } from '@reduxjs/toolkit'
import { isHexAddress, isRecord } from '../../lib/guards'

/** The stored referrer address (spec §3 Local cache records: referrer address value); '' when none. */
export interface ReferralState {
  referrer: string
}

const initialState: ReferralState = { referrer: '' }

/** Reads the referrer from untrusted storage; anything but an address becomes ''. */
export function sanitizeReferral(stored: unknown): ReferralState {
  if (!isRecord(stored) || typeof stored.referrer !== 'string' || !isHexAddress(stored.referrer)) return initialState
  return { referrer: stored.referrer }
}

const referralSlice = createSlice({
  name: 'referral',
  initialState,
  reducers: {
    referrerStored(state, action: PayloadAction<string>) {
      state.referrer = action.payload
    },
  },
  selectors: {
    selectStoredReferrer: (state) => state.referrer,
  },
})

export const { referrerStored } = referralSlice.actions
export const { selectStoredReferrer } = referralSlice.selectors
export default referralSlice
