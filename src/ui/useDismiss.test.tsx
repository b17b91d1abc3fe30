import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { useDismiss } from './useDismiss'

const dismissed = jest.fn()
const outerKeyDown = jest.fn()

/** A trigger and its popover (open at first) in a container, beside an outside button and text. */
function Popover() {
  const [isOpen, setOpen] = useState(true)
  const box = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const dismiss = useDismiss({
    isOpen,
    onDismiss: () => {
      dismissed()
      setOpen(false)
    },
    containerRef: box,
    focusTrigger: () => trigger.current?.focus(),
  })
  return (
    <div onKeyDown={outerKeyDown}>
      <div ref={box} onKeyDown={dismiss.onKeyDown}>
        <button ref={trigger} type="button" onClick={() => setOpen((open) => !open)}>
          Trigger
        </button>
        {isOpen && (
          <div role="dialog" aria-label="Popover">
            <button type="button">Inside</button>
            <p>Inside text</p>
          </div>
        )}
      </div>
      <button type="button">Elsewhere</button>
      <p>Page text</p>
    </div>
  )
}

type User = ReturnType<typeof userEvent.setup>
const focus = (name: string) => screen.getByRole('button', { name }).focus()

beforeEach(() => {
  dismissed.mockClear()
  outerKeyDown.mockClear()
})

const pressEscape = (user: User) => user.keyboard('{Escape}')
const pressKey = (user: User) => user.keyboard('a')
/** A click on the element showing `text`: pointerdown, the focus moving, then the click. */
const pressOn = (text: string) => (user: User) => user.click(screen.getByText(text))

describe('useDismiss (issue #40): how every popover closes', () => {
  // name, focused before, action, open after, focused after ('' for nowhere), keydowns that reached the page
  it.each<[string, string, (user: User) => Promise<void>, boolean, string, number]>([
    ['Escape inside: closed, focus on the trigger', 'Inside', pressEscape, false, 'Trigger', 0],
    ['Escape on the trigger: closed, focus stays on it', 'Trigger', pressEscape, false, 'Trigger', 0],
    ['another key: open, the key goes on up', 'Inside', pressKey, true, 'Inside', 1],
    ['a press inside: open, focus where the press takes it', 'Inside', pressOn('Inside text'), true, '', 0],
    ['a press on a button outside: closed, focus on it', 'Inside', pressOn('Elsewhere'), false, 'Elsewhere', 0],
    ['a press on text outside from inside: closed, focus back', 'Inside', pressOn('Page text'), false, 'Trigger', 0],
    ['a press on text outside from outside: closed, focus left', 'Elsewhere', pressOn('Page text'), false, '', 0],
  ])('%s', async (_name, focusedBefore, action, isOpen, focusedAfter, outerKeys) => {
    const user = userEvent.setup()
    render(<Popover />)
    focus(focusedBefore)
    await action(user)
    expect(Boolean(screen.queryByRole('dialog'))).toBe(isOpen)
    expect(dismissed).toHaveBeenCalledTimes(isOpen ? 0 : 1)
    const active = document.activeElement
    expect(active === document.body ? '' : active?.textContent).toBe(focusedAfter)
    expect(outerKeyDown).toHaveBeenCalledTimes(outerKeys)
  })

  it('stops listening once closed: a later press outside and Escape dismiss nothing', async () => {
    const user = userEvent.setup()
    render(<Popover />)
    await user.click(screen.getByRole('button', { name: 'Trigger' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByText('Page text'))
    focus('Trigger')
    await user.keyboard('{Escape}')
    expect(dismissed).not.toHaveBeenCalled()
    expect(outerKeyDown).toHaveBeenCalledTimes(1)
  })
})
