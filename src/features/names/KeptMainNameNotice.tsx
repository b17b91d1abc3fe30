import styled from 'styled-components'
import { Button } from '../../ui/Button'
import { Actions } from '../../ui/Form'
import { DisplayName } from './DisplayName'
import type { KeptMainName } from './useNameMintForm'

export const USE_AS_USERNAME = 'Use it as my username'

/**
 * After a mint by a user who already had a main name (spec §4: the TLD keeps an existing default name): says which
 * name stayed main and offers 'Use it as my username' (the change-username transaction, right here) and the Change
 * username dialog, so the UI never claims a name the chain did not set.
 */
export function KeptMainNameNotice({
  kept,
  isChanging,
  onUseAsUsername,
  onChangeUsername,
}: {
  kept: KeptMainName
  isChanging: boolean
  onUseAsUsername: () => void
  onChangeUsername: () => void
}) {
  return (
    <Kept role="status" data-testid="main-name-kept">
      <span>
        You now own <DisplayName username={kept.minted} />. Your main name is still <DisplayName username={kept.main} />
        ; to use the new one, change your username.
      </span>
      <Actions>
        <Button isLoading={isChanging} onClick={onUseAsUsername}>
          {USE_AS_USERNAME}
        </Button>
        <Button variant="secondary" onClick={onChangeUsername} disabled={isChanging}>
          Change username
        </Button>
      </Actions>
    </Kept>
  )
}

const Kept = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
`
