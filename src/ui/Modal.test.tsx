import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { renderWithProviders } from '../test/renderWithProviders'
import { Button } from './Button'
import { Modal } from './Modal'
import { TextInput } from './TextInput'

function Harness() {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open settings
      </button>
      <Modal
        isOpen={isOpen}
        title="Swap Settings"
        onClose={() => setIsOpen(false)}
        footer={<Button onClick={() => setIsOpen(false)}>Close</Button>}
      >
        <TextInput label="Slippage" suffix="%" />
        <TextInput label="Deadline" suffix="min" />
      </Modal>
    </>
  )
}

const open = async () => {
  const user = userEvent.setup()
  renderWithProviders(<Harness />)
  const opener = screen.getByRole('button', { name: 'Open settings' })
  await user.click(opener)
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Swap Settings' }) }
}

describe('Modal', () => {
  it('is a labelled modal dialog that focuses the first field of its body', async () => {
    const { dialog } = await open()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Slippage' }))
  })

  it('traps Tab and Shift+Tab inside', async () => {
    const { user } = await open()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Deadline' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close dialog' }))
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  })

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = await open()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes with its close buttons and stops the page from scrolling meanwhile', async () => {
    const { user } = await open()
    expect(document.body.style.overflow).toBe('hidden')
    await user.click(screen.getByRole('button', { name: 'Close dialog' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.body.style.overflow).toBe('')
  })
})
