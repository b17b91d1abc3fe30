import type { PayloadAction } from '@reduxjs/toolkit'
import { createSlice } from '@reduxjs/toolkit'
import { DEFAULT_SWAP_DEADLINE, DEFAULT_SWAP_SLIPPAGE } from '../../config/constants'
import { boundedString, isRecord } from '../../lib/guards'
import type { ColorMode } from '../../ui/theme'

/** The airdrop screen's tabs (issue #14, reference §1.5: 'Domain holders' / 'Activity Points'). */
export type AirdropTab = 'domains' | 'activityPoints'

/**
 * Persisted client settings (spec §3 Client settings: colorMode, swapSlippage, swapDeadline), and the airdrop
 * screen's open tab, remembered across visits (issue #14; kept here rather than in a slice of its own, which would
 * cost the first page's bundle a slice's weight for one field).
 */
export interface SettingsState {
  colorMode: ColorMode
  swapSlippage: string
  swapDeadline: string
  airdropTab: AirdropTab
}

export const initialSettings: SettingsState = {
  colorMode: 'dark',
  swapSlippage: DEFAULT_SWAP_SLIPPAGE,
  swapDeadline: DEFAULT_SWAP_DEADLINE,
  airdropTab: 'domains',
}

const MAX_SETTING_LENGTH = 32

/** Reads settings from untrusted storage: each field falls back to its default when missing or malformed. */
export function sanitizeSettings(stored: unknown): SettingsState {
  if (!isRecord(stored)) return initialSettings
  const colorMode =
    stored.colorMode === 'light' || stored.colorMode === 'dark' ? stored.colorMode : initialSettings.colorMode
  return {
    colorMode,
    swapSlippage: boundedString(stored.swapSlippage, MAX_SETTING_LENGTH) ?? initialSettings.swapSlippage,
    swapDeadline: boundedString(stored.swapDeadline, MAX_SETTING_LENGTH) ?? initialSettings.swapDeadline,
    // Missing in settings stored before the airdrop existed: the first tab, no migration needed.
    airdropTab: stored.airdropTab === 'activityPoints' ? 'activityPoints' : 'domains',
  }
}

const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettings,
  reducers: {
    colorModeToggled(state) {
      state.colorMode = state.colorMode === 'dark' ? 'light' : 'dark'
    },
    swapSlippageChanged(state, action: PayloadAction<string>) {
      state.swapSlippage = action.payload.slice(0, MAX_SETTING_LENGTH)
    },
    swapDeadlineChanged(state, action: PayloadAction<string>) {
      state.swapDeadline = action.payload.slice(0, MAX_SETTING_LENGTH)
    },
    airdropTabSelected(state, action: PayloadAction<AirdropTab>) {
      state.airdropTab = action.payload
    },
  },
  selectors: {
    selectColorMode: (state) => state.colorMode,
    selectSwapSlippage: (state) => state.swapSlippage,
    selectSwapDeadline: (state) => state.swapDeadline,
    selectAirdropTab: (state) => state.airdropTab,
  },
})

export const { colorModeToggled, swapSlippageChanged, swapDeadlineChanged, airdropTabSelected } = settingsSlice.actions
export const { selectColorMode, selectSwapSlippage, selectSwapDeadline, selectAirdropTab } = settingsSlice.selectors
export default settingsSlice
