import styled from 'styled-components'
import { config } from '../../config'
import { formatAmount } from '../../lib/units'
import { useModals } from '../../store/modals'
import { useWalletSession } from '../../store/useWalletSession'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { Field, Form, Muted, Warning } from '../../ui/Form'
import { TextInput } from '../../ui/TextInput'
import { ConnectButton, SwitchChainButton } from '../wallet'
import { DisplayName } from './DisplayName'
import { KeptMainNameNotice } from './KeptMainNameNotice'
import { useNameMintForm } from './useNameMintForm'
import { ValidationMessage } from './ValidationMessage'

/** Shown while the mint prices could not be read; the read heals by itself (retries, refetch on recovery). */
export const PRICE_RETRYING_MESSAGE = 'Price unavailable, retrying…'

/**
 * Spec §2 Right sidebar 'Get a {tld} name': name input with live validation, the price of its length tier, and the
 * mint button with its states (§4 Mint button): 'Loading data...', 'Balance too low', 'Mint username'. A price or
 * balance that could not be read is unknown, not low: 'Price unavailable, retrying…' until a retry succeeds. A taken
 * name is said as the user types. After a mint by a user who already had a main name, it says the main name is
 * unchanged and offers to change it. Everything is derived in useNameMintForm; this only renders.
 */
export function NameMintWidget() {
  const modals = useModals()
  const { isConnected, isSupportedChain } = useWalletSession()
  const form = useNameMintForm()
  const { name, validation, priceWei, keptMainName } = form
  return (
    <Card aria-labelledby="mint-widget-title">
      <CardTitle id="mint-widget-title">Get a {config.tldName} name</CardTitle>
      <Form
        $gap={3}
        onSubmit={(event) => {
          event.preventDefault()
          void form.mint()
        }}
      >
        <Field $gap={0}>
          <TextInput
            label="Name"
            hideLabel
            id="mint-name"
            placeholder="enter name"
            suffix={config.tldName}
            value={name}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => form.setName(event.target.value)}
            aria-invalid={Boolean(name) && !validation.isValid}
            aria-describedby="mint-name-message"
          />
          <ValidationMessage id="mint-name-message" validation={validation} showIcon collapseWhenEmpty />
        </Field>
        <Muted aria-live="polite">
          {form.hasPriceFailed
            ? PRICE_RETRYING_MESSAGE
            : priceWei
              ? `Price: ${formatAmount(priceWei, config.tokenDecimals, 6)} ${config.tokenSymbol}`
              : 'Loading price...'}
        </Muted>
        {!isConnected ? (
          <ConnectButton fullWidth />
        ) : !isSupportedChain ? (
          <SwitchChainButton fullWidth />
        ) : (
          <Button
            type="submit"
            fullWidth
            isLoading={form.isBusy}
            disabled={!form.canMint}
            disabledReason={form.disabledReason}
          >
            {form.label}
          </Button>
        )}
        {form.isPaused && <Warning role="status">Minting is paused for now.</Warning>}
        {keptMainName && (
          <KeptMainNameNotice
            kept={keptMainName}
            isChanging={form.isChangingUsername}
            onUseAsUsername={() => void form.makeMain()}
            onChangeUsername={() => modals.open('changeUsername')}
          />
        )}
        {form.madeMain && (
          <Done role="status">
            <DisplayName username={form.madeMain} /> is now your username.
          </Done>
        )}
      </Form>
    </Card>
  )
}

const Done = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.success};
`
