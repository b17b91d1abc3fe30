import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { ModalsProvider } from '../../../app/modals/ModalsProvider'
import { renderWithProviders } from '../../../test/renderWithProviders'
import { useConfirm } from './useConfirm'

/** A control that asks, and goes away once asked: a message scrolled out of the virtual feed. */
function Asker({ onConfirm }: { onConfirm: () => void }) {
  const confirm = useConfirm()
  const [isShown, setIsShown] = useState(true)
  if (!isShown) return null
  const ask = () => {
    confirm({
      title: 'Suspend this author?',
      body: 'They will not post.',
      confirmLabel: 'Suspend',
      variant: 'danger',
      onConfirm,
    })
    setIsShown(false)
  }
  return (
    <button type="button" onClick={ask}>
      Suspend author
    </button>
  )
}

const ask = async () => {
  const user = userEvent.setup()
  const onConfirm = jest.fn()
  renderWithProviders(
    <ModalsProvider>
      <Asker onConfirm={onConfirm} />
    </ModalsProvider>,
  )
  await user.click(screen.getByRole('button', { name: 'Suspend author' }))
  const dialog = await screen.findByRole('dialog', { name: 'Suspend this author?' })
  return { user, onConfirm, dialog }
}

describe('useConfirm: a question held by the shell', () => {
  it('keeps the question open after the control that asked it is gone', async () => {
    const { dialog } = await ask()
    expect(screen.queryByRole('button', { name: 'Suspend author' })).toBeNull()
    expect(dialog.textContent).toContain('They will not post.')
  })

  it('runs the action once, after closing, when confirmed', async () => {
    const { user, onConfirm, dialog } = await ask()
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('runs nothing when cancelled', async () => {
    const { user, onConfirm } = await ask()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onConfirm).not.toHaveBeenCalled()
  })
})
