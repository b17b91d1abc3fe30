import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { NATIVE_COIN_ADDRESS } from '../config/constants'
import { createFakeChain } from '../test/fakeChainServices'
import { settleQueries } from '../test/renderWithProviders'
import { makeStore } from './store'
import { useTokenBalance } from './useTokenBalance'

const mockChain = createFakeChain()
jest.mock('../services/chain/loadChainServices', () => ({ loadChainServices: () => Promise.resolve(mockChain) }))

const ALICE = '0x00000000000000000000000000000000000a11ce'
const TOKEN = '0x000000000000000000000000000000000000d3e0'

/** The hook under a fresh store; `props` can change between renders. */
function renderBalance(token: string, address: string | null) {
  const { store } = makeStore()
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  const view = renderHook(
    (props: { token: string; address: string | null }) => useTokenBalance({ address: props.token }, props.address),
    {
      wrapper,
      initialProps: { token, address },
    },
  )
  return { store, ...view }
}

beforeEach(() => {
  mockChain.readNativeBalance.mockReset().mockResolvedValue('7')
  mockChain.readTokenBalance.mockReset().mockResolvedValue('42')
})

describe('useTokenBalance (issue #40: one balance read for every token form)', () => {
  it.each([
    ['the native coin: the native read only', NATIVE_COIN_ADDRESS, '7', 'readNativeBalance', 'readTokenBalance'],
    ['an ERC-20: the token read only', TOKEN, '42', 'readTokenBalance', 'readNativeBalance'],
  ] as const)('%s', async (_name, token, balance, read, unread) => {
    const { result } = renderBalance(token, ALICE)
    expect(result.current).toBeNull()
    await waitFor(() => expect(result.current).toBe(balance))
    expect(mockChain[read]).toHaveBeenCalledTimes(1)
    expect(mockChain[unread]).not.toHaveBeenCalled()
  })

  it('reads nothing and is null without a wallet', async () => {
    const { result, store } = renderBalance(TOKEN, null)
    await settleQueries(store)
    expect(result.current).toBeNull()
    expect(mockChain.readTokenBalance).not.toHaveBeenCalled()
    expect(mockChain.readNativeBalance).not.toHaveBeenCalled()
  })

  it('follows a change of token to that token’s balance', async () => {
    const { result, rerender } = renderBalance(TOKEN, ALICE)
    await waitFor(() => expect(result.current).toBe('42'))
    rerender({ token: NATIVE_COIN_ADDRESS, address: ALICE })
    await waitFor(() => expect(result.current).toBe('7'))
    expect(mockChain.readTokenBalance).toHaveBeenCalledWith(TOKEN, ALICE)
  })
})
