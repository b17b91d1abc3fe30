import { useState } from 'react'
import type { NameValidation } from '../../lib/domainNameValidation'
import { validateDomainName } from '../../lib/domainNameValidation'
import { normalizeDomainName, usernameFromName } from '../../lib/domainNames'
import { config } from '../../config'
import { useGetNativeBalanceQuery } from '../../store/api/accountApi'
import {
  namesApi,
  useEditDefaultDomainMutation,
  useGetDomainHolderQuery,
  useGetMintPricesQuery,
  useMintDomainMutation,
} from '../../store/api/namesApi'
import { selectStoredReferrer } from '../../store/slices/referralSlice'
import { useAppDispatch, useAppSelector } from '../../store/store'
import { notify } from '../../store/toasts/notify'
import { useUsername } from '../../store/useUsername'
import { useWalletSession } from '../../store/useWalletSession'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import { deriveMintState, type MintState } from './mintState'
import { priceForName } from './prices'

export const TAKEN_MESSAGE = 'This name is already taken'
/** How long typing must pause before the name's holder is read (one batched read per settled name). */
const AVAILABILITY_DEBOUNCE_MS = 400

/** A mint that did not change the main name: the TLD keeps an existing default name (chain-interface.md). */
export interface KeptMainName {
  /** The minted name without the tld, as editDefaultDomain takes it. */
  domainName: string
  /** The minted username (with the tld) and the main name that stayed. */
  minted: string
  main: string
}

export interface NameMintForm extends MintState {
  name: string
  setName: (name: string) => void
  /** The typed name's validation, with 'This name is already taken' once the holder read says so. */
  validation: NameValidation
  /** The typed name's price tier, wei as a decimal string; null while unknown. */
  priceWei: string | null
  isPaused: boolean
  isBusy: boolean
  /** Re-checks the holder (the race with another minter), then mints with the stored referrer. */
  mint: () => Promise<void>
  /** Set after a mint by a user who already had a main name: the chain kept that one. */
  keptMainName: KeptMainName | null
  /** Sends editDefaultDomain for the kept name (spec §4 Change username), then reports it in `madeMain`. */
  makeMain: () => Promise<void>
  isChangingUsername: boolean
  /** The username just made main by `makeMain`, '' otherwise. */
  madeMain: string
}

/**
 * Whether the typed (valid) name is known to be taken: the holder read for the settled name says so. While the name
 * is still settling or being read, it is not (the click-time check and its toast cover that window and the race).
 */
function useNameAvailability(normalized: string): boolean {
  const settled = useDebouncedValue(normalized, AVAILABILITY_DEBOUNCE_MS)
  const holder = useGetDomainHolderQuery(settled, { skip: !settled })
  return Boolean(settled) && settled === normalized && Boolean(holder.currentData)
}

/**
 * Everything 'Get a {tld} name' derives (spec §2 Right sidebar, §4 Mint button, §5 Mint): the typed name's
 * validation and availability, its price tier, the Mint button's state, and the mint and change-username actions.
 * A failed mint re-reads the prices and paused flag, so 'Minting paused' disables the button; errors are toasted by
 * the tx lifecycle, a taken name at click time by `notify.error(TAKEN_MESSAGE)`.
 */
export function useNameMintForm(): NameMintForm {
  const dispatch = useAppDispatch()
  const { address } = useWalletSession()
  const { username } = useUsername(address, { revalidate: true })
  const storedReferrer = useAppSelector(selectStoredReferrer)
  const [name, setTypedName] = useState('')
  const [isChecking, setIsChecking] = useState(false)
  const [keptMainName, setKeptMainName] = useState<KeptMainName | null>(null)
  const [madeMain, setMadeMain] = useState('')
  const prices = useGetMintPricesQuery()
  const balance = useGetNativeBalanceQuery(address ?? '', { skip: !address })
  const [sendMint, { isLoading: isMinting }] = useMintDomainMutation()
  const [editDefaultDomain, { isLoading: isChangingUsername }] = useEditDefaultDomainMutation()

  const nameValidation = validateDomainName(name)
  const isTaken = useNameAvailability(nameValidation.isValid ? normalizeDomainName(name) : '')
  const validation: NameValidation = isTaken ? { isValid: false, message: TAKEN_MESSAGE } : nameValidation
  const priceWei = priceForName(prices.data?.pricesWei, name)
  const isPaused = prices.data?.isPaused ?? false
  const isBusy = isMinting || isChecking
  const state = deriveMintState({
    validation,
    isTaken,
    priceWei,
    // `currentData`: after an account switch the previous account's balance must not decide anything.
    balanceWei: balance.currentData,
    hasAccount: Boolean(address),
    hasPriceError: prices.error !== undefined,
    isPaused,
    isBusy,
  })

  const setName = (typed: string) => {
    setTypedName(typed)
    setKeptMainName(null)
    setMadeMain('')
  }

  const mint = async () => {
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
    const result = await sendMint({ domainName, holder: address, referrer: storedReferrer, valueWei: priceWei })
    if (!('data' in result)) {
      // 'Minting paused' (or a new price) since the prices were read: read them again so the button says so.
      void prices.refetch()
      return
    }
    setName('')
    if (mainBefore) {
      setKeptMainName({ domainName, minted: usernameFromName(domainName, config.tldName), main: mainBefore })
    }
  }

  const makeMain = async () => {
    if (!address || !keptMainName) return
    const result = await editDefaultDomain({ domainName: keptMainName.domainName, address })
    if (!('data' in result)) return
    setMadeMain(keptMainName.minted)
    setKeptMainName(null)
  }

  return {
    ...state,
    name,
    setName,
    validation,
    priceWei,
    isPaused,
    isBusy,
    mint,
    keptMainName,
    makeMain,
    isChangingUsername,
    madeMain,
  }
}
