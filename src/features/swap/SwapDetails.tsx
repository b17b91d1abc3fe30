import styled from 'styled-components'
import type { SwapToken } from '../../config/tokens'
import { Muted } from '../../ui/Form'
import { formatBalance } from '../../lib/amount'
import type { SwapQuote } from '../../services/swap/swapReads'
import { formatBps } from '../../services/swap/swapMath'

/** The route as symbols: the ETH side shows as ETH (it trades as WETH), other hops by their listed symbol. */
function routeText(quote: SwapQuote, tokenIn: SwapToken, tokenOut: SwapToken, tokens: SwapToken[]): string {
  const symbolOf = (address: string, index: number) => {
    if (index === 0) return tokenIn.symbol
    if (index === quote.path.length - 1) return tokenOut.symbol
    return tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())?.symbol ?? address
  }
  return quote.path.map(symbolOf).join(' → ')
}

/**
 * The quote's details under the form (issue #13): minimum received after the slippage setting (exact input) or
 * maximum sold (exact output, issue #39), price impact, route and site fee for a swap; the 1:1 rate for wrap/unwrap.
 * Amounts are shown rounded down to 6 decimals.
 */
export function SwapDetails({
  quote,
  limit,
  slippageBps,
  tokenIn,
  tokenOut,
  tokens,
  isImpactHigh,
}: {
  quote: SwapQuote
  /** The slippage bound in base units (decimal string): minimum received of the output, or maximum sold of the input. */
  limit: string
  slippageBps: number
  tokenIn: SwapToken
  tokenOut: SwapToken
  tokens: SwapToken[]
  isImpactHigh: boolean
}) {
  if (quote.kind !== 'swap') {
    return (
      <List aria-label="Swap details">
        <Row>
          <dt>Rate</dt>
          <dd>
            1 {tokenIn.symbol} = 1 {tokenOut.symbol}, no fee
          </dd>
        </Row>
      </List>
    )
  }
  const feeToken = quote.feeOnInput ? tokenIn : tokenOut
  const isExactOut = quote.tradeType === 'exactOut'
  const limitToken = isExactOut ? tokenIn : tokenOut
  return (
    <List aria-label="Swap details">
      <Row>
        <dt>{isExactOut ? 'Maximum sold' : 'Minimum received'}</dt>
        <dd data-testid={isExactOut ? 'swap-maximum' : 'swap-minimum'}>
          {formatBalance(limit, limitToken.decimals)} {limitToken.symbol}
          <Muted as="span"> (slippage {formatBps(slippageBps)})</Muted>
        </dd>
      </Row>
      <Row>
        <dt>Price impact</dt>
        <dd data-testid="swap-impact" data-high={isImpactHigh || undefined}>
          {formatBps(quote.priceImpactBps)}
        </dd>
      </Row>
      <Row>
        <dt>Route</dt>
        <dd data-testid="swap-route">{routeText(quote, tokenIn, tokenOut, tokens)}</dd>
      </Row>
      <Row>
        <dt>Site fee</dt>
        <dd data-testid="swap-fee">
          {isExactOut
            ? 'None: an exact output trades on Uniswap directly'
            : `${formatBps(quote.feeBps)} (${formatBalance(quote.feeAmount, feeToken.decimals)} ${feeToken.symbol})`}
        </dd>
      </Row>
    </List>
  )
}

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    overflow-wrap: anywhere;
  }
  dd[data-high] {
    color: ${({ theme }) => theme.colors.warning};
    font-weight: 600;
  }
`
