import { createGlobalStyle } from 'styled-components'

/** Base document styles, driven by the theme so that both colour modes reach every element, toasts included. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.mode}; }
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
  img { max-width: 100%; }
  .Toastify__toast-container { --toastify-color-light: ${({ theme }) => theme.colors.surface};
    --toastify-color-dark: ${({ theme }) => theme.colors.surfaceRaised};
    --toastify-text-color-light: ${({ theme }) => theme.colors.text};
    --toastify-text-color-dark: ${({ theme }) => theme.colors.text};
    --toastify-font-family: ${({ theme }) => theme.font.body}; }
  .Toastify__toast { border: 1px solid ${({ theme }) => theme.colors.border}; }
  .Toastify__toast a { color: inherit; text-decoration: underline; }
`
