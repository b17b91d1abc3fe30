import { useState } from 'react'
import { config } from '../../config'
import { shortenAddress } from '../../lib/format'
import { Button } from '../../ui/Button'
import { TextInput } from '../../ui/TextInput'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import { recipientFrom } from '../sendTokens'
import { RecipientPreview } from '../sendTokens'
import { useResolveProfileQuery } from '../../store/api/profileApi'
import { useWalletSession } from '../../store/useWalletSession'
import { useSendNftMutation } from './nftApi'
import { Form } from '../../ui/Form'

const LOOKUP_DELAY_MS = 350

/**
 * 'Send NFT' (issue #15): one of your NFTs to a name or an address, resolved and shown (picture, name, full address)
 * before anything is sent, with the send screen's checks (unregistered name, zero address, your own address).
 */
export function SendNftForm({ collection, tokenId }: { collection: string; tokenId: string }) {
  const { address } = useWalletSession()
  const [to, setTo] = useState('')
  const lookupId = useDebouncedValue(to.trim(), LOOKUP_DELAY_MS)
  const lookup = useResolveProfileQuery(lookupId, { skip: !lookupId })
  const isLookingUp = to.trim() !== lookupId || (Boolean(lookupId) && !lookup.currentData && !lookup.isError)
  const recipient = lookup.currentData && lookupId ? recipientFrom(lookup.currentData, address) : null
  const [send, { isLoading }] = useSendNftMutation()
  const label = recipient?.fullDomainName || (recipient?.address ? shortenAddress(recipient.address) : '')
  const disabledReason = !to.trim()
    ? 'Enter a recipient.'
    : isLookingUp
      ? 'Looking up the recipient…'
      : recipient?.blocker || (recipient?.address ? '' : 'The recipient could not be looked up.')

  return (
    <Form
      $gap={2}
      onSubmit={async (event) => {
        event.preventDefault()
        if (disabledReason || !recipient?.address) return
        const result = await send({ address: collection, tokenId, to: recipient.address })
        if ('data' in result) setTo('')
      }}
      noValidate
    >
      <TextInput
        label={`Send NFT #${tokenId} to`}
        id="nft-send-to"
        placeholder={`name${config.tldName} or 0x address`}
        value={to}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setTo(event.target.value)}
        aria-describedby="nft-send-to-status"
      />
      <RecipientPreview
        id="nft-send-to-status"
        recipient={recipient}
        isLookingUp={isLookingUp && Boolean(to.trim())}
        error={lookup.isError ? (lookup.error.message ?? 'unknown error') : ''}
      />
      <Button
        type="submit"
        variant="secondary"
        isLoading={isLoading}
        disabled={Boolean(disabledReason)}
        disabledReason={disabledReason}
      >
        {disabledReason ? 'Send NFT' : `Send NFT #${tokenId} to ${label}`}
      </Button>
    </Form>
  )
}
