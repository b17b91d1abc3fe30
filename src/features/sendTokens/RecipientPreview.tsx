import styled from 'styled-components'
import { Spinner } from '../../ui/Spinner'
import { DisplayName } from '../names'
import { ProfileImage } from '../profilePicture'
import type { Recipient } from './recipient'

/**
 * Stands in for the address while the lookup runs: monospace, so it wraps exactly as every checksummed address does and
 * the row keeps the height the answer will have.
 */
const ADDRESS_SHAPED = `0x${'0'.repeat(40)}`

/** The recipient's picture (px), and the slot the spinner holds in its place while the lookup runs. */
const PICTURE_PX = 32

/**
 * Who will receive the tokens, shown under the recipient field before anything is sent: picture, name and the full
 * checksummed address, or why it cannot be sent to, plus warnings worth a second look. While the lookup runs it takes
 * the answer's shape (picture, line, address), so the token choice and the amount below do not move under a tap when
 * the answer comes.
 */
export function RecipientPreview({
  id,
  recipient,
  isLookingUp,
  error,
}: {
  id: string
  recipient: Recipient | null
  isLookingUp: boolean
  error: string
}) {
  return (
    <Box id={id} aria-live="polite">
      {isLookingUp ? (
        <RecipientRow>
          <PictureSlot>
            <Spinner />
          </PictureSlot>
          <span>
            <LookingUp>Looking up the recipient…</LookingUp>
            <Address aria-hidden="true" $isPlaceholder>
              {ADDRESS_SHAPED}
            </Address>
          </span>
        </RecipientRow>
      ) : error ? (
        <Problem role="alert">Could not look up the recipient: {error}</Problem>
      ) : recipient?.blocker ? (
        <Problem data-testid="recipient-problem">{recipient.blocker}</Problem>
      ) : recipient?.address ? (
        <>
          <RecipientRow data-testid="recipient-resolved">
            <ProfileImage domainName={recipient.fullDomainName || null} size={PICTURE_PX} alt="" />
            <span>
              <strong>
                <DisplayName username={recipient.fullDomainName} address={recipient.address} />
              </strong>
              <Address>{recipient.address}</Address>
            </span>
          </RecipientRow>
          {recipient.warnings.map((warning) => (
            <Warning key={warning} role="note">
              ⚠ {warning}
            </Warning>
          ))}
        </>
      ) : null}
    </Box>
  )
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 1.25em;
  font-size: ${({ theme }) => theme.font.size.sm};
`

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
`

/** Picture, then name over address: the looked-up recipient, or the same shape while the lookup runs. */
const RecipientRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
`

const PictureSlot = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${PICTURE_PX}px;
  height: ${PICTURE_PX}px;
`

const LookingUp = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`

const Address = styled.code<{ $isPlaceholder?: boolean }>`
  font-family: ${({ theme }) => theme.font.mono};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  visibility: ${({ $isPlaceholder }) => ($isPlaceholder ? 'hidden' : 'visible')};
`
