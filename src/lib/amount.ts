import { formatAmount, formatUnits, parseUnits } from './units'

/** The token facts an amount is checked against. Wei values are decimal strings; null while unknown. */
export interface AmountContext {
  symbol: string
  decimals: number
  /** The sender's balance of this token. */
  balanceWei: string | null
  /** For the native coin: the expected network fee, which the balance must also cover. Null for ERC-20 tokens. */
  feeWei: string | null
}

/** An amount as typed: `amountWei` when it can be sent, else null; `message` says why not ('' when empty). */
export interface AmountCheck {
  amountWei: string | null
  message: string
}

export const ZERO_AMOUNT_MESSAGE = 'The amount must be more than zero.'
export const NOT_A_NUMBER_MESSAGE = 'Enter a number, like 1.5.'
export const COMMA_MESSAGE = 'Use a dot (.) for decimals, not a comma.'

/** Decimals shown for balances and in messages; amounts themselves are never rounded. */
const SHOWN_DECIMALS = 6

/** A balance for display, rounded down so it never shows more than there is. */
export const formatBalance = (wei: string, decimals: number): string => formatAmount(wei, decimals, SHOWN_DECIMALS)

/** A fee for a message: 8 decimals at most (rounded down), the exact figure when that would read 0. */
const formatFee = (wei: string, decimals: number): string => {
  const short = formatAmount(wei, decimals, 8)
  return short === '0' ? formatUnits(wei, decimals) : short
}

const tooManyDecimalsMessage = (symbol: string, decimals: number) =>
  decimals === 0
    ? `${symbol} cannot be split: enter a whole number.`
    : `${symbol} has ${decimals} decimals: use at most ${decimals} digits after the dot.`

/**
 * Checks a typed amount (issue #7 part 4): empty → no message; negative or zero; a comma or anything but a plain
 * decimal number; more fraction digits than the token has (never rounded away); more than the balance; for the
 * native coin, more than the balance minus the network fee.
 */
export function checkAmount(text: string, { symbol, decimals, balanceWei, feeWei }: AmountContext): AmountCheck {
  const value = text.trim()
  if (!value) return { amountWei: null, message: '' }
  if (value.startsWith('-')) return { amountWei: null, message: ZERO_AMOUNT_MESSAGE }
  if (value.includes(',')) return { amountWei: null, message: COMMA_MESSAGE }
  if (!/^\d*\.?\d*$/.test(value) || value === '.') return { amountWei: null, message: NOT_A_NUMBER_MESSAGE }
  const fraction = value.split('.')[1] ?? ''
  if (fraction.length > decimals) return { amountWei: null, message: tooManyDecimalsMessage(symbol, decimals) }
  const amount = parseUnits(value, decimals)
  if (amount === 0n) return { amountWei: null, message: ZERO_AMOUNT_MESSAGE }
  const message = checkAgainstBalance(amount, { symbol, decimals, balanceWei, feeWei })
  return message ? { amountWei: null, message } : { amountWei: amount.toString(), message: '' }
}

/**
 * Checks an amount in base units (wei) against the balance and, for the native coin, the network fee on top: '' when
 * it fits or the balance is unknown, else the message saying how much there is. For amounts the app computes (a
 * swap's maximum sold) as well as typed ones (checkAmount).
 */
export function checkAgainstBalance(amount: bigint, { symbol, decimals, balanceWei, feeWei }: AmountContext): string {
  if (balanceWei === null) return ''
  const balance = BigInt(balanceWei)
  if (amount > balance) return `That is more than your balance of ${formatBalance(balanceWei, decimals)} ${symbol}.`
  if (feeWei !== null && amount + BigInt(feeWei) > balance) {
    const spendable = balance - BigInt(feeWei) > 0n ? balance - BigInt(feeWei) : 0n
    return `Leave about ${formatFee(feeWei, decimals)} ${symbol} for the network fee: you can send up to ${formatBalance(
      spendable.toString(),
      decimals,
    )} ${symbol}.`
  }
  return ''
}

/** How much of the native coin Max keeps back: the fee estimate times this, since fees move between blocks. */
export const NATIVE_FEE_MARGIN = 2n

/**
 * The amount text Max fills in, exact to the last unit (so it parses back to the same wei): the whole balance of a
 * token, or the native balance minus NATIVE_FEE_MARGIN × the fee ('0' when the fee eats it all).
 */
export function maxAmountText(balanceWei: string, decimals: number, feeWei: string | null): string {
  const reserve = feeWei === null ? 0n : BigInt(feeWei) * NATIVE_FEE_MARGIN
  const max = BigInt(balanceWei) - reserve
  return formatUnits(max > 0n ? max : 0n, decimals)
}
