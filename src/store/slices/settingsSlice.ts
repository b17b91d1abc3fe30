import type { PayloadAction } from '@reduxjs/toolkit'
import { createSlice } from '@reduxjs/toolkit'
import { DEFAULT_SWAP_DEADLINE, DEFAULT_SWAP_SLIPPAGE } from '../../config/constants'
import { boundedString, isRecord } from '../../lib/guards'
import type { ColorMode } from '../../ui/theme'

/** Persisted client settings (spec §3 Client settings: colorMode, swapSlippage, swapDeadline). */
export interface SettingsState {
  colorMode: ColorMode
  swapSlippage: string
  swapDeadline: string
}

export const initialSettings: SettingsState = {
  colorMode: 'dark',
  swapSlippage: DEFAULT_SWAP_SLIPPAGE,
  swapDeadline: DEFAULT_SWAP_DEADLINE,
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
  },
  selectors: {
    selectColorMode: (state) => state.colorMode,
    selectSwapSlippage: (state) => state.swapSlippage,
    selectSwapDeadline: (state) => state.swapDeadline,
  },
})

export const { colorModeToggled, swapSlippageChanged, swapDeadlineChanged } = settingsSlice.actions
export const { selectColorMode, selectSwapSlippage, selectSwapDeadline } = settingsSlice.selectors
export default settingsSlice
