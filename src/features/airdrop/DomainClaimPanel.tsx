import { useState } from 'react'
import styled from 'styled-components'
import { config } from '../../config'
import { stripTld } from '../../lib/domainNames'
import { truncateForMessage } from '../../lib/identity'
import { markInvisibleCharacters } from '../../lib/invisibleCharacters'
import { toRegistryKey } from '../../services/airdrop/airdropReads'
import { useUsername } from '../../store/useUsername'
import { useWalletSession } from '../../store/useWalletSession'
import { Button } from '../../ui/Button'
import { TextInput } from '../../ui/TextInput'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import { ConnectButton, SwitchChainButton } from '../wallet'
import { useClaimDomainAirdropMutation, useGetDomainClaimQuery } from './airdropApi'
import { airdropMessages, airdropNameProblem, domainClaimStatus, formatTokens } from './claimStatus'
import { Form } from '../../ui/Form'

const LOOKUP_DELAY_MS = 350

/**
 * Domain holders (issue #14): for a name typed in, its reward, whether it can still claim and why not (nobody holds
 * it, already claimed, not eligible), and the claim itself, which anyone may send: the tokens go to the name's holder.
 * A connected user with a name is offered it in one press (issue #39).
 */
export function DomainClaimPanel() {
  const { address, isConnected, isSupportedChain } = useWalletSession()
  const [text, setText] = useState('')
  const { username } = useUsername(address)
  const myName = username ? stripTld(username, config.tldName) : ''
  const problem = airdropNameProblem(text, config.tldName)
  const typed = problem === null ? toRegistryKey(stripTld(text, config.tldName)) : ''
  const lookupName = useDebouncedValue(typed, LOOKUP_DELAY_MS)
  const claim = useGetDomainClaimQuery(lookupName, { skip: !lookupName })
  const current = lookupName === typed && claim.currentData?.domainName === typed ? claim.currentData : undefined
  const status = current ? domainClaimStatus(current, config.tldName, config.chatTokenSymbol) : null
  const [send, { isLoading }] = useClaimDomainAirdropMutation()
  const fullName = markInvisibleCharacters(truncateForMessage(`${typed}${config.tldName}`))

  const reason =
    problem ??
    (!typed
      ? 'Enter a name.'
      : claim.isError && lookupName === typed
        ? (claim.error.message ?? 'The name could not be looked up.')
        : !status
          ? 'Looking up the name…'
          : status.canClaim
            ? ''
            : status.message)

  const onClaim = async () => {
    if (!address || !current?.holder || !status?.canClaim) return
    await send({
      domainName: current.domainName,
      holder: current.holder,
      sender: address,
      successMessage: airdropMessages.domain(formatTokens(current.rewardWei), config.chatTokenSymbol, fullName),
    })
  }

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault()
        void onClaim()
      }}
      noValidate
    >
      <TextInput
        label="Name"
        id="airdrop-name"
        placeholder="enter name"
        suffix={config.tldName}
        value={text}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        aria-describedby="airdrop-name-status"
      />
      {myName && toRegistryKey(myName) !== typed && (
        <Button variant="secondary" onClick={() => setText(myName)}>
          Use my name ({markInvisibleCharacters(truncateForMessage(username))})
        </Button>
      )}
      <Status
        id="airdrop-name-status"
        aria-live="polite"
        data-testid="airdrop-name-status"
        $ok={Boolean(status?.canClaim)}
      >
        {problem ??
          (typed
            ? (status?.message ?? (claim.isError ? reason : 'Looking up the name…'))
            : 'Enter a name to see its airdrop.')}
      </Status>
      {!isConnected ? (
        <ConnectButton fullWidth />
      ) : !isSupportedChain ? (
        <SwitchChainButton fullWidth />
      ) : (
        <Button type="submit" fullWidth isLoading={isLoading} disabled={Boolean(reason)} disabledReason={reason}>
          {current && status?.canClaim
            ? `Claim ${formatTokens(current.rewardWei)} ${config.chatTokenSymbol} for ${fullName}`
            : 'Claim'}
        </Button>
      )}
    </Form>
  )
}

const Status = styled.p<{ $ok: boolean }>`
  margin: 0;
  min-height: 1.25em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.textMuted)};
`
