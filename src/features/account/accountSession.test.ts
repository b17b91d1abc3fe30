import { waitFor } from '@testing-library/react'
import { chainApi } from '../../store/chainApi'
import { makeStore } from '../../store/store'
import { config } from '../../config'
import { createFakeChain } from '../../test/fakeChainServices'
import { namesApi } from '../../store/api/namesApi'
import { walletChanged } from '../../store/slices/walletSlice'
import { accountApi } from '../../store/api/accountApi'
import { startAccountSession } from './accountSession'

const mockChain = createFakeChain()
jest.mock('../../services/chain/loadChainServices', () => ({ loadChainServices: () => Promise.resolve(mockChain) }))

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const connected = (address: string, chainId = 84532) => walletChanged({ address, chainId, label: 'MetaMask' })
const readsOf = (mock: jest.Mock, address: string) => mock.mock.calls.filter((call) => call.includes(address)).length

let stop: () => void
beforeEach(() => {
  jest.clearAllMocks()
  mockChain.readDefaultName.mockImplementation(async (address) => (address === ALICE ? 'alice' : ''))
  mockChain.readPoints.mockResolvedValue('1500000000000000000000')
  mockChain.readTokenBalance.mockResolvedValue('1000000000000000000000')
  stop = startAccountSession(config)
})
afterEach(() => stop())

describe('wallet session (spec §4): name, points and chat token once per address', () => {
  it('resolves the name and fetches points and the chat token balance on connect', async () => {
    const { store } = makeStore()
    store.dispatch(connected(ALICE))
    await waitFor(() => expect(namesApi.endpoints.getUsername.select(ALICE)(store.getState()).data).toBe('alice.demo'))
    await waitFor(() =>
      expect(accountApi.endpoints.getActivityPoints.select(ALICE)(store.getState()).data).toBe(
        '1500000000000000000000',
      ),
    )
    const token = { token: config.chatTokenAddress, address: ALICE }
    await waitFor(() =>
      expect(accountApi.endpoints.getTokenBalance.select(token)(store.getState()).data).toBe('1000000000000000000000'),
    )
  })

  it('does not read again when screens ask for the same data', async () => {
    const { store } = makeStore()
    store.dispatch(connected(ALICE))
    await waitFor(() => expect(mockChain.readTokenBalance).toHaveBeenCalledTimes(1))
    const again = [
      store.dispatch(namesApi.endpoints.getUsername.initiate(ALICE)),
      store.dispatch(accountApi.endpoints.getActivityPoints.initiate(ALICE)),
      store.dispatch(accountApi.endpoints.getTokenBalance.initiate({ token: config.chatTokenAddress, address: ALICE })),
    ]
    await Promise.all(again)
    again.forEach((request) => request.unsubscribe())
    expect(readsOf(mockChain.readDefaultName, ALICE)).toBe(1)
    expect(readsOf(mockChain.readPoints, ALICE)).toBe(1)
    expect(readsOf(mockChain.readTokenBalance, ALICE)).toBe(1)
  })

  it('re-resolves the name (only) when the chain changes', async () => {
    const { store } = makeStore()
    store.dispatch(connected(ALICE))
    await waitFor(() => expect(mockChain.readPoints).toHaveBeenCalledTimes(1))
    store.dispatch(connected(ALICE, 1))
    await waitFor(() => expect(readsOf(mockChain.readDefaultName, ALICE)).toBe(2))
    expect(readsOf(mockChain.readPoints, ALICE)).toBe(1)
  })

  it('starts over for a new address (account switch in the wallet)', async () => {
    const { store } = makeStore()
    store.dispatch(connected(ALICE))
    await waitFor(() => expect(mockChain.readPoints).toHaveBeenCalledTimes(1))
    store.dispatch(connected(BOB))
    await waitFor(() => expect(readsOf(mockChain.readPoints, BOB)).toBe(1))
    expect(readsOf(mockChain.readDefaultName, BOB)).toBe(1)
    expect(readsOf(mockChain.readTokenBalance, BOB)).toBe(1)
  })

  it('lets go of the data on disconnect', async () => {
    const { store } = makeStore()
    store.dispatch(connected(ALICE))
    await waitFor(() => expect(mockChain.readTokenBalance).toHaveBeenCalledTimes(1))
    // RTK Query keeps subscriptions in its middleware; this internal action reads them.
    const subscriptions = store.dispatch(chainApi.internalActions.internal_getRTKQSubscriptions()) as unknown as {
      getSubscriptionCount(queryCacheKey: string): number
    }
    const cacheKeys = () => Object.keys(store.getState().chainApi.queries)
    const subscribed = () => cacheKeys().filter((key) => subscriptions.getSubscriptionCount(key) > 0).length
    expect(subscribed()).toBe(3)
    store.dispatch(walletChanged(null))
    expect(subscribed()).toBe(0)
  })
})
