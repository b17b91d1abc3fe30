import { createSlice } from '@reduxjs/toolkit'

/** Which mobile panel is open (spec §3 layout flags; §2: the sidebars are mutually exclusive). */
export type OpenPanel = 'none' | 'left' | 'right'

export interface LayoutState {
  openPanel: OpenPanel
}

const initialState: LayoutState = { openPanel: 'none' }

const layoutSlice = createSlice({
  name: 'layout',
  initialState,
  reducers: {
    leftSidebarToggled(state) {
      state.openPanel = state.openPanel === 'left' ? 'none' : 'left'
    },
    rightSidebarToggled(state) {
      state.openPanel = state.openPanel === 'right' ? 'none' : 'right'
    },
    sidebarsClosed(state) {
      state.openPanel = 'none'
    },
  },
  selectors: {
    selectOpenPanel: (state) => state.openPanel,
    /** The main content hides while a sidebar covers the screen on mobile. */
    selectIsMainContentVisible: (state) => state.openPanel === 'none',
  },
})

export const { leftSidebarToggled, rightSidebarToggled, sidebarsClosed } = layoutSlice.actions
export const { selectOpenPanel, selectIsMainContentVisible } = layoutSlice.selectors
export default layoutSlice
