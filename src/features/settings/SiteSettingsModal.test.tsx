import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '../../test/renderWithProviders'
import SiteSettingsModal from './SiteSettingsModal'
import { slippageToBps } from './slippage'

describe('Site Settings dialog (spec §2 Modals)', () => {
  const setup = () => {
    const onClose = jest.fn()
    const result = renderWithProviders(<SiteSettingsModal onClose={onClose} />)
    return {
      ...result,
      onClose,
      user: userEvent.setup(),
      dialog: screen.getByRole('dialog', { name: 'Swap Settings' }),
    }
  }

  it("has the heading 'Swap Settings', Slippage (%) and Deadline (min) with the defaults 0.5 and 20, and Close", () => {
    const { dialog } = setup()
    expect(within(dialog).getByRole('heading', { name: 'Swap Settings' })).toBeTruthy()
    const slippage = within(dialog).getByRole('textbox', { name: 'Slippage' }) as HTMLInputElement
    const deadline = within(dialog).getByRole('textbox', { name: 'Deadline' }) as HTMLInputElement
    expect(slippage.value).toBe('0.5')
    expect(deadline.value).toBe('20')
    expect(slippage.parentElement?.textContent).toBe('%')
    expect(deadline.parentElement?.textContent).toBe('min')
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
  })

  it('keeps what is typed in the settings slice (persisted), without validation', async () => {
    const { user, store } = setup()
    const slippage = screen.getByRole('textbox', { name: 'Slippage' })
    await user.clear(slippage)
    await user.type(slippage, '1.25')
    const deadline = screen.getByRole('textbox', { name: 'Deadline' })
    await user.clear(deadline)
    await user.type(deadline, 'abc')
    expect(store.getState().settings).toMatchObject({ swapSlippage: '1.25', swapDeadline: 'abc' })
    expect(slippageToBps(store.getState().settings.swapSlippage)).toBe(125)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('names a risky slippage as it is typed: 0 %, above 5 %, 50 % or more (issue #39)', async () => {
    const { user } = setup()
    const slippage = screen.getByRole('textbox', { name: 'Slippage' })
    expect(screen.getByRole('status').textContent).toBe('')
    await user.clear(slippage)
    await user.type(slippage, '0')
    expect(screen.getByRole('status').textContent).toMatch(/^With 0% slippage your swap will likely fail/)
    await user.clear(slippage)
    await user.type(slippage, '6')
    expect(screen.getByRole('status').textContent).toMatch(/^Your trade may be front-run/)
    await user.clear(slippage)
    await user.type(slippage, '50')
    expect(screen.getByRole('status').textContent).toMatch(/^Slippage of 50% is refused/)
  })

  it('explains each field to screen readers', () => {
    setup()
    const slippage = screen.getByRole('textbox', { name: 'Slippage' })
    expect(slippage.getAttribute('aria-describedby')).toBe('settings-slippage-hint')
    expect(document.getElementById('settings-slippage-hint')?.textContent).toMatch(/price moves/)
  })

  it('closes with Close', async () => {
    const { user, onClose } = setup()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
