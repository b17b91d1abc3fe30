import { useState } from 'react'
import type { NameValidation } from '../../lib/domainNameValidation'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import styled from 'styled-components'
import { config } from '../../config'
import { useModals } from '../../store/modals'
import { notify } from '../../store/toasts/notify'
import { useAppDispatch, useAppSelector } from '../../store/store'
import { normalizeDomainName, usernameFromName } from '../../lib/domainNames'
import { formatAmount } from '../../lib/units'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { TextInput } from '../../ui/TextInput'
import { useGetNativeBalanceQuery } from '../../store/api/accountApi'
import { selectStoredReferrer } from '../../store/slices/referralSlice'
import { ConnectButton, SwitchChainButton } from '../wallet'
import { useWalletSession } from '../../store/useWalletSession'
import { DisplayName } from './DisplayName'
import {
  namesApi,
  useEditDefaultDomainMutation,
  useGetDomainHolderQuery,
  useGetMintPricesQuery,
  useMintDomainMutation,
} from '../../store/api/namesApi'
import { isBalanceTooLow, priceForName } from './prices'
import { useUsername } from '../../store/useUsername'
import { ValidationMessage } from './ValidationMessage'
import { validateDomainName } from '../../lib/domainNameValidation'
import { Form, Muted, Warning } from '../../ui/Form'

export const TAKEN_MESSAGE = 'This name is already taken'
/** How long typing must pause before the name's holder is read (one batched read per settled name). */
export const AVAILABILITY_DEBOUNCE_MS = 400
export const USE_AS_USERNAME = 'Use it as my username'
/** Shown while the mint prices could not be read; the read heals by itself (retries, refetch on recovery). */
export const PRICE_RETRYING_MESSAGE = 'Price unavailable, retrying…'

/** A mint that did not change the main name: the TLD keeps an existing default name (chain-interface.md). */
interface KeptMainName {
  /** The minted name without the tld, as editDefaultDomain takes it. */
  domainName: string
  minted: string
  main: string
}

/**
 * Whether the typed (valid) name is known to be taken: the holder read for the settled name says so. While the name
 * is still settling or being read, it is not (the click-time check and its toast cover that window and the race).
 */
function useNameAvailability(normalized: string): { isTaken: boolean } {
  const settled = useDebouncedValue(normalized, AVAILABILITY_DEBOUNCE_MS)
  const holder = useGetDomainHolderQuery(settled, { skip: !settled })
  return { isTaken: Boolean(settled) && settled === normalized && Boolean(holder.currentData) }
}

/**
 * Spec §2 Right sidebar 'Get a {tld} name': name input with live validation, the price of its length tier, and the
 * mint button with its states (§4 Mint button): 'Loading data...', 'Balance too low', 'Mint username'. A price or
 * balance that could not be read is unknown, not low: 'Price unavailable, retrying…' until a retry succeeds. After a
 * mint by a user who already had a main name, it says the main name is unchanged and offers 'Use it as my username'
 * (the change-username transaction, right there) and Change username, so the UI never claims a name the chain did not
 * set. A taken name is said as the user types (debounced holder read) and disables Mint; the click still re-reads
 * the holder for the race. A failed mint re-reads the prices and paused flag, so 'Minting paused' disables the button.
 */
export function NameMintWidget() {
  const dispatch = useAppDispatch()
  const modals = useModals()
  const { address, isConnected, isSupportedChain } = useWalletSession()
  const { username } = useUsername(address, { revalidate: true })
  const storedReferrer = useAppSelector(selectStoredReferrer)
  const [name, setName] = useState('')
  const nameValidation = validateDomainName(name)
  const { isTaken } = useNameAvailability(nameValidation.isValid ? normalizeDomainName(name) : '')
  const validation: NameValidation = isTaken ? { isValid: false, message: TAKEN_MESSAGE } : nameValidation
  const prices = useGetMintPricesQuery()
  const balance = useGetNativeBalanceQuery(address ?? '', { skip: !address })
  const [mint, { isLoading: isMinting }] = useMintDomainMutation()
  const [isChecking, setIsChecking] = useState(false)
  const [keptMainName, setKeptMainName] = useState<KeptMainName | null>(null)
  const [madeMain, setMadeMain] = useState('')
  const [editDefaultDomain, { isLoading: isChangingUsername }] = useEditDefaultDomainMutation()

  const priceWei = priceForName(prices.data?.pricesWei, name)
  // `currentData`: after an account switch the previous account's balance must not decide anything.
  const balanceWei = balance.currentData
  // A read that has not answered (loading, or failed and retrying) is unknown, never a fact (issue #19): an unknown
  // price or balance reads 'Loading data...', and 'Balance too low' needs both numbers.
  const isPriceUnknown = priceWei === null
  const isBalanceUnknown = Boolean(address) && balanceWei === undefined
  const isLoadingData = isPriceUnknown || isBalanceUnknown
  const isTooLow = !isLoadingData && isBalanceTooLow(balanceWei, priceWei)
  const hasPriceFailed = isPriceUnknown && prices.error !== undefined
  const isPaused = prices.data?.isPaused ?? false
  const isBusy = isMinting || isChecking

  const onMint = async () => {
    if (!address || !priceWei || !validation.isValid) return
    const domainName = normalizeDomainName(name)
    setIsChecking(true)
    const holder = await dispatch(
      namesApi.endpoints.getDomainHolder.initiate(domainName, { forceRefetch: true, subscribe: false }),
    )
    setIsChecking(false)
    if (holder.data) {
      notify.error(TAKEN_MESSAGE)
      return
    }
    const mainBefore = username
    // The stored referrer is checked against the spec §5 rules (checksum, own address, native coin) at send time.
    const result = await mint({ domainName, holder: address, referrer: storedReferrer, valueWei: priceWei })
    if (!('data' in result)) {
      // 'Minting paused' (or a new price) since the prices were read: read them again so the button says so.
      void prices.refetch()
      return
    }
    setName('')
    setMadeMain('')
    if (mainBefore) {
      setKeptMainName({ domainName, minted: usernameFromName(domainName, config.tldName), main: mainBefore })
    }
  }

  const onUseAsUsername = async () => {
    if (!address || !keptMainName) return
    const result = await editDefaultDomain({ domainName: keptMainName.domainName, address })
    if (!('data' in result)) return
    setMadeMain(keptMainName.minted)
    setKeptMainName(null)
  }

  const disabledReason = isPaused
    ? 'Minting is paused.'
    : isTaken
      ? 'This name is already taken.'
      : !validation.isValid
        ? 'Enter a valid name first.'
        : isTooLow
          ? 'Your balance is lower than the price.'
          : hasPriceFailed
            ? 'The price could not be read yet.'
            : undefined

  return (
    <Card aria-labelledby="mint-widget-title">
      <CardTitle id="mint-widget-title">Get a {config.tldName} name</CardTitle>
      <Form
        $gap={3}
        onSubmit={(event) => {
          event.preventDefault()
          void onMint()
        }}
      >
        <Field>
          <TextInput
            label="Name"
            hideLabel
            id="mint-name"
            placeholder="enter name"
            suffix={config.tldName}
            value={name}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setName(event.target.value)
              setKeptMainName(null)
              setMadeMain('')
            }}
            aria-invalid={Boolean(name) && !validation.isValid}
            aria-describedby="mint-name-message"
          />
          <ValidationMessage id="mint-name-message" validation={validation} showIcon collapseWhenEmpty />
        </Field>
        <Muted aria-live="polite">
          {hasPriceFailed
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
            isLoading={isBusy}
            disabled={isPaused || !validation.isValid || isTooLow || isBusy || isLoadingData}
            disabledReason={disabledReason}
          >
            {isLoadingData ? 'Loading data...' : isTooLow ? 'Balance too low' : 'Mint username'}
          </Button>
        )}
        {isPaused && <Warning role="status">Minting is paused for now.</Warning>}
        {keptMainName && (
          <Kept role="status" data-testid="main-name-kept">
            <span>
              You now own <DisplayName username={keptMainName.minted} />. Your main name is still{' '}
              <DisplayName username={keptMainName.main} />; to use the new one, change your username.
            </span>
            <KeptActions>
              <Button isLoading={isChangingUsername} onClick={() => void onUseAsUsername()}>
                {USE_AS_USERNAME}
              </Button>
              <Button variant="secondary" onClick={() => modals.open('changeUsername')} disabled={isChangingUsername}>
                Change username
              </Button>
            </KeptActions>
          </Kept>
        )}
        {madeMain && (
          <Done role="status">
            <DisplayName username={madeMain} /> is now your username.
          </Done>
        )}
      </Form>
    </Card>
  )
}

/** The input and its message as one block: no form gap for a message that is not there. */
const Field = styled.div`
  display: flex;
  flex-direction: column;
`

const Kept = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
`

const KeptActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`

const Done = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.success};
`
