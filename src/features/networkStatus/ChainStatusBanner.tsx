import { useSyncExternalStore } from 'react'
import styled from 'styled-components'
import type { ChainHealth } from '../../services/chain/rpc/chainHealth'
import { chainHealth as sharedChainHealth } from '../../services/chain/rpc/chainHealth'

/** What the banner says while the site's RPC cannot be reached (issue #19). */
export const CHAIN_UNREACHABLE_MESSAGE =
  'Cannot reach the chain right now. Retrying by itself; what you see may be out of date.'

/**
 * A banner under the navbar while the chain's RPC cannot be reached (reads failing after their retries), gone by
 * itself as soon as a read or the health probe gets an answer again. The live region stays mounted so the change is
 * announced; nothing shows while the chain is reachable.
 */
export function ChainStatusBanner({ health = sharedChainHealth }: { health?: ChainHealth }) {
  const { isReachable } = useSyncExternalStore(health.subscribe, health.getSnapshot, health.getSnapshot)
  return (
    <Region role="status" aria-live="polite" data-testid="chain-status">
      {!isReachable && <Notice>{CHAIN_UNREACHABLE_MESSAGE}</Notice>}
    </Region>
  )
}

const Region = styled.div`
  max-width: 1400px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`

const Notice = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`
