import styled from 'styled-components'
import type { SwapToken } from '../../config/tokens'
import { Button } from '../../ui/Button'
import { Actions, Warning } from '../../ui/Form'
import { TokenLogo } from './TokenLogo'

/** The title of the warning a pasted token gets before it can be traded. */
const UNLISTED_TITLE = 'This token is not on the list'
/** The button that acknowledges the warning. */
const ACCEPT_UNLISTED_LABEL = 'I understand, use this token'

/**
 * The warning shown when a pasted token that is not on the site's list is chosen (issue #39): its symbol, name and
 * full address, why to check it, and two buttons; the token is only used after the user accepts.
 */
export function UnlistedWarning({
  token,
  onAccept,
  onBack,
}: {
  token: SwapToken
  onAccept: () => void
  onBack: () => void
}) {
  return (
    <Panel role="alert" aria-labelledby="unlisted-title">
      <Title id="unlisted-title">{UNLISTED_TITLE}</Title>
      <Token>
        <TokenLogo token={token} size={32} />
        <span>
          <strong>{token.symbol}</strong> <small>{token.name}</small>
          <Address>{token.address}</Address>
        </span>
      </Token>
      <Warning>
        Everyone can create a token and name it after a real one. Check this address with the project before you trade
        it: a fake can be impossible to sell.
      </Warning>
      <Actions>
        <Button onClick={onAccept}>{ACCEPT_UNLISTED_LABEL}</Button>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </Actions>
    </Panel>
  )
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.warning};
`

const Token = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Address = styled.code`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`
