/**
 * Issue #39: web3-onboard's connect dialog ignores Escape and its close control is a bare div (no role, no name, not
 * focusable). No option changes either, so its open shadow root is patched: every close control becomes a named
 * button that Enter and Space press, and Escape presses the visible one.
 */

const CLOSE_SELECTOR = '.close-button'
const PATCHED = 'appNamed'

/** Gives one close control a button's role, the name 'Close', a tab stop and Enter/Space. */
function nameCloseControl(control: HTMLElement): void {
  if (control.dataset[PATCHED]) return
  control.dataset[PATCHED] = 'true'
  control.setAttribute('role', 'button')
  control.setAttribute('aria-label', 'Close')
  control.tabIndex = 0
  control.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    control.click()
  })
}

/** The close control the visitor sees (the dialog renders one per layout; the other is not laid out). */
const visibleClose = (root: ShadowRoot): HTMLElement | undefined =>
  Array.from(root.querySelectorAll<HTMLElement>(CLOSE_SELECTOR)).find((control) => control.getClientRects().length > 0)

/**
 * Patches the close controls of the dialog under `root` now and whenever it renders new ones, and closes the open
 * dialog on Escape. Returns a function that stops both.
 */
export function makeDialogKeyboardFriendly(root: ShadowRoot, doc: Document = document): () => void {
  const patchAll = () => root.querySelectorAll<HTMLElement>(CLOSE_SELECTOR).forEach(nameCloseControl)
  patchAll()
  const observer = new MutationObserver(patchAll)
  observer.observe(root, { childList: true, subtree: true })
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    const close = visibleClose(root)
    if (!close) return
    event.preventDefault()
    close.click()
  }
  doc.addEventListener('keydown', onKeyDown)
  return () => {
    observer.disconnect()
    doc.removeEventListener('keydown', onKeyDown)
  }
}
