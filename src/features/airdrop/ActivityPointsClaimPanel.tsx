import styled from 'styled-components'
import { config } from '../../config'
import { useWalletSession } from '../../store/useWalletSession'
import { Button } from '../../ui/Button'
import { ConnectButton, SwitchChainButton } from '../wallet'
import { useClaimActivityPointsAirdropMutation, useGetActivityPointsClaimQuery } from './airdropApi'
import { activityPointsClaimStatus, airdropMessages, formatTokens } from './claimStatus'
import { Muted } from '../../ui/Form'

/**
 * Activity Points (issue #14): the connected wallet's preview (wei spent × the claimer's ratio), the claim, and a
 * clear state once claimed.
 */
export function ActivityPointsClaimPanel() {
  const { address, isConnected, isSupportedChain } = useWalletSession()
  const claim = useGetActivityPointsClaimQuery(address ?? '', { skip: !address })
  const data = claim.currentData
  const status = data ? activityPointsClaimStatus(data, config.chatTokenSymbol) : null
  const [send, { isLoading }] = useClaimActivityPointsAirdropMutation()
  const reason = !status
    ? claim.isError
      ? (claim.error.message ?? 'Your airdrop could not be read.')
      : 'Loading your airdrop…'
    : status.canClaim
      ? ''
      : status.message

  const onClaim = async () => {
    if (!address || !data || !status?.canClaim) return
    await send({
      owner: address,
      successMessage: airdropMessages.activityPoints(formatTokens(data.previewWei), config.chatTokenSymbol),
    })
  }

  if (!isConnected) {
    return (
      <Column>
        <Muted>Connect your wallet to see how much {config.chatTokenSymbol} your activity earned you.</Muted>
        <ConnectButton fullWidth />
      </Column>
    )
  }
  return (
    <Column>
      <Preview data-testid="airdrop-points-status" aria-live="polite" $claimed={Boolean(data?.claimed)}>
        {status?.message ?? reason}
      </Preview>
      <Muted>
        The airdrop counts what you have spent on names and swaps, once. It is sent to the connected wallet.
      </Muted>
      {!isSupportedChain ? (
        <SwitchChainButton fullWidth />
      ) : data?.claimed ? null : (
        <Button
          fullWidth
          isLoading={isLoading}
          disabled={Boolean(reason)}
          disabledReason={reason}
          onClick={() => void onClaim()}
        >
          {data && status?.canClaim ? `Claim ${formatTokens(data.previewWei)} ${config.chatTokenSymbol}` : 'Claim'}
        </Button>
      )}
    </Column>
  )
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`

const Preview = styled.p<{ $claimed: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 600;
  color: ${({ theme, $claimed }) => ($claimed ? theme.colors.success : theme.colors.text)};
`
