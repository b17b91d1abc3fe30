import { config } from '../../config'
import type { Eip1193Provider, WalletFacts } from './types'
import { configureWallets, walletClient, type WalletServiceOptions } from './walletClient'
import { walletStore } from './walletStore'

/**
 * Issue #18: the light reconnect (EIP-6963 + eth_accounts, no web3-onboard) and the connect sequence through a fake
 * web3-onboard service: dialog connect, rejection, wrong chain, disconnect.
 */

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SUPPORTED = `0x${config.supportedChainId.toString(16)}`

const mockOnboard = {
  loaded: false,
  connect: jest.fn<Promise<WalletFacts | null>, [WalletServiceOptions, string | undefined]>(async () => null),
  disconnect: jest.fn(async (options: WalletServiceOptions) => options.onChange(null)),
  switchChain: jest.fn(async () => true),
  initOnboard: jest.fn(async () => ({})),
  setOnboardTheme: jest.fn(),
}
jest.mock('./onboardWallet', () => {
  mockOnboard.loaded = true
  return mockOnboard
})

type Listener = (value: unknown) => void

/** A fake injected wallet: EIP-1193 with events, announced through EIP-6963 as `name`. */
function fakeWallet(name: string, { accounts = [ALICE], chainId = SUPPORTED } = {}) {
  const listeners = new Map<string, Set<Listener>>()
  const state = { accounts, chainId, fail: null as null | { method: string; error: Error } }
  const requests: string[] = []
  const provider: Eip1193Provider = {
    request: async ({ method, params }) => {
      requests.push(method)
      if (state.fail?.method === method) throw state.fail.error
      if (method === 'eth_accounts') return state.accounts
      if (method === 'eth_chainId') return state.chainId
      if (method === 'wallet_switchEthereumChain') {
        const [{ chainId: next }] = params as [{ chainId: string }]
        state.chainId = next
        emit('chainChanged', next)
        return null
      }
      throw Object.assign(new Error(`unexpected ${method}`), { code: 4200 })
    },
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener as Listener)
      listeners.set(event, set)
    },
    removeListener: (event, listener) => listeners.get(event)?.delete(listener as Listener),
  }
  function emit(event: string, value: unknown): void {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(value)
  }
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid: '1', name, icon: '', rdns: 'test.wallet' }, provider },
      }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  return {
    state,
    requests,
    emit,
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
    remove: () => window.removeEventListener('eip6963:requestProvider', announce),
  }
}

const changes: (WalletFacts | null)[] = []
let wallets: ReturnType<typeof fakeWallet>[] = []
const wallet = (...args: Parameters<typeof fakeWallet>) => {
  const created = fakeWallet(...args)
  wallets.push(created)
  return created
}

beforeEach(async () => {
  changes.length = 0
  configureWallets({
    config,
    environment: 'standard',
    colorMode: 'dark',
    onChange: (facts) => changes.push(facts),
  })
  await walletClient.disconnect()
  changes.length = 0
  jest.clearAllMocks()
})
afterEach(() => {
  for (const created of wallets) created.remove()
  wallets = []
})

describe('the light reconnect of a remembered injected wallet (issue #18)', () => {
  it('finds the wallet by its EIP-6963 name, asks eth_accounts (no prompt) and never loads web3-onboard', async () => {
    const injected = wallet('E2E Wallet')
    await expect(walletClient.connect('E2E Wallet')).resolves.toEqual({
      address: ALICE,
      chainId: config.supportedChainId,
      label: 'E2E Wallet',
    })
    expect(injected.requests).toEqual(['eth_accounts', 'eth_chainId'])
    expect(changes).toEqual([{ address: ALICE, chainId: config.supportedChainId, label: 'E2E Wallet' }])
    expect(walletStore.get()).toMatchObject({ label: 'E2E Wallet', address: ALICE })
    expect(mockOnboard.loaded).toBe(false)
  })

  it('follows accountsChanged, chainChanged, and an empty account list as a disconnect (spec §4)', async () => {
    const injected = wallet('E2E Wallet')
    await walletClient.connect('E2E Wallet')
    injected.emit('accountsChanged', [BOB.toLowerCase()])
    injected.emit('chainChanged', '0x1')
    injected.emit('accountsChanged', [])
    expect(changes.slice(1)).toEqual([
      { address: BOB, chainId: config.supportedChainId, label: 'E2E Wallet' },
      { address: BOB, chainId: 1, label: 'E2E Wallet' },
      null,
    ])
    expect(walletStore.get()).toBeNull()
    expect(injected.listenerCount('accountsChanged')).toBe(0)
  })

  it("treats the wallet's disconnect event as a disconnect", async () => {
    const injected = wallet('E2E Wallet')
    await walletClient.connect('E2E Wallet')
    injected.emit('disconnect', { code: 4900 })
    expect(changes.at(-1)).toBeNull()
  })

  it('asks a wallet on another chain for the supported one, and switches later without web3-onboard', async () => {
    const injected = wallet('Rabby Wallet', { chainId: '0x1' })
    await expect(walletClient.connect('Rabby Wallet')).resolves.toMatchObject({ chainId: config.supportedChainId })
    expect(injected.requests).toEqual(['eth_accounts', 'eth_chainId', 'wallet_switchEthereumChain'])
    expect(changes.map((facts) => facts?.chainId)).toEqual([1, config.supportedChainId])

    injected.emit('chainChanged', '0x1')
    await expect(walletClient.switchChain()).resolves.toBe(true)
    expect(changes.at(-1)?.chainId).toBe(config.supportedChainId)
    expect(mockOnboard.loaded).toBe(false)
  })

  it('a refused switch leaves the session on the other chain (the header offers the switch)', async () => {
    const injected = wallet('Rabby Wallet', { chainId: '0x1' })
    injected.state.fail = {
      method: 'wallet_switchEthereumChain',
      error: Object.assign(new Error('User rejected'), { code: 4001 }),
    }
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(walletClient.connect('Rabby Wallet')).resolves.toMatchObject({ chainId: 1 })
    expect(warn).toHaveBeenCalledWith('[app] Network switch failed or was rejected', expect.anything())
    warn.mockRestore()
    expect(changes).toEqual([{ address: ALICE, chainId: 1, label: 'Rabby Wallet' }])
  })

  it('a wallet that lends no account (locked, or the site disconnected in it) stays disconnected, unprompted', async () => {
    const injected = wallet('E2E Wallet', { accounts: [] })
    await expect(walletClient.connect('E2E Wallet')).resolves.toBeNull()
    expect(injected.requests).toEqual(['eth_accounts'])
    expect(changes).toEqual([])
  })

  it("throws the wallet's 'already processing' error to the caller (which shows the spec toast)", async () => {
    const injected = wallet('E2E Wallet')
    const busy = Object.assign(new Error('Already processing eth_requestAccounts. Please wait.'), { code: -32002 })
    injected.state.fail = { method: 'eth_accounts', error: busy }
    await expect(walletClient.connect('E2E Wallet')).rejects.toBe(busy)
    // The forced disconnect reports null without loading web3-onboard, so the remembered connector is cleared.
    await walletClient.disconnect()
    expect(changes).toEqual([null])
  })

  it('Disconnect ends the light session and stops following the wallet', async () => {
    const injected = wallet('E2E Wallet')
    await walletClient.connect('E2E Wallet')
    await walletClient.disconnect()
    expect(changes.at(-1)).toBeNull()
    injected.emit('accountsChanged', [BOB])
    expect(changes).toHaveLength(2)
  })
})

describe('web3-onboard is loaded only when needed', () => {
  it('falls back to web3-onboard when no wallet of that name announces itself', async () => {
    wallet('Other Wallet')
    mockOnboard.connect.mockResolvedValueOnce({ address: ALICE, chainId: 84532, label: 'Gone Wallet' })
    await expect(walletClient.connect('Gone Wallet')).resolves.toMatchObject({ label: 'Gone Wallet' })
    expect(mockOnboard.connect).toHaveBeenCalledWith(expect.anything(), 'Gone Wallet')
  })

  it.each(['WalletConnect', 'Devnet wallet', 'Farcaster'])('reconnects %s through web3-onboard', async (label) => {
    wallet(label)
    await walletClient.connect(label)
    expect(mockOnboard.connect).toHaveBeenCalledWith(expect.anything(), label)
  })

  it('opens the dialog through web3-onboard, ending a light session first (spec §4: connect disconnects first)', async () => {
    wallet('E2E Wallet')
    await walletClient.connect('E2E Wallet')
    mockOnboard.connect.mockImplementationOnce(async (options) => {
      options.onChange({ address: BOB, chainId: 84532, label: 'MetaMask' })
      return { address: BOB, chainId: 84532, label: 'MetaMask' }
    })
    await walletClient.connect()
    expect(mockOnboard.connect).toHaveBeenCalledWith(expect.anything(), undefined)
    expect(changes.slice(1)).toEqual([null, { address: BOB, chainId: 84532, label: 'MetaMask' }])
  })

  it('a dialog closed or rejected resolves null and connects nothing', async () => {
    mockOnboard.connect.mockResolvedValueOnce(null)
    await expect(walletClient.connect()).resolves.toBeNull()
    expect(changes).toEqual([])
  })

  it('a dialog connect on the wrong chain: the switch and the disconnect go through web3-onboard', async () => {
    await walletClient.connect()
    await walletClient.switchChain()
    expect(mockOnboard.switchChain).toHaveBeenCalled()
    await walletClient.disconnect()
    expect(mockOnboard.disconnect).toHaveBeenCalled()
    expect(changes).toEqual([null])
  })

  it('warmUp starts web3-onboard ahead of the click (issue #16)', async () => {
    walletClient.warmUp()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(mockOnboard.initOnboard).toHaveBeenCalledTimes(1)
  })
})
