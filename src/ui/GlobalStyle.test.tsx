import { renderToString } from 'react-dom/server'
import { ServerStyleSheet, ThemeProvider } from 'styled-components'
import { GlobalStyle } from './GlobalStyle'
import { lightTheme } from './theme'

/** The CSS the global style produces, as styled-components writes it into the page. */
function globalCss(): string {
  const sheet = new ServerStyleSheet()
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={lightTheme}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    )
    return sheet.getStyleTags()
  } finally {
    sheet.seal()
  }
}

describe('GlobalStyle with motion reduced', () => {
  it('turns transitions off instead of giving every element a short transition of every property', () => {
    const css = globalCss()
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'))
    expect(reduced).toMatch(/^@media[^{]*\{\s*\*,\s*\*::before,\s*\*::after\s*\{[^}]*transition:\s*none\s*!important/)
    // A duration on `*` (transition-property defaults to all) made a theme switch hand the text colour down one
    // element per frame: the previous theme's text stayed on the new background for a few hundred ms.
    expect(css).not.toMatch(/transition-duration/)
  })
})
