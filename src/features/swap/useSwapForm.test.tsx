import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { config } from '../../config'
import type { SwapQuote } from '../../services/swap/swapReads'
import { createFakeChain } from '../../test/fakeChainServices'
import { connectedState } from '../../test/siteHarness'
import { swapSlippageChanged } from '../../store/slices/settingsSlice'
import { makeStore } from '../../store/store'
import { NOT_A_NUMBER_MESSAGE } from '../../lib/amount'
import { formatUnits } from '../../lib/units'
import { dustMessage, ENTER_AMOUNT_MESSAGE, SAME_TOKEN_MESSAGE } from './swapValidation'
import { useSwapForm } from './useSwapForm'

const mockChain = createFakeChain()
const mockSwap = {
  quote: jest.fn(async (request: { amountIn: string }): Promise<SwapQuote> => ({
    kind: 'swap',
    tradeType: 'exactIn',
    path: ['0xa', '0xb'],
    amountIn: request.amountIn,
    // 1 in gives 1000 out, whatever the decimals: enough to check the derivations.
    amountOut: (BigInt(request.amountIn) * 1000n).toString(),
    priceImpactBps: 10,
    feeBps: 80,
    feeAmount: '0',
    feeOnInput: true,
    noPool: false,
  })),
  quoteExactOut: jest.fn(async (request: { amountOut: string }): Promise<SwapQuote> => ({
    kind: 'swap',
    tradeType: 'exactOut',
    path: ['0xa', '0xb'],
    // 1000 out costs 1 in, as the exact-input quote above.
    amountIn: (BigInt(request.amountOut) / 1000n).toString(),
    amountOut: request.amountOut,
    priceImpactBps: 10,
    feeBps: 0,
    feeAmount: '0',
    feeOnInput: false,
    noPool: false,
  })),
  allowance: jest.fn(async () => '0'),
  tokenInfo: jest.fn(),
  swapGasFee: jest.fn(async () => '1000000000000000'),
}
jest.mock('../../services/chain/loadChainServices', () => ({ loadChainServices: () => Promise.resolve(mockChain) }))
jest.mock('../../services/swap/loadSwapServices', () => ({ loadSwapServices: () => Promise.resolve(mockSwap) }))

const ETH_100 = (100n * 10n ** 18n).toString()

/** The hook under the app's store, connected as Alice, with the given slippage setting (as typed). */
function renderSwapForm(slippage = '0.5') {
  const { store } = makeStore({ preloadedState: connectedState() })
  store.dispatch(swapSlippageChanged(slippage))
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  return renderHook(() => useSwapForm(), { wrapper })
}

beforeEach(() => {
  mockChain.readNativeBalance.mockResolvedValue(ETH_100)
  mockSwap.quote.mockClear()
  mockSwap.quoteExactOut.mockClear()
})

describe('useSwapForm (issues #13, #39, #40)', () => {
  it('starts from the native coin with no amount: Swap disabled with "Enter an amount."', async () => {
    const { result } = renderSwapForm()
    expect(result.current.tokenIn.symbol).toBe(config.chain.nativeCurrency.symbol)
    expect(result.current.isNativeIn).toBe(true)
    expect(result.current.disabledReason).toBe(ENTER_AMOUNT_MESSAGE)
    expect(result.current.problem).toBe('')
    await waitFor(() => expect(result.current.balanceIn).toBe(ETH_100))
  })

  it('quotes a typed amount in the token decimals and takes the slippage off the minimum received', async () => {
    const { result } = renderSwapForm('1')
    await waitFor(() => expect(result.current.canMax).toBe(true))
    act(() => result.current.setAmountText('0.5'))
    expect(result.current.amount.amountWei).toBe('500000000000000000')
    await waitFor(() => expect(result.current.quote).toBeDefined())
    expect(result.current.quote?.amountOut).toBe('500000000000000000000')
    expect(result.current.slippageLimit).toBe('495000000000000000000')
    expect(result.current.slippage.level).toBe('ok')
    expect(result.current.disabledReason).toBe('')
    expect(result.current.canTrade).toBe(true)
  })

  it('refuses 50 % slippage or more before anything is typed, and says so under the form', () => {
    const { result } = renderSwapForm('50')
    expect(result.current.slippage.level).toBe('refused')
    expect(result.current.disabledReason).toBe(result.current.slippage.message)
    expect(result.current.problem).toBe(result.current.slippage.message)
  })

  it('warns about 0 % and above 5 % without blocking the swap', async () => {
    for (const [slippage, level] of [
      ['0', 'zero'],
      ['5.01', 'high'],
    ] as const) {
      const { result, unmount } = renderSwapForm(slippage)
      expect(result.current.slippage.level).toBe(level)
      act(() => result.current.setAmountText('1'))
      await waitFor(() => expect(result.current.quote).toBeDefined())
      expect(result.current.disabledReason).toBe('')
      unmount()
    }
  })

  it('refuses a 1-wei trade as dust and asks for no quote', async () => {
    const { result } = renderSwapForm()
    act(() => result.current.setAmountText('0.000000000000000001'))
    expect(result.current.problem).toBe(dustMessage(result.current.tokenIn.symbol, 18))
    expect(result.current.disabledReason).toBe(result.current.problem)
    await waitFor(() => expect(result.current.balanceIn).toBe(ETH_100))
    expect(mockSwap.quote).not.toHaveBeenCalled()
  })

  it('clears the amount when the input token changes or the sides are flipped', () => {
    const { result } = renderSwapForm()
    const [first, second] = [result.current.tokenIn, result.current.tokenOut]
    act(() => result.current.setAmountText('1'))
    act(() => result.current.flip())
    expect([result.current.tokenIn, result.current.tokenOut]).toEqual([second, first])
    expect(result.current.amountText).toBe('')
    act(() => result.current.setAmountText('2'))
    act(() => result.current.selectOut(second))
    expect(result.current.amountText).toBe('2')
    expect(result.current.disabledReason).toBe(SAME_TOKEN_MESSAGE)
    act(() => result.current.selectIn(first))
    expect(result.current.amountText).toBe('')
  })

  describe('exact output: the receive field typed ("I want 100 DEMO")', () => {
    it.each<[string, string, string, string, string]>([
      // slippage, wanted, quoted input (pay field), maximum sold (base units), disabled reason
      ['0.5', '100', '0.1', '100500000000000000', ''],
      ['1', '2.5', '0.0025', '2525000000000000', ''],
      ['0', '1000', '1', '1000000000000000000', ''],
    ])('slippage %s %%, %s wanted: pays %s, sells at most %s', async (slippage, wanted, paid, maximum, reason) => {
      const { result } = renderSwapForm(slippage)
      await waitFor(() => expect(result.current.canMax).toBe(true))
      act(() => result.current.setOutputText(wanted))
      expect(result.current.tradeType).toBe('exactOut')
      expect(result.current.outputText).toBe(wanted)
      await waitFor(() => expect(result.current.quote).toBeDefined())
      expect(mockSwap.quote).not.toHaveBeenCalled()
      expect(result.current.amountText).toBe(paid)
      expect(result.current.slippageLimit).toBe(maximum)
      expect(result.current.approvalText).toBe(formatUnits(maximum, 18))
      expect(result.current.disabledReason).toBe(reason)
    })

    it.each<[string, string, (symbol: string) => string]>([
      ['more than the balance can pay', '100000', () => 'That is more than your balance of 100 ETH.'],
      ['dust of the output token', '0.000000000000000001', (symbol) => dustMessage(symbol, 18)],
      ['not a number', '1e3', () => NOT_A_NUMBER_MESSAGE],
    ])('refuses %s', async (_name, wanted, message) => {
      const { result } = renderSwapForm()
      await waitFor(() => expect(result.current.canMax).toBe(true))
      act(() => result.current.setOutputText(wanted))
      const expected = message(result.current.tokenOut.symbol)
      await waitFor(() => expect(result.current.problem).toBe(expected))
      expect(result.current.disabledReason).toBe(expected)
      expect(result.current.canTrade).toBe(false)
    })

    it('typing in the pay field again goes back to exact input; a new output token clears the wanted amount', async () => {
      const { result } = renderSwapForm()
      act(() => result.current.setOutputText('100'))
      act(() => result.current.setAmountText('0.2'))
      expect(result.current.tradeType).toBe('exactIn')
      await waitFor(() => expect(result.current.outputText).toBe('200'))
      act(() => result.current.setOutputText('100'))
      act(() => result.current.selectIn(result.current.tokens[2]!))
      expect(result.current.outputText).toBe('100')
      act(() => result.current.selectOut(result.current.tokens[0]!))
      expect(result.current.outputText).toBe('')
    })
  })
})
