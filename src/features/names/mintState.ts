import type { NameValidation } from '../../lib/domainNameValidation'
import { isBalanceTooLow } from './prices'

/** What the Mint button and the price line of 'Get a {tld} name' show for one set of reads (spec §4 Mint button). */
export interface MintState {
  /** A price or the connected account's balance has not answered yet (loading, or failed and retrying). */
  isLoadingData: boolean
  /** Both are known and the balance is below the price. */
  isTooLow: boolean
  /** The price read failed and is retrying ('Price unavailable, retrying…'). */
  hasPriceFailed: boolean
  /** Why Mint is disabled, for its tooltip and screen readers; undefined when nothing blocks it. */
  disabledReason: string | undefined
  /** The button's text: 'Loading data...', 'Balance too low' or 'Mint username'. */
  label: string
  /** Mint is clickable (valid free name, known price and balance, enough funds, not paused, nothing in flight). */
  canMint: boolean
}

export interface MintReads {
  validation: NameValidation
  /** The settled name's holder read says it is taken. */
  isTaken: boolean
  /** The price of the typed name's length tier, wei as a decimal string; null while unknown. */
  priceWei: string | null
  /** The connected account's native balance, wei; undefined while unknown or with no account. */
  balanceWei: string | undefined
  hasAccount: boolean
  /** The price read has failed at least once and has not answered since. */
  hasPriceError: boolean
  isPaused: boolean
  /** A holder re-check or the mint transaction is in flight. */
  isBusy: boolean
}

/**
 * Derives the Mint button's state from the widget's reads (spec §4 Mint button; issue #19: an unknown price or balance
 * is never read as low, so 'Balance too low' needs both numbers). The disabled reason names the first blocker in the
 * order a user can act on: paused, taken, invalid, too low, price unreadable.
 */
export function deriveMintState(reads: MintReads): MintState {
  const { validation, isTaken, priceWei, balanceWei, hasAccount, hasPriceError, isPaused, isBusy } = reads
  const isPriceUnknown = priceWei === null
  const isLoadingData = isPriceUnknown || (hasAccount && balanceWei === undefined)
  const isTooLow = !isLoadingData && isBalanceTooLow(balanceWei, priceWei)
  const hasPriceFailed = isPriceUnknown && hasPriceError
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
  return {
    isLoadingData,
    isTooLow,
    hasPriceFailed,
    disabledReason,
    label: isLoadingData ? 'Loading data...' : isTooLow ? 'Balance too low' : 'Mint username',
    canMint: !isPaused && validation.isValid && !isTooLow && !isBusy && !isLoadingData,
  }
}
