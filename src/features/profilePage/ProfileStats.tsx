import styled from 'styled-components'
import { config } from '../../config'
import { activityPointsFromWei, formatActivityPoints } from '../../lib/format'
import {
  useGetActivityPointsQuery,
  useGetNativeBalanceQuery,
  useGetTokenBalanceQuery,
} from '../../store/api/accountApi'
import { formatBalance } from '../../lib/amount'

/** True when the site shows activity points (flag and contract, spec §2 Left sidebar rules). */
export const showsActivityPoints = config.features.activityPoints && Boolean(config.activityPointsAddress)

/**
 * A user's native balance, chat token balance and activity points (spec §5 display rules), read together so they
 * share one multicall round trip. Balances are rounded down for display.
 */
export function ProfileStats({ address }: { address: string }) {
  const native = useGetNativeBalanceQuery(address)
  const chatToken = useGetTokenBalanceQuery(
    { token: config.chatTokenAddress, address },
    { skip: !config.chatTokenAddress },
  )
  const points = useGetActivityPointsQuery(address, { skip: !showsActivityPoints })
  const { nativeCurrency } = config.chain
  return (
    <Grid aria-label="Balances and points">
      <Stat
        label={`${nativeCurrency.symbol} balance`}
        testId="profile-native-balance"
        value={
          native.data === undefined
            ? undefined
            : `${formatBalance(native.data, nativeCurrency.decimals)} ${nativeCurrency.symbol}`
        }
        isError={native.isError}
      />
      {config.chatTokenAddress && (
        <Stat
          label={`${config.chatTokenSymbol} balance`}
          testId="profile-token-balance"
          value={
            chatToken.data === undefined
              ? undefined
              : `${formatBalance(chatToken.data, config.chatTokenDecimals)} ${config.chatTokenSymbol}`
          }
        />
      )}
      {showsActivityPoints && (
        <Stat
          label="Activity points"
          testId="profile-points"
          value={
            points.data === undefined ? undefined : `${formatActivityPoints(activityPointsFromWei(points.data))} AP`
          }
        />
      )}
    </Grid>
  )
}

function Stat({
  label,
  value,
  testId,
  isError = false,
}: {
  label: string
  value: string | undefined
  testId: string
  isError?: boolean
}) {
  return (
    <Tile>
      <dt>{label}</dt>
      <dd data-testid={testId} aria-busy={value === undefined && !isError}>
        {isError ? <span title="Could not read it right now">unavailable</span> : (value ?? '…')}
      </dd>
    </Tile>
  )
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`

const Tile = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`
