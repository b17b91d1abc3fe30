import { useState } from 'react'
import styled from 'styled-components'
import { config } from '../../config'
import { notify } from '../../app/toasts/notify'
import { useAppDispatch, useAppSelector } from '../../app/store'
import { normalizeDomainName, usernameFromName } from '../../lib/domainNames'
import { formatAmount } from '../../lib/units'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { TextInput } from '../../ui/TextInput'
import { useGetNativeBalanceQuery } from '../account/accountApi'
import { selectStoredReferrer } from '../referral/referralSlice'
import { effectiveReferrer } from '../referral/referrer'
import { ConnectButton } from '../wallet/ConnectButton'
import { SwitchChainButton } from '../wallet/SwitchChainButton'
import { useWalletSession } from '../wallet/useWalletSession'
import { namesApi, useGetMintPricesQuery, useMintDomainMutation } from './namesApi'
import { isBalanceTooLow, priceForName } from './prices'
import { useUsername } from './useUsername'
import { ValidationMessage } from './ValidationMessage'
import { validateDomainName } from './validation'

export const TAKEN_MESSAGE = 'This name is already taken'

/**
 * Spec §2 Right sidebar 'Get a {tld} name': name input with live validation, the price of its length tier, and the
 * mint button with its states (§4 Mint button): 'Loading data...', 'Balance too low', 'Mint username'.
 */
export function NameMintWidget() {
  const dispatch = useAppDispatch()
  const { address, isConnected, isSupportedChain } = useWalletSession()
  const { username } = useUsername(address, { revalidate: true })
  const storedReferrer = useAppSelector(selectStoredReferrer)
  const [name, setName] = useState('')
  const validation = validateDomainName(name)
  const prices = useGetMintPricesQuery()
  const balance = useGetNativeBalanceQuery(address ?? '', { skip: !address })
  const [mint, { isLoading: isMinting }] = useMintDomainMutation()
  const [isChecking, setIsChecking] = useState(false)

  const priceWei = priceForName(prices.data?.pricesWei, name)
  const isLoadingData = prices.isLoading || (Boolean(address) && balance.isLoading)
  const isTooLow = isBalanceTooLow(balance.data, priceWei)
  const isPaused = prices.data?.isPaused ?? false
  const isBusy = isMinting || isChecking

  const onMint = async () => {
    if (!address || !priceWei || !validation.isValid) return
    const domainName = normalizeDomainName(name)
    setIsChecking(true)
    const holder = await dispatch(namesApi.endpoints.getDomainHolder.initiate(domainName, { forceRefetch: true }))
    setIsChecking(false)
    if (holder.data) {
      notify.error(TAKEN_MESSAGE)
      return
    }
    const hadUsername = Boolean(username)
    const referrer = effectiveReferrer(storedReferrer, address, config.defaultReferrer)
    const result = await mint({ domainName, holder: address, referrer, valueWei: priceWei })
    if (!('data' in result)) return
    setName('')
    // The TLD sets the default name only when the holder had none; show the new name at once in that case only,
    // so the UI never claims a name the chain did not set (the refetch that follows confirms it).
    if (!hadUsername) {
      dispatch(namesApi.util.upsertQueryData('getUsername', address, usernameFromName(domainName, config.tldName)))
    }
  }

  const disabledReason = isPaused
    ? 'Minting is paused.'
    : !validation.isValid
      ? 'Enter a valid name first.'
      : isTooLow && !isLoadingData
        ? 'Your balance is lower than the price.'
        : undefined

  return (
    <Card aria-labelledby="mint-widget-title">
      <CardTitle id="mint-widget-title">Get a {config.tldName} name</CardTitle>
      <Form
        onSubmit={(event) => {
          event.preventDefault()
          void onMint()
        }}
      >
        <TextInput
          label="Name"
          hideLabel
          id="mint-name"
          placeholder="enter name"
          suffix={config.tldName}
          value={name}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={Boolean(name) && !validation.isValid}
          aria-describedby="mint-name-message"
        />
        <ValidationMessage id="mint-name-message" validation={validation} showIcon />
        <Price aria-live="polite">
          {prices.isError
            ? 'Price unavailable right now.'
            : priceWei
              ? `Price: ${formatAmount(priceWei, config.tokenDecimals, 6)} ${config.tokenSymbol}`
              : 'Loading price...'}
        </Price>
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
        {isPaused && <Note role="status">Minting is paused for now.</Note>}
      </Form>
    </Card>
  )
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.warning};
`
