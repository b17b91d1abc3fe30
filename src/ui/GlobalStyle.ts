import { createGlobalStyle } from 'styled-components'

/**
 * Base document styles, driven by the theme so that both colour modes reach every element. The toasts' styles load
 * with the toasts (ToastStyle.ts).
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.mode}; background: ${({ theme }) => theme.colors.bg}; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.body};
    font-size: 16px;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  a:hover { color: ${({ theme }) => theme.colors.primaryHover}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  button, input, textarea, select { font: inherit; color: inherit; }
  ::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 1; }
  img { max-width: 100%; }
  /* Reduced motion: no transitions at all. Not a tiny duration on every element: transition-property defaults to
     "all", so that would give every element a transition of every property, and a theme switch would then hand the
     new text colour down the tree one element per frame (each waits for its parent's transition to end), leaving the
     previous theme's text on the new background for as many frames as the text is deep. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; scroll-behavior: auto !important; }
  }
`
