import { createGlobalStyle } from 'styled-components'

/**
 * The toasts' styles, loaded with react-toastify and its container (store/toasts/ToastHost.tsx), so a page that shows
 * no toast carries none of them. Toasts (react-toastify's 'colored' theme) take their fills and text from the palette
 * through the library's CSS variables, so they follow the theme toggle and keep AA contrast; the library's own colours
 * (white on light fills) do not.
 */
export const ToastStyle = createGlobalStyle`
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
