/**
 * Sets web3-onboard's finer `--onboard-*` variables (from `WalletDialogTheme.variables`) on the document root, from
 * where they inherit into onboard's shadow root; its `theme` option only reaches the `--w3o-*` ones.
 */
export function applyOnboardVariables(
  variables: Record<string, string>,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value)
}
