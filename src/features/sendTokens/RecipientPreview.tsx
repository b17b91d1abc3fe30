import styled from 'styled-components'
import { Spinner } from '../../ui/Spinner'
import { DisplayName } from '../names'
import { ProfileImage } from '../profilePicture'
import type { Recipient } from './recipient'
import { StatusLine } from '../../ui/Text'

/**
 * Who will receive the tokens, shown under the recipient field before anything is sent: picture, name and the full
 * checksummed address, or why it cannot be sent to, plus warnings worth a second look.
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
        <StatusLine>
          <Spinner /> Looking up the recipient…
        </StatusLine>
      ) : error ? (
        <Problem role="alert">Could not look up the recipient: {error}</Problem>
      ) : recipient?.blocker ? (
        <Problem data-testid="recipient-problem">{recipient.blocker}</Problem>
      ) : recipient?.address ? (
        <>
          <Resolved data-testid="recipient-resolved">
            <ProfileImage domainName={recipient.fullDomainName || null} size={32} alt="" />
            <span>
              <strong>
                <DisplayName username={recipient.fullDomainName} address={recipient.address} />
              </strong>
              <Address>{recipient.address}</Address>
            </span>
          </Resolved>
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

const Resolved = styled.div`
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

const Address = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`
