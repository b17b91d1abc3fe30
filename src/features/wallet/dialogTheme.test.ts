import { darkTheme, lightTheme } from '../../ui/theme'
import { applyOnboardVariables } from '../../services/wallet/onboardTheme'
import { onboardThemeFor, onboardVariablesFor, walletDialogThemes } from './dialogTheme'

describe("web3-onboard's theme follows the site's palette (issue #17)", () => {
  it.each([
    ['dark', darkTheme],
    ['light', lightTheme],
  ] as const)('the %s theme map uses the site colours and font', (mode, theme) => {
    expect(onboardThemeFor(mode)).toEqual({
      '--w3o-background-color': theme.colors.surface,
      '--w3o-foreground-color': theme.colors.surfaceRaised,
      '--w3o-text-color': theme.colors.text,
      '--w3o-border-color': theme.colors.border,
      '--w3o-action-color': theme.colors.primary,
      '--w3o-border-radius': theme.radii.lg,
      '--w3o-font-family': theme.font.body,
    })
    expect(onboardVariablesFor(mode)['--onboard-wallet-button-background']).toBe(theme.colors.surfaceRaised)
  })

  it('sets the finer variables on the document root, replacing those of the other mode', () => {
    applyOnboardVariables(walletDialogThemes().dark.variables)
    applyOnboardVariables(walletDialogThemes().light.variables)
    const style = document.documentElement.style
    expect(style.getPropertyValue('--onboard-modal-background')).toBe(lightTheme.colors.surface)
    expect(style.getPropertyValue('--onboard-wallet-button-color')).toBe(lightTheme.colors.text)
  })
})
