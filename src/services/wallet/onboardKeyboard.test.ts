import { makeDialogKeyboardFriendly } from './onboardKeyboard'

/** A host with an open shadow root holding a close control like onboard's (a div inside a clickable container). */
function dialog() {
  const host = document.createElement('onboard-v2')
  document.body.append(host)
  const root = host.attachShadow({ mode: 'open' })
  const container = document.createElement('div')
  const close = document.createElement('div')
  close.className = 'close-button'
  container.append(close)
  root.append(container)
  const onClose = jest.fn()
  container.addEventListener('click', onClose)
  // jsdom lays nothing out: the control counts as visible when it reports a box.
  jest.spyOn(close, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList)
  return { host, root, close, onClose }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the connect dialog by keyboard', () => {
  it('names the close control as a focusable button', () => {
    const { root, close } = dialog()
    const stop = makeDialogKeyboardFriendly(root)
    expect(close.getAttribute('role')).toBe('button')
    expect(close.getAttribute('aria-label')).toBe('Close')
    expect(close.tabIndex).toBe(0)
    stop()
  })

  it('closes on Escape, and with Enter or Space on the close button', () => {
    const { root, close, onClose } = dialog()
    const stop = makeDialogKeyboardFriendly(root)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    close.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }))
    expect(onClose).toHaveBeenCalledTimes(3)
    stop()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(onClose).toHaveBeenCalledTimes(3)
  })

  it('patches a close control rendered later', async () => {
    const { root } = dialog()
    const stop = makeDialogKeyboardFriendly(root)
    const later = document.createElement('div')
    later.className = 'close-button'
    root.append(later)
    await new Promise((resolve) => queueMicrotask(() => resolve(null)))
    expect(later.getAttribute('aria-label')).toBe('Close')
    stop()
  })
})
