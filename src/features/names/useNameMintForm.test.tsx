import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { makeStore } from '../../store/store'
import { notify } from '../../store/toasts/notify'
import { FAKE_TX_HASH, createFakeChain } from '../../test/fakeChainServices'
import { ALICE_ADDRESS, connectedState } from '../../test/siteHarness'
import { TAKEN_MESSAGE, useNameMintForm } from './useNameMintForm'

const mockChain = createFakeChain()
jest.mock('../../services/chain/loadChainServices', () => ({ loadChainServices: () => Promise.resolve(mockChain) }))
jest.mock('../../store/toasts/notify', () => ({
  notify: { error: jest.fn(), info: jest.fn(), success: jest.fn(), warning: jest.fn(), dismiss: jest.fn() },
}))

const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
/** Five tiers: 1, 2, 3, 4 and 5+ characters. */
const PRICES = ['5000', '4000', '3000', '2000', '1000']

/** The hook under the app's store, connected as Alice whose main name (without the tld) is `mainName` ('' for none). */
function renderForm(mainName = '') {
  mockChain.readDefaultName.mockResolvedValue(mainName)
  const { store } = makeStore({ preloadedState: connectedState(84532, mainName && `${mainName}.demo`) })
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  return renderHook(() => useNameMintForm(), { wrapper })
}

beforeEach(() => {
  jest.clearAllMocks()
  mockChain.readMintPrices.mockResolvedValue({ pricesWei: PRICES, referralFeeBips: 1000, isPaused: false })
  mockChain.readNativeBalance.mockResolvedValue('1000000')
  mockChain.readDomainHolder.mockResolvedValue(null)
  mockChain.mintDomain.mockResolvedValue({ hash: FAKE_TX_HASH, blockNumber: 1 })
})

describe('useNameMintForm (spec §4 Mint button, §5 Mint; issue #40)', () => {
  it('prices the typed name by its length tier and enables Mint once price and balance are in', async () => {
    const { result } = renderForm()
    act(() => result.current.setName('ab'))
    await waitFor(() => expect(result.current.canMint).toBe(true))
    expect(result.current.priceWei).toBe('4000')
    expect(result.current.label).toBe('Mint username')
    act(() => result.current.setName('abcdef'))
    expect(result.current.priceWei).toBe('1000')
  })

  it('says a taken name once its holder is read, and disables Mint with the reason', async () => {
    mockChain.readDomainHolder.mockResolvedValue(BOB)
    const { result } = renderForm()
    act(() => result.current.setName('taken'))
    await waitFor(() => expect(result.current.validation.message).toBe(TAKEN_MESSAGE))
    expect(result.current.canMint).toBe(false)
    expect(result.current.disabledReason).toBe('This name is already taken.')
  })

  it('re-checks the holder at click time and toasts a name taken in the meantime, without minting', async () => {
    const { result } = renderForm()
    act(() => result.current.setName('racer'))
    await waitFor(() => expect(result.current.canMint).toBe(true))
    mockChain.readDomainHolder.mockResolvedValue(BOB)
    await act(() => result.current.mint())
    expect(notify.error).toHaveBeenCalledWith(TAKEN_MESSAGE)
    expect(mockChain.mintDomain).not.toHaveBeenCalled()
  })

  it('after a mint by a user with a main name, keeps it and offers the new one; makeMain switches', async () => {
    const { result } = renderForm('alice')
    act(() => result.current.setName('second'))
    await waitFor(() => expect(result.current.canMint).toBe(true))
    await act(() => result.current.mint())
    expect(mockChain.mintDomain).toHaveBeenCalledTimes(1)
    expect(result.current.name).toBe('')
    expect(result.current.keptMainName).toEqual({ domainName: 'second', minted: 'second.demo', main: 'alice.demo' })
    await act(() => result.current.makeMain())
    expect(mockChain.editDefaultDomain).toHaveBeenCalledTimes(1)
    expect(result.current.keptMainName).toBeNull()
    expect(result.current.madeMain).toBe('second.demo')
  })

  it('after a first mint there is nothing kept to offer', async () => {
    const { result } = renderForm('')
    act(() => result.current.setName('first'))
    await waitFor(() => expect(result.current.canMint).toBe(true))
    await act(() => result.current.mint())
    expect(mockChain.mintDomain.mock.calls[0]?.[0]).toMatchObject({ domainName: 'first', holder: ALICE_ADDRESS })
    expect(result.current.keptMainName).toBeNull()
  })
})
