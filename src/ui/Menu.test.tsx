import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '../test/renderWithProviders'
import { Menu } from './Menu'

const setup = () => {
  const onSelect = { settings: jest.fn(), disconnect: jest.fn() }
  renderWithProviders(
    <>
      <Menu
        label="User menu"
        trigger="Open"
        header="alice.demo"
        items={[
          { label: 'Profile', to: '/profile' },
          { label: 'Settings', onSelect: onSelect.settings },
          { label: 'Find user', to: '/find-user' },
          { label: 'Disconnect', onSelect: onSelect.disconnect },
        ]}
      />
      <button type="button">Elsewhere</button>
    </>,
  )
  return { user: userEvent.setup(), onSelect, button: screen.getByRole('button', { name: 'User menu' }) }
}

const focused = () => document.activeElement?.textContent

describe('Menu (WAI-ARIA menu button)', () => {
  it('announces a closed popup menu', () => {
    const { button } = setup()
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('opens with Enter on the first item and moves with the arrows, wrapping, Home and End', async () => {
    const { user, button } = setup()
    button.focus()
    await user.keyboard('{Enter}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('menu').id)
    expect(focused()).toBe('Profile')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(focused()).toBe('Find user')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(focused()).toBe('Profile')
    await user.keyboard('{ArrowUp}')
    expect(focused()).toBe('Disconnect')
    await user.keyboard('{Home}')
    expect(focused()).toBe('Profile')
    await user.keyboard('{End}')
    expect(focused()).toBe('Disconnect')
  })

  it('opens with ArrowUp on the last item and ArrowDown on the first', async () => {
    const { user, button } = setup()
    button.focus()
    await user.keyboard('{ArrowUp}')
    expect(focused()).toBe('Disconnect')
    await user.keyboard('{Escape}')
    await user.keyboard('{ArrowDown}')
    expect(focused()).toBe('Profile')
  })

  it('jumps to the next item starting with a typed letter', async () => {
    const { user, button } = setup()
    button.focus()
    await user.keyboard('{Enter}f')
    expect(focused()).toBe('Find user')
    await user.keyboard('d')
    expect(focused()).toBe('Disconnect')
  })

  it('closes with Escape and returns focus to the button', async () => {
    const { user, button } = setup()
    await user.click(button)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('runs an action, closes, and returns focus to the button', async () => {
    const { user, button, onSelect } = setup()
    await user.click(button)
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }))
    expect(onSelect.settings).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('closes on Tab and on a click outside', async () => {
    const { user, button } = setup()
    await user.click(button)
    await user.tab()
    expect(screen.queryByRole('menu')).toBeNull()
    await user.click(button)
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('keeps items out of the tab order and shows the header', async () => {
    const { user, button } = setup()
    await user.click(button)
    expect(screen.getByText('alice.demo')).toBeTruthy()
    for (const item of screen.getAllByRole('menuitem')) expect(item.getAttribute('tabindex')).toBe('-1')
  })

  it('marks a checked entry as a radio item', async () => {
    renderWithProviders(
      <Menu label="Network" trigger="Net" items={[{ label: 'Base Sepolia', isChecked: true, onSelect: () => {} }]} />,
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Network' }))
    expect(screen.getByRole('menuitemradio', { name: 'Base Sepolia' }).getAttribute('aria-checked')).toBe('true')
  })
})
