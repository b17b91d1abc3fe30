import styled from 'styled-components'
import type { IndexedNftTrade } from '../../services/index'
import { shortenAddress } from '../../lib/format'
import { useGetIndexedCollectionQuery } from '../../store/indexApi'
import { Card, CardTitle } from '../../ui/Card'
import { formatPrice } from './media'

/** While the index has not caught up with the chain's supply (or not seen the collection yet), ask again this often. */
const CATCH_UP_POLL_MS = 3_000

const TRADE_VERBS: Record<IndexedNftTrade['kind'], string> = {
  buy: 'Bought',
  sell: 'Sold back',
  transfer: 'Sent',
}

/** One trade as text: what happened to which token, for how much, by whom and when. */
function TradeLine({ trade }: { trade: IndexedNftTrade }) {
  const who = trade.kind === 'sell' ? trade.from : trade.to
  return (
    <li data-testid="collection-trade">
      {TRADE_VERBS[trade.kind]} #{trade.tokenId}
      {trade.priceWei !== null && ` for ${formatPrice(trade.priceWei)}`}
      {trade.kind === 'transfer' ? ` to ${shortenAddress(who)}` : ` by ${shortenAddress(who)}`}
      {' · '}
      <time dateTime={new Date(trade.at * 1000).toISOString()}>{new Date(trade.at * 1000).toLocaleString()}</time>
    </li>
  )
}

/**
 * A launchpad collection's holders, mints, sales back and recent trades from the event index (issue #39; indexer
 * GET /collections/:address). `chainSupply` is the supply read from the chain: while the index shows another one (or
 * does not know the collection yet), the card asks again every few seconds. When the index is unavailable, nothing is
 * shown: the page works from the chain alone.
 */
export function CollectionActivity({ address, chainSupply }: { address: string; chainSupply: number }) {
  const query = useGetIndexedCollectionQuery(address)
  const behind =
    (query.data !== undefined && query.data.collection.supply !== chainSupply) ||
    (query.error !== undefined && 'kind' in query.error && query.error.kind === 'not-found')
  useGetIndexedCollectionQuery(address, { pollingInterval: behind ? CATCH_UP_POLL_MS : 0, skip: !behind })
  const data = query.data
  if (!data) return null
  const { collection: stats, recentTrades } = data
  return (
    <Card aria-labelledby="collection-activity">
      <CardTitle id="collection-activity">Activity</CardTitle>
      <Facts>
        <dt>Holders</dt>
        <dd data-testid="stat-holders">{stats.holders}</dd>
        <dt>Mints</dt>
        <dd data-testid="stat-mints">{stats.mints}</dd>
        <dt>Sold back</dt>
        <dd data-testid="stat-burns">{stats.burns}</dd>
        <dt>Volume</dt>
        <dd data-testid="stat-volume">{formatPrice(stats.volumeWei)}</dd>
      </Facts>
      <h3>Recent trades</h3>
      {recentTrades.length === 0 ? (
        <p>No trades yet.</p>
      ) : (
        <Trades aria-label="Recent trades">
          {recentTrades.map((trade) => (
            <TradeLine key={trade.id} trade={trade} />
          ))}
        </Trades>
      )}
    </Card>
  )
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`

const Trades = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;
`
