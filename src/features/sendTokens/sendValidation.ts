import { config } from '../../config'

export const NO_GAS_MESSAGE = `You need a little ${config.chain.nativeCurrency.symbol} to pay the network fee.`
export const ENTER_RECIPIENT_MESSAGE = 'Enter a recipient.'
export const LOOKING_UP_MESSAGE = 'Looking up the recipient…'
export const LOOKUP_FAILED_MESSAGE = 'The recipient could not be looked up.'
export const ENTER_AMOUNT_MESSAGE = 'Enter an amount.'
export const LOADING_BALANCE_MESSAGE = 'Loading your balance…'

/** What the send form knows when it decides whether Send can be pressed. */
export interface SendState {
  /** The recipient as typed (a name or an address). */
  toText: string
  /** The typed recipient is still being resolved (typing not paused yet, or the look-up running). */
  isLookingUp: boolean
  lookupFailed: boolean
  /** The resolved recipient's blocker (recipient.ts: unregistered name, zero address, …), '' when none. */
  recipientBlocker: string
  amountText: string
  /** The typed amount's own problem (lib/amount checkAmount), '' when none. */
  amountMessage: string
  /** An ERC-20 send from an account without enough of the native coin for the network fee. */
  lacksGas: boolean
  /** The sender's balance of the chosen token is still unknown. */
  isBalanceLoading: boolean
}

/**
 * Why Send cannot be pressed yet ('' when it can), first match wins (issue #7 part 4): no recipient, the look-up
 * running or failed, the recipient's own blocker, no amount, the amount's problem, no gas for a token send, the
 * balance still loading. Connection and chain are handled by the buttons the form shows instead.
 */
export function sendDisabledReason(s: SendState): string {
  if (!s.toText.trim()) return ENTER_RECIPIENT_MESSAGE
  if (s.isLookingUp) return LOOKING_UP_MESSAGE
  if (s.lookupFailed) return LOOKUP_FAILED_MESSAGE
  if (s.recipientBlocker) return s.recipientBlocker
  if (!s.amountText.trim()) return ENTER_AMOUNT_MESSAGE
  if (s.amountMessage) return s.amountMessage
  if (s.lacksGas) return NO_GAS_MESSAGE
  if (s.isBalanceLoading) return LOADING_BALANCE_MESSAGE
  return ''
}
