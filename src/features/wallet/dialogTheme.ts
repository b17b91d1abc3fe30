import type { WalletDialogTheme } from '../../services/wallet/walletClient'
import type { ColorMode } from '../../ui/theme'
import { themeFor } from '../../ui/theme'

/**
 * web3-onboard's own theme for a colour mode (its `theme` option / `updateTheme`), from the site's palette, so the
 * connect dialog reads as part of the site in both modes (issue #17).
 */
export function onboardThemeFor(mode: ColorMode): WalletDialogTheme['theme'] {
  const { colors, radii, font } = themeFor(mode)
  return {
    '--w3o-background-color': colors.surface,
    '--w3o-foreground-color': colors.surfaceRaised,
    '--w3o-text-color': colors.text,
    '--w3o-border-color': colors.border,
    '--w3o-action-color': colors.primary,
    '--w3o-border-radius': radii.lg,
    '--w3o-font-family': font.body,
  }
}

/**
 * The finer `--onboard-*` variables the theme map does not reach (tiles, header, close button, backdrop, links,
 * the dialog's shadow): set on the document root, from where they inherit into onboard's shadow root.
 */
export function onboardVariablesFor(mode: ColorMode): Record<string, string> {
  const { colors, radii, font, shadow } = themeFor(mode)
  return {
    '--onboard-font-family-normal': font.body,
    '--onboard-modal-background': colors.surface,
    '--onboard-modal-color': colors.text,
    '--onboard-modal-border-radius': radii.lg,
    '--onboard-modal-box-shadow': shadow,
    '--onboard-modal-backdrop': colors.overlay,
    '--onboard-main-scroll-container-background': colors.surface,
    '--onboard-connect-header-background': colors.surface,
    '--onboard-connect-header-color': colors.text,
    '--onboard-connect-text-color': colors.text,
    '--onboard-close-button-background': colors.surfaceRaised,
    '--onboard-close-button-color': colors.text,
    '--onboard-wallet-button-background': colors.surfaceRaised,
    '--onboard-wallet-button-background-hover': colors.surface,
    '--onboard-wallet-button-color': colors.text,
    '--onboard-wallet-button-color-hover': colors.text,
    '--onboard-wallet-button-border-color': colors.border,
    '--onboard-wallet-button-border-radius': radii.md,
    '--onboard-wallet-app-icon-border-color': colors.border,
    '--onboard-link-color': colors.primary,
    '--onboard-primary-100': colors.surfaceRaised,
    '--onboard-primary-500': colors.primary,
    '--onboard-primary-600': colors.primaryHover,
    '--onboard-gray-500': colors.textMuted,
    '--onboard-gray-600': colors.textMuted,
    '--onboard-gray-700': colors.text,
  }
}

/** Both modes' dialog themes, for the wallet service (services cannot read the site's palette themselves). */
export function walletDialogThemes(): Record<ColorMode, WalletDialogTheme> {
  return {
    dark: { theme: onboardThemeFor('dark'), variables: onboardVariablesFor('dark') },
    light: { theme: onboardThemeFor('light'), variables: onboardVariablesFor('light') },
  }
}
