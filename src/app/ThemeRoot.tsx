import type { ReactNode } from 'react'
import { useLayoutEffect } from 'react'
import { ThemeProvider } from 'styled-components'
import { selectColorMode } from '../store/slices/settingsSlice'
import { walletClient } from '../services/wallet/walletClient'
import { GlobalStyle } from '../ui/GlobalStyle'
import { themeFor } from '../ui/theme'
import { useAppSelector } from '../store/store'

/**
 * Applies the colour mode (spec §3 colorMode, §4 Startup "set theme") everywhere at once: the styled-components theme
 * (pages, modals and toasts through GlobalStyle), the document's `data-theme` attribute and browser theme colour,
 * and the web3-onboard wallet modal. Runs before paint, so a toggle never shows a mixed frame.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectColorMode)
  const theme = themeFor(mode)
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-theme', mode)
    document.head.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeFor(mode).colors.bg)
    void walletClient.setTheme(mode)
  }, [mode])
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  )
}
