import { waitFor } from '@testing-library/react'
import { config } from '../config'
import { createFakeChain } from '../test/fakeChainServices'
import { txSettled } from '../services/tx/txEvents'
import { PENDING_TX_KEY } from '../services/tx/pendingTransactions'
import { AlreadyConnectedError } from '../services/wallet/alreadyConnected'
import type { WalletServiceOptions } from '../services/wallet/walletClient'
import { chainApi } from '../store/chainApi'
import { FARCASTER_LABEL, startApp } from './startup'
import { makeStore } from '../store/store'
import { notify } from '../store/toasts/notify'

const mockChain = createFakeChain()
const mockLog: string[] = []
const mockWallet = {
  options: null as WalletServiceOptions | null,
  connect: jest.fn(async (label?: string) => {
    mockLog.push(`connect:${label ?? ''}`)
    return null
  }),
  disconnect: jest.fn(async () => {
    mockLog.push('disconnect')
  }),
}
const mockDetect = { isMiniApp: false }

jest.mock('../services/chain/loadChainServices', () => ({ loadChainServices: () => Promise.resolve(mockChain) }))
jest.mock('../services/farcaster/detect', () => ({
  detectMiniApp: async () => {
    mockLog.push('detect')
    return mockDetect.isMiniApp
  },
  getMiniAppProvider: jest.fn(async () => ({ request: jest.fn(), on: jest.fn(), removeListener: jest.fn() })),
  whenLateMiniApp: async () => false,
}))
jest.mock('../services/farcaster/session', () => ({ startMiniAppSession: jest.fn(async () => undefined) }))
jest.mock('../services/wallet/walletClient', () => ({
  configureWallets: (options: WalletServiceOptions) => {
    mockWallet.options = options
  },
  updateWalletOptions: (patch: Partial<WalletServiceOptions>) => {
    if (mockWallet.options) mockWallet.options = { ...mockWallet.options, ...patch }
  },
  walletClient: {
    connect: (label?: string) => mockWallet.connect(label),
    disconnect: () => mockWallet.disconnect(),
    switchChain: jest.fn(),
    setTheme: jest.fn(),
  },
}))
jest.mock('../store/toasts/notify', () => ({
  notify: { error: jest.fn(), info: jest.fn(), success: jest.fn(), warning: jest.fn(), dismiss: jest.fn() },
}))

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

beforeEach(() => {
  jest.clearAllMocks()
  mockLog.length = 0
  mockDetect.isMiniApp = false
  window.localStorage.clear()
  window.history.replaceState(null, '', '/')
  mockChain.resolveReferrer.mockImplementation(async (ref) => {
    mockLog.push(`ref:${ref}`)
    return ref === 'bob' ? BOB : null
  })
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  // Startup may read from the network (jsdom has no fetch): every such read fails here, and must not stop it.
  Object.assign(globalThis, {
    fetch: jest.fn(async () => ({ ok: false, status: 503, text: async () => '', json: async () => ({}) })),
  })
})

describe('startApp (spec §4 Startup)', () => {
  it('runs the steps in order: Farcaster check, reconnect, upload flag, ref', async () => {
    window.localStorage.setItem('connected-with', 'MetaMask')
    window.history.replaceState(null, '', '/shill?ref=bob')
    const { store } = makeStore()
    await store.dispatch(startApp())
    expect(mockLog).toEqual(['detect', 'connect:MetaMask', 'ref:bob'])
    expect(store.getState().environment).toMatchObject({ web3Environment: 'standard', isEnvironmentKnown: true })
    expect(store.getState().environment.fileUploadEnabled).toBe(config.fileUploadEnabled)
    expect(store.getState().referral.referrer).toBe(BOB)
  })

  it('waits for the shell to paint before it reconnects the wallet', async () => {
    window.localStorage.setItem('connected-with', 'MetaMask')
    let paint: () => void = () => {}
    const afterShellPaint = new Promise<void>((resolve) => {
      paint = resolve
    })
    const started = makeStore().store.dispatch(startApp({ afterShellPaint }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(mockLog).toEqual([])
    paint()
    await started
    expect(mockLog).toEqual(['detect', 'connect:MetaMask'])
  })

  it('reconnects from a connector id, mapping it to the web3-onboard label', async () => {
    window.localStorage.setItem('connected-with', 'injected')
    window.localStorage.setItem('connected-wallet-label', 'Rabby Wallet')
    await makeStore().store.dispatch(startApp())
    expect(mockLog).toEqual(['detect', 'connect:Rabby Wallet'])
  })

  it('does not connect without a remembered wallet', async () => {
    await makeStore().store.dispatch(startApp())
    expect(mockWallet.connect).not.toHaveBeenCalled()
  })

  it('inside a Farcaster mini app: environment farcaster, auto-connect with the Farcaster wallet', async () => {
    mockDetect.isMiniApp = true
    window.localStorage.setItem('connected-with', 'MetaMask')
    const { store } = makeStore()
    await store.dispatch(startApp())
    expect(mockLog).toEqual(['detect', `connect:${FARCASTER_LABEL}`])
    expect(store.getState().environment.web3Environment).toBe('farcaster')
    expect(mockWallet.options?.environment).toBe('farcaster')
    expect(mockWallet.options?.farcasterProvider).toBeDefined()
  })

  it("on 'already connected' shows the spec toast and forces a disconnect; the status ends", async () => {
    window.localStorage.setItem('connected-with', 'MetaMask')
    mockWallet.connect.mockImplementationOnce(async (label) => {
      mockLog.push(`connect:${label ?? ''}`)
      throw new AlreadyConnectedError({ code: -32002 })
    })
    const { store } = makeStore()
    await store.dispatch(startApp())
    expect(notify.error).toHaveBeenCalledWith('ConnectorAlreadyConnectedError Error, please try connecting again.')
    expect(mockLog).toEqual(['detect', 'connect:MetaMask', 'disconnect'])
    expect(store.getState().wallet.status).toBe('disconnected')
  })

  it('only logs other connection failures', async () => {
    window.localStorage.setItem('connected-with', 'MetaMask')
    mockWallet.connect.mockRejectedValueOnce(new Error('wallet locked'))
    const { store } = makeStore()
    await store.dispatch(startApp())
    expect(notify.error).not.toHaveBeenCalled()
    expect(mockWallet.disconnect).not.toHaveBeenCalled()
    expect(console.warn).toHaveBeenCalledWith('[app] Reconnecting MetaMask failed', expect.any(Error))
    expect(store.getState().wallet.status).toBe('disconnected')
  })

  it("remembers the connector id under 'connected-with' (and the label beside it), cleared on disconnect", async () => {
    const { store } = makeStore()
    await store.dispatch(startApp())
    mockWallet.options?.onChange({ address: ALICE, chainId: 84532, label: 'Rabby Wallet' })
    expect(window.localStorage.getItem('connected-with')).toBe('injected')
    expect(window.localStorage.getItem('connected-wallet-label')).toBe('Rabby Wallet')
    expect(store.getState().wallet).toMatchObject({ status: 'connected', address: ALICE, label: 'Rabby Wallet' })
    mockWallet.options?.onChange(null)
    expect(window.localStorage.getItem('connected-with')).toBe('')
    expect(store.getState().wallet.status).toBe('disconnected')
  })

  it('keeps the remembered connector on disconnect inside Farcaster', async () => {
    mockDetect.isMiniApp = true
    const { store } = makeStore()
    await store.dispatch(startApp())
    mockWallet.options?.onChange({ address: ALICE, chainId: 84532, label: FARCASTER_LABEL })
    mockWallet.options?.onChange(null)
    expect(window.localStorage.getItem('connected-with')).toBe('farcasterMiniApp')
  })

  it('stores no referrer when ref does not resolve, and passes the user to the resolver', async () => {
    window.history.replaceState(null, '', '/?ref=nobody')
    const { store } = makeStore()
    await store.dispatch(startApp())
    expect(mockChain.resolveReferrer).toHaveBeenCalledWith('nobody', null)
    expect(store.getState().referral.referrer).toBe('')
  })

  it('loads no chain code when there is nothing to resume and no ref', async () => {
    await makeStore().store.dispatch(startApp())
    expect(mockChain.resumePendingTransactions).not.toHaveBeenCalled()
    expect(mockChain.resolveReferrer).not.toHaveBeenCalled()
  })

  it('resumes pending transactions and refreshes their tags once settled', async () => {
    const record = {
      hash: `0x${'a'.repeat(64)}`,
      chainId: config.chain.chainId,
      successMessage: 'You have successfully minted a name!',
      startBlock: 1,
      submittedAt: Date.now(),
      tags: [{ type: 'Username', id: ALICE.toLowerCase() }, { type: 'NotATag' }],
    }
    window.localStorage.setItem(PENDING_TX_KEY, JSON.stringify([record]))
    mockChain.resumePendingTransactions.mockImplementationOnce(async () => {
      txSettled.emit({
        id: `resumed-${record.hash}`,
        hash: record.hash,
        outcome: 'confirmed',
        isResumed: true,
        tags: record.tags,
      })
    })
    const { store } = makeStore()
    const { match } = chainApi.util.invalidateTags
    const invalidate = Object.assign(jest.spyOn(chainApi.util, 'invalidateTags'), { match })
    await store.dispatch(startApp())
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith([{ type: 'Username', id: ALICE.toLowerCase() }]))
    invalidate.mockRestore()
  })

  it('refreshes the tags of a revert, a replacement or a drop; a success is left to its own mutation', async () => {
    const { store } = makeStore()
    await store.dispatch(startApp())
    const { match } = chainApi.util.invalidateTags
    // The RTK middleware matches the action creator: the spy keeps its matcher.
    const invalidate = Object.assign(jest.spyOn(chainApi.util, 'invalidateTags'), { match })
    const tags = [{ type: 'NativeBalance', id: ALICE.toLowerCase() }]
    const settled = { id: 'tx-1', hash: `0x${'b'.repeat(64)}`, isResumed: false, tags }
    txSettled.emit({ ...settled, outcome: 'confirmed' })
    expect(invalidate).not.toHaveBeenCalled()
    for (const outcome of ['reverted', 'gone'] as const) txSettled.emit({ ...settled, outcome })
    // Earlier tests' apps listen too: every call is this transaction's tags.
    expect(invalidate).toHaveBeenCalledWith(tags)
    expect(new Set(invalidate.mock.calls.map((call) => JSON.stringify(call)))).toEqual(
      new Set([JSON.stringify([tags])]),
    )
  })
})
