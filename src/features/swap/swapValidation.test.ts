import type { SwapQuote } from '../../services/swap/swapReads'
import type { AmountContext } from '../../lib/amount'
import { COMMA_MESSAGE, NOT_A_NUMBER_MESSAGE, ZERO_AMOUNT_MESSAGE } from '../../lib/amount'
import {
  CHECKING_APPROVAL_MESSAGE,
  ENTER_AMOUNT_MESSAGE,
  LOADING_BALANCE_MESSAGE,
  QUOTING_MESSAGE,
  SAME_TOKEN_MESSAGE,
  TOO_SMALL_MESSAGE,
  dustMessage,
  dustThreshold,
  impactLevel,
  impactTooHighMessage,
  maximumIn,
  minimumOut,
  noPoolMessage,
  parseSwapAmount,
  swapDisabledReason,
  tradeBlocker,
  type TradeState,
} from './swapValidation'

const quote = (over: Partial<SwapQuote> = {}): SwapQuote => ({
  kind: 'swap',
  tradeType: 'exactIn',
  path: ['0xa', '0xb'],
  amountIn: '1000',
  amountOut: '500',
  priceImpactBps: 50,
  feeBps: 80,
  feeAmount: '8',
  feeOnInput: true,
  noPool: false,
  ...over,
})

const state = (over: Partial<TradeState> = {}): TradeState => ({
  symbolIn: 'ETH',
  symbolOut: 'DEMO',
  sameToken: false,
  slippageRefusal: '',
  amountText: '1',
  amount: { amountWei: '1000', message: '' },
  balanceLoaded: true,
  quote: quote(),
  quoteError: '',
  impactMaxBps: 1000,
  sellProblem: '',
  ...over,
})

describe('tradeBlocker', () => {
  it('lets a good trade go', () => {
    expect(tradeBlocker(state())).toBe('')
  })

  it.each<[string, Partial<TradeState>, string]>([
    ['same token', { sameToken: true }, SAME_TOKEN_MESSAGE],
    ['same token before a refused slippage', { sameToken: true, slippageRefusal: 'refused' }, SAME_TOKEN_MESSAGE],
    ['refused slippage, even before an amount', { slippageRefusal: 'refused', amountText: '' }, 'refused'],
    ['empty amount', { amountText: ' ', amount: { amountWei: null, message: '' } }, ENTER_AMOUNT_MESSAGE],
    ['amount problem', { amount: { amountWei: null, message: 'too much' } }, 'too much'],
    ['balance loading', { balanceLoaded: false }, LOADING_BALANCE_MESSAGE],
    ['quote failed', { quoteError: 'Could not read' }, 'Could not read'],
    ['quote loading', { quote: undefined }, QUOTING_MESSAGE],
    ['no pool', { quote: quote({ noPool: true }) }, noPoolMessage('ETH', 'DEMO')],
    ['zero output', { quote: quote({ amountOut: '0' }) }, TOO_SMALL_MESSAGE],
    ['exact output over the balance', { sellProblem: 'too much' }, 'too much'],
    [
      'no pool before the sell problem',
      { quote: quote({ noPool: true }), sellProblem: 'x' },
      noPoolMessage('ETH', 'DEMO'),
    ],
    ['impact above max', { quote: quote({ priceImpactBps: 1001 }) }, impactTooHighMessage(1001, 1000)],
  ])('%s', (_name, over, message) => {
    expect(tradeBlocker(state(over))).toBe(message)
  })

  it('allows an impact exactly at the maximum, and words the block plainly', () => {
    expect(tradeBlocker(state({ quote: quote({ priceImpactBps: 1000 }) }))).toBe('')
    expect(impactTooHighMessage(2308, 1000)).toBe(
      'Price impact is too high (23.08%): this site allows at most 10%. Try a smaller amount.',
    )
  })
})

const ETH: AmountContext = { symbol: 'ETH', decimals: 18, balanceWei: '2000000000000000000', feeWei: null }
const USDC: AmountContext = { symbol: 'USDC', decimals: 6, balanceWei: '5000000', feeWei: null }

describe('parseSwapAmount: the typed amount in the token decimals, checked against the balance', () => {
  it.each<[string, string, AmountContext, string | null, string]>([
    ['empty', '', ETH, null, ''],
    ['spaces', '  ', ETH, null, ''],
    ['a whole number', '1', ETH, '1000000000000000000', ''],
    ['trimmed decimals', ' 0.25 ', ETH, '250000000000000000', ''],
    ['leading dot', '.5', ETH, '500000000000000000', ''],
    ['6 decimals of a 6-decimal token', '1.234567', USDC, '1234567', ''],
    ['too many decimals', '1.2345678', USDC, null, 'USDC has 6 decimals: use at most 6 digits after the dot.'],
    ['zero', '0', ETH, null, ZERO_AMOUNT_MESSAGE],
    ['negative', '-1', ETH, null, ZERO_AMOUNT_MESSAGE],
    ['a comma', '1,5', ETH, null, COMMA_MESSAGE],
    ['not a number', '1e3', ETH, null, NOT_A_NUMBER_MESSAGE],
    ['the whole balance', '2', ETH, '2000000000000000000', ''],
    ['more than the balance', '2.000000000000000001', ETH, null, 'That is more than your balance of 2 ETH.'],
    ['balance unknown: not judged', '50', { ...ETH, balanceWei: null }, '50000000000000000000', ''],
    [
      'the native coin keeps the fee',
      '1.9',
      { ...ETH, feeWei: '200000000000000000' },
      null,
      'Leave about 0.2 ETH for the network fee: you can send up to 1.8 ETH.',
    ],
    ['1 wei of ETH is dust', '0.000000000000000001', ETH, null, dustMessage('ETH', 18)],
    ['just under the dust line', '0.000000999999999999', ETH, null, dustMessage('ETH', 18)],
    ['the dust line itself', '0.000001', ETH, '1000000000000', ''],
    ['1 base unit of a 6-decimal token', '0.000001', USDC, '1', ''],
  ])('%s: %j', (_name, text, context, amountWei, message) => {
    expect(parseSwapAmount(text, context)).toEqual({ amountWei, message })
  })

  it('names the smallest amount in the dust message', () => {
    expect(dustMessage('ETH', 18)).toBe('The amount is too small to swap: enter at least 0.000001 ETH.')
    expect(dustThreshold(18)).toBe(10n ** 12n)
    expect(dustThreshold(6)).toBe(1n)
    expect(dustThreshold(0)).toBe(1n)
  })
})

describe('minimumOut: the quote less the slippage, rounded down', () => {
  it.each<[string, SwapQuote | undefined, number, string]>([
    ['no quote', undefined, 50, '0'],
    ['0.5 %', quote({ amountOut: '10000' }), 50, '9950'],
    ['0 %', quote({ amountOut: '10000' }), 0, '10000'],
    ['rounds down', quote({ amountOut: '999' }), 50, '994'],
    ['100 %', quote({ amountOut: '10000' }), 10_000, '0'],
    ['1 wei out', quote({ amountOut: '1' }), 50, '0'],
    ['beyond 100 % is clamped', quote({ amountOut: '10000' }), 20_000, '0'],
  ])('%s', (_name, q, bps, minimum) => {
    expect(minimumOut(q, bps)).toBe(minimum)
  })
})

describe('maximumIn: the quoted input plus the slippage, rounded down (exact output)', () => {
  it.each<[string, SwapQuote | undefined, number, string]>([
    ['no quote', undefined, 50, '0'],
    ['0.5 %', quote({ amountIn: '10000' }), 50, '10050'],
    ['0 %', quote({ amountIn: '10000' }), 0, '10000'],
    ['rounds down', quote({ amountIn: '999' }), 50, '1003'],
    ['wrap is 1:1 whatever the slippage', quote({ kind: 'wrap', amountIn: '10000' }), 50, '10000'],
    ['beyond 100 % is clamped', quote({ amountIn: '10000' }), 20_000, '20000'],
  ])('%s', (_name, q, bps, maximum) => {
    expect(maximumIn(q, bps)).toBe(maximum)
  })
})

describe('impactLevel: none, a warning above the warning level, a block above the maximum', () => {
  it.each<[number | undefined, 'none' | 'warn' | 'blocked']>([
    [undefined, 'none'],
    [0, 'none'],
    [300, 'none'],
    [301, 'warn'],
    [1000, 'warn'],
    [1001, 'blocked'],
  ])('%s bps → %s (warn 3 %, max 10 %)', (bps, level) => {
    expect(impactLevel(bps === undefined ? undefined : quote({ priceImpactBps: bps }), 300, 1000)).toBe(level)
  })
})

describe('swapDisabledReason: the one reason on the Swap button', () => {
  it.each<[string, boolean, string]>([
    ['', false, ''],
    ['', true, CHECKING_APPROVAL_MESSAGE],
    [ENTER_AMOUNT_MESSAGE, true, ENTER_AMOUNT_MESSAGE],
    [QUOTING_MESSAGE, false, QUOTING_MESSAGE],
  ])('blocker %j, allowance loading %s → %j', (blocker, isAllowanceLoading, reason) => {
    expect(swapDisabledReason(blocker, isAllowanceLoading)).toBe(reason)
  })
})
