import type { SwapQuote } from '../../services/swap/swapReads'
import {
  ENTER_AMOUNT_MESSAGE,
  LOADING_BALANCE_MESSAGE,
  QUOTING_MESSAGE,
  SAME_TOKEN_MESSAGE,
  TOO_SMALL_MESSAGE,
  impactTooHighMessage,
  noPoolMessage,
  tradeBlocker,
  type TradeState,
} from './swapValidation'

const quote = (over: Partial<SwapQuote> = {}): SwapQuote => ({
  kind: 'swap',
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
  amountText: '1',
  amount: { amountWei: '1000', message: '' },
  balanceLoaded: true,
  quote: quote(),
  quoteError: '',
  impactMaxBps: 1000,
  ...over,
})

describe('tradeBlocker', () => {
  it('lets a good trade go', () => {
    expect(tradeBlocker(state())).toBe('')
  })

  it.each<[string, Partial<TradeState>, string]>([
    ['same token', { sameToken: true }, SAME_TOKEN_MESSAGE],
    ['empty amount', { amountText: ' ', amount: { amountWei: null, message: '' } }, ENTER_AMOUNT_MESSAGE],
    ['amount problem', { amount: { amountWei: null, message: 'too much' } }, 'too much'],
    ['balance loading', { balanceLoaded: false }, LOADING_BALANCE_MESSAGE],
    ['quote failed', { quoteError: 'Could not read' }, 'Could not read'],
    ['quote loading', { quote: undefined }, QUOTING_MESSAGE],
    ['no pool', { quote: quote({ noPool: true }) }, noPoolMessage('ETH', 'DEMO')],
    ['zero output', { quote: quote({ amountOut: '0' }) }, TOO_SMALL_MESSAGE],
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
