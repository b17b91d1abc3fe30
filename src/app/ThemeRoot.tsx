import type { ReactNode } from 'react'
import { useEffect } from 'react'
import { ThemeProvider } from 'styled-components'
import { selectColorMode } from '../features/settings/settingsSlice'
import { walletClient } from '../services/wallet/walletClient'
import { GlobalStyle } from '../ui/GlobalStyle'
import { themeFor } from '../ui/theme'
import { useAppSelector } from './store'

/** Applies the colour mode: the styled-components theme, the document's data-theme attribute, the wallet modal. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectColorMode)
  useEffect(() => {
    document.documentElement.setAttribute('data-theme', mode)
    void walletClient.setTheme(mode)
  }, [mode])
  return (
    <ThemeProvider theme={themeFor(mode)}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  )
}
