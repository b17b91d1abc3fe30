import { formatAmount, formatUnits, parseUnits } from '../../lib/units'

/** Every amount on the stake screen has 18 decimals: DEMO, ETH and the DEMO/WETH liquidity token alike. */
export const DECIMALS = 18

/** Decimals shown for balances and in messages; typed amounts are never rounded. */
const SHOWN_DECIMALS = 6

/** A wei amount for display, rounded down (never shows more than there is): '1.234567'. */
export const formatWei = (wei: string | bigint): string => formatAmount(wei, DECIMALS, SHOWN_DECIMALS)

/** The exact decimal text of a wei amount, e.g. for Max (parses back to the same wei). */
export const exactText = (wei: string | bigint): string => formatUnits(wei, DECIMALS)

/** An amount as typed: `wei` when it reads as a positive amount, else null; `message` says why not ('' if empty). */
export interface ParsedAmount {
  wei: bigint | null
  message: string
}

export const ZERO_MESSAGE = 'The amount must be more than zero.'
export const NOT_A_NUMBER_MESSAGE = 'Enter a number, like 1.5.'
export const COMMA_MESSAGE = 'Use a dot (.) for decimals, not a comma.'
export const DECIMALS_MESSAGE = `Use at most ${DECIMALS} digits after the dot.`

/** Parses a typed amount of an 18-decimal token: empty is no amount and no message; never rounds. */
export function parseAmount(text: string): ParsedAmount {
  const value = text.trim()
  if (!value) return { wei: null, message: '' }
  if (value.startsWith('-')) return { wei: null, message: ZERO_MESSAGE }
  if (value.includes(',')) return { wei: null, message: COMMA_MESSAGE }
  if (!/^\d*\.?\d*$/.test(value) || value === '.') return { wei: null, message: NOT_A_NUMBER_MESSAGE }
  if ((value.split('.')[1] ?? '').length > DECIMALS) return { wei: null, message: DECIMALS_MESSAGE }
  const wei = parseUnits(value, DECIMALS)
  return wei === 0n ? { wei: null, message: ZERO_MESSAGE } : { wei, message: '' }
}
