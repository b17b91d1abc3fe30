import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '../../test/renderWithProviders'
import { walletClient } from '../../services/wallet/walletClient'
import { ConnectButton } from './ConnectButton'
import { SwitchChainButton } from './SwitchChainButton'

jest.mock('../../services/wallet/walletClient', () => ({
  walletClient: {
    connect: jest.fn(),
    disconnect: jest.fn(async () => undefined),
    switchChain: jest.fn(),
    setTheme: jest.fn(),
    warmUp: jest.fn(),
  },
}))
jest.mock('../../store/toasts/notify', () => ({ notify: { error: jest.fn() } }))
const mocked = walletClient as jest.Mocked<typeof walletClient>

function setViewport(isDesktop: boolean) {
  Object.assign(window, {
    matchMedia: (query: string) => ({
      matches: isDesktop && /min-width/.test(query),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }),
  })
}

beforeEach(() => {
  jest.clearAllMocks()
  setViewport(true)
})

describe('ConnectButton (spec §2 Connect dialog, §4 Wallet session)', () => {
  afterEach(() => window.localStorage.clear())

  it('gets the dialog ready when a pointer or the focus reaches it (issue #16)', async () => {
    renderWithProviders(<ConnectButton />)
    await userEvent.hover(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(mocked.warmUp).toHaveBeenCalled()
    mocked.warmUp.mockClear()
    screen.getByRole('button', { name: 'Connect Wallet' }).focus()
    expect(mocked.warmUp).toHaveBeenCalled()
  })

  it('prepares nothing unasked, and nothing on a data saver or a slow link, even on intent (issue #39)', async () => {
    renderWithProviders(<ConnectButton />)
    expect(mocked.warmUp).not.toHaveBeenCalled()
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true })
      await userEvent.hover(screen.getByRole('button', { name: 'Connect Wallet' }))
      await userEvent.unhover(screen.getByRole('button', { name: 'Connect Wallet' }))
    }
    expect(mocked.warmUp).not.toHaveBeenCalled()
    for (const effectiveType of ['3g', '4g']) {
      Object.defineProperty(navigator, 'connection', { value: { effectiveType }, configurable: true })
      mocked.warmUp.mockClear()
      await userEvent.hover(screen.getByRole('button', { name: 'Connect Wallet' }))
      await userEvent.unhover(screen.getByRole('button', { name: 'Connect Wallet' }))
      expect(mocked.warmUp).toHaveBeenCalled()
    }
    Reflect.deleteProperty(navigator, 'connection')
  })

  it("shows a returning visitor 'Connecting...' until the startup reconnect has run, not 'Connect Wallet'", () => {
    window.localStorage.setItem('connected-with', 'MetaMask')
    const { store } = renderWithProviders(<ConnectButton />)
    expect(screen.getByRole('button', { name: 'Connecting...' })).toHaveProperty('disabled', true)
    expect(store.getState().wallet.status).toBe('disconnected')
  })

  it("opens the dialog and reads 'Connecting...' (disabled) while connecting on wide screens", async () => {
    let finish: (value: null) => void = () => undefined
    mocked.connect.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    const { store } = renderWithProviders(<ConnectButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(mocked.connect).toHaveBeenCalledWith(undefined)
    const busy = screen.getByRole('button', { name: 'Connecting...' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    expect(store.getState().wallet.status).toBe('connecting')
    finish(null)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy())
    expect(store.getState().wallet.status).toBe('disconnected')
  })

  it('gives the focus back to itself when the dialog closes without a wallet (issue #39)', async () => {
    let finish: (value: null) => void = () => undefined
    mocked.connect.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    renderWithProviders(<ConnectButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    // The dialog took the focus; closing it leaves it on the body.
    ;(document.activeElement as HTMLElement | null)?.blur()
    finish(null)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect Wallet' })).toHaveFocus())
  })

  it('keeps its label on narrow screens while connecting', async () => {
    setViewport(false)
    mocked.connect.mockReturnValue(new Promise(() => undefined))
    renderWithProviders(<ConnectButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect((screen.getByRole('button', { name: 'Connect Wallet' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('only logs a failed connection and ends the connecting state', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    mocked.connect.mockRejectedValue(new Error('User closed the wallet'))
    const { store } = renderWithProviders(<ConnectButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await waitFor(() => expect(store.getState().wallet.status).toBe('disconnected'))
    expect(warn).toHaveBeenCalledWith('[app] Wallet connection failed', expect.any(Error))
    expect(mocked.disconnect).not.toHaveBeenCalled()
  })
})

describe('SwitchChainButton', () => {
  it("reads 'Switch to {chain name}', spins while the wallet switches (or adds) the chain", async () => {
    let finish: (value: boolean) => void = () => undefined
    mocked.switchChain.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    renderWithProviders(<SwitchChainButton />)
    const button = screen.getByRole('button', { name: 'Switch to Base Sepolia' }) as HTMLButtonElement
    await userEvent.click(button)
    expect(button.getAttribute('aria-busy')).toBe('true')
    finish(false)
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull())
  })

  it('only logs a failed switch', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    mocked.switchChain.mockRejectedValue(new Error('Unrecognized chain'))
    renderWithProviders(<SwitchChainButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Base Sepolia' }))
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[app] Network switch failed', expect.any(Error)))
  })
})
