import { createGlobalStyle } from 'styled-components'

/**
 * Base document styles, driven by the theme so that both colour modes reach every element. Toasts (react-toastify's
 * 'colored' theme) take their fills and text from the palette through the library's CSS variables, so they follow the
 * toggle and keep AA contrast; the library's own colours (white on light fills) do not.
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
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
  .Toastify__toast-container {
    --toastify-color-light: ${({ theme }) => theme.colors.surface};
    --toastify-color-dark: ${({ theme }) => theme.colors.surfaceRaised};
    --toastify-text-color-light: ${({ theme }) => theme.colors.text};
    --toastify-text-color-dark: ${({ theme }) => theme.colors.text};
    --toastify-color-info: ${({ theme }) => theme.colors.primary};
    --toastify-color-success: ${({ theme }) => theme.colors.success};
    --toastify-color-warning: ${({ theme }) => theme.colors.warning};
    --toastify-color-error: ${({ theme }) => theme.colors.danger};
    --toastify-text-color-info: ${({ theme }) => theme.colors.onPrimary};
    --toastify-text-color-success: ${({ theme }) => theme.colors.onPrimary};
    --toastify-text-color-warning: ${({ theme }) => theme.colors.onPrimary};
    --toastify-text-color-error: ${({ theme }) => theme.colors.onPrimary};
    --toastify-font-family: ${({ theme }) => theme.font.body};
  }
  /* Below the desktop navbar (its 40 px controls and padding), so a toast never covers the logo or the search. */
  .Toastify__toast-container--top-left { top: calc(env(safe-area-inset-top) + 80px); }
  ${({ theme }) => theme.media.mobile} {
    /* Below the mobile navbar (44 px buttons + padding), so a toast never covers the sidebar toggles. */
    .Toastify__toast-container--top-left { top: calc(env(safe-area-inset-top) + 72px); }
  }
  .Toastify__toast { border: 1px solid ${({ theme }) => theme.colors.border}; }
  .Toastify__toast a { color: inherit; text-decoration: underline; }
  .Toastify__close-button { color: inherit; opacity: 0.85; }
  .Toastify__close-button:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
`
