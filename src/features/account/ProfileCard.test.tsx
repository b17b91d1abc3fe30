import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notify } from '../../store/toasts/notify'
import { config } from '../../config'
import { createFakeChain } from '../../test/fakeChainServices'
import { walletStore } from '../../services/wallet/walletStore'
import { renderWithProviders, settleQueries } from '../../test/renderWithProviders'
import { walletChanged } from '../../store/slices/walletSlice'
import { ProfileCard } from './ProfileCard'

const mockChain = createFakeChain()
jest.mock('../../services/chain/loadChainServices', () => ({ loadChainServices: () => Promise.resolve(mockChain) }))
jest.mock('../../store/toasts/notify', () => ({
  notify: {
    error: jest.fn(),
    info: jest.fn(),
    success: jest.fn(),
    warning: jest.fn(),
    dismiss: jest.fn(),
    refreshingPoints: jest.fn(),
  },
}))

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const connected = { wallet: { status: 'connected' as const, address: ALICE, chainId: 84532, label: 'MetaMask' } }

beforeEach(() => {
  jest.clearAllMocks()
  Object.assign(globalThis, { fetch: jest.fn(async () => ({ status: 404, headers: new Headers() })) })
  mockChain.readDefaultName.mockResolvedValue('alice')
  mockChain.readPoints.mockResolvedValue('1500002000000000000000')
  mockChain.readTokenBalance.mockResolvedValue('1000123456789000000000')
})

describe('Profile card (spec §2 Left sidebar)', () => {
  it('shows nothing for a connected user without a name', async () => {
    mockChain.readDefaultName.mockResolvedValue('')
    const { store } = renderWithProviders(<ProfileCard />, { preloadedState: connected })
    await settleQueries(store)
    expect(screen.queryByTestId('profile-card')).toBeNull()
  })

  it('shows the picture and the name linking to the profile, and the points followed by AP', async () => {
    renderWithProviders(<ProfileCard />, { preloadedState: connected })
    const name = await screen.findByTestId('profile-card-name')
    expect(name.textContent).toBe('alice.demo')
    expect(name.getAttribute('href')).toBe('/profile/?id=alice.demo')
    expect(screen.getByRole('link', { name: 'Open your profile' }).getAttribute('href')).toBe('/profile/?id=alice.demo')
    await waitFor(() => expect(screen.getByTestId('profile-card-points').textContent).toBe('1500 AP'))
    // Label-in-name (issue #39): the accessible name starts with the visible text.
    expect(screen.getByRole('button', { name: '1500 AP, refresh activity points' })).toBeTruthy()
  })

  it('never shows the previous account’s name, points or balance after an account switch', async () => {
    const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    let finishBob: (name: string) => void = () => undefined
    mockChain.readDefaultName.mockImplementation((address) =>
      address === BOB ? new Promise((resolve) => (finishBob = resolve)) : Promise.resolve('alice'),
    )
    const { store } = renderWithProviders(<ProfileCard />, { preloadedState: connected })
    await waitFor(() => expect(screen.getByTestId('chat-token-balance').textContent).toContain('1000.1234'))
    mockChain.readPoints.mockReturnValue(new Promise(() => undefined))
    mockChain.readTokenBalance.mockReturnValue(new Promise(() => undefined))
    act(() => {
      store.dispatch(walletChanged({ address: BOB, chainId: 84532, label: 'MetaMask' }))
    })
    expect(screen.queryByText('alice.demo')).toBeNull()
    await waitFor(() => expect(mockChain.readDefaultName).toHaveBeenCalledWith(BOB))
    expect(screen.queryByText('alice.demo')).toBeNull()
    await act(async () => finishBob('bob'))
    expect((await screen.findByTestId('profile-card-name')).textContent).toBe('bob.demo')
    expect(screen.getByTestId('profile-card-points').textContent).toBe('… AP')
    expect(screen.getByTestId('chat-token-balance').textContent).toBe(`… ${config.chatTokenSymbol}`)
  })

  it('marks invisible characters in the name with the warning sign', async () => {
    mockChain.readDefaultName.mockResolvedValue('ali\u200bce')
    const { store } = renderWithProviders(<ProfileCard />, { preloadedState: connected })
    expect((await screen.findByTestId('profile-card-name')).textContent).toBe('ali⚠ce.demo')
    await settleQueries(store)
  })

  it("refreshes the points with 'Refreshing activity points...'", async () => {
    renderWithProviders(<ProfileCard />, { preloadedState: connected })
    const button = await screen.findByTestId('profile-card-points')
    await waitFor(() => expect(mockChain.readPoints).toHaveBeenCalledTimes(1))
    mockChain.readPoints.mockResolvedValue('1600000000000000000000')
    await userEvent.click(button)
    expect(notify.refreshingPoints).toHaveBeenCalled()
    await waitFor(() => expect(button.textContent).toContain('1600 AP'))
    expect(mockChain.readPoints).toHaveBeenCalledTimes(2)
  })

  it('shows 0 AP when the points read fails (spec §8)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    mockChain.readPoints.mockRejectedValue(new Error('rpc down'))
    renderWithProviders(<ProfileCard />, { preloadedState: connected })
    await waitFor(() => expect(screen.getByTestId('profile-card-points').textContent).toContain('0 AP'))
  })
})

describe('chat token balance and add to wallet (spec §3, §7)', () => {
  it('shows the balance divided by 10^18, with the exact amount for screen readers', async () => {
    renderWithProviders(<ProfileCard />, { preloadedState: connected })
    const balance = await screen.findByTestId('chat-token-balance')
    await waitFor(() => expect(balance.textContent).toBe(`1000.1234 ${config.chatTokenSymbol}`))
    expect(balance.getAttribute('aria-label')).toBe(`Chat token balance: 1000.123456789 ${config.chatTokenSymbol}`)
  })

  it('shows 0 when the balance read fails (spec §8)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    mockChain.readTokenBalance.mockRejectedValue(new Error('rpc down'))
    renderWithProviders(<ProfileCard />, { preloadedState: connected })
    const balance = await screen.findByTestId('chat-token-balance')
    await waitFor(() => expect(balance.textContent).toBe(`0 ${config.chatTokenSymbol}`))
  })

  it.each([
    ['added', true, 'success', `${config.chatTokenSymbol} was added to your wallet.`],
    ['declined', { code: 4001 }, 'warning', `You declined adding ${config.chatTokenSymbol} to your wallet.`],
    ['failing', new Error('unsupported'), 'error', `Could not add ${config.chatTokenSymbol} to your wallet.`],
  ] as const)(
    'asks the wallet to watch the token (wallet_watchAsset, decimals 18) — %s',
    async (_label, answer, kind, message) => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined)
      const request = jest.fn(async (_args: unknown) => {
        if (answer === true) return true
        throw answer
      })
      walletStore.set({
        provider: { request, on: jest.fn(), removeListener: jest.fn() },
        label: 'MetaMask',
        address: ALICE,
      })
      renderWithProviders(<ProfileCard />, { preloadedState: connected })
      await userEvent.click(await screen.findByRole('button', { name: 'Add to wallet' }))
      expect(request).toHaveBeenCalledWith({
        method: 'wallet_watchAsset',
        params: {
          type: 'ERC20',
          options: {
            address: config.chatTokenAddress,
            symbol: config.chatTokenSymbol,
            decimals: 18,
            image: `${window.location.origin}${config.chatTokenImage}`,
          },
        },
      })
      await waitFor(() => expect(notify[kind]).toHaveBeenCalledWith(message))
      walletStore.set(null)
    },
  )
})
