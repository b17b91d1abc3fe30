/**
 * Fixed-point conversion between integer base units (wei) and decimal strings, on bigint. Kept here rather than
 * taken from ethers so the first page does not need ethers (issue #8 budget); behaviour matches ethers' formatUnits.
 */

/** Formats `value` base units with `decimals` decimals: '1500000000000000000', 18 → '1.5'. Trailing zeros dropped. */
export function formatUnits(value: bigint | string, decimals: number): string {
  const amount = typeof value === 'bigint' ? value : BigInt(value)
  const negative = amount < 0n
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Error thrown by parseUnits with a message fit for the user. */
export class AmountError extends Error {}

/**
 * Parses a decimal amount into base units. Throws AmountError for anything that is not a plain non-negative decimal
 * number or has more fraction digits than `decimals`.
 */
export function parseUnits(text: string, decimals: number): bigint {
  const trimmed = text.trim()
  if (!/^\d*\.?\d*$/.test(trimmed) || trimmed === '' || trimmed === '.') throw new AmountError('Enter a valid amount.')
  const [whole = '', fraction = ''] = trimmed.split('.')
  if (fraction.length > decimals) throw new AmountError(`Use at most ${decimals} decimals.`)
  return BigInt((whole || '0') + fraction.padEnd(decimals, '0'))
}

/** A short human figure: at most `maxFractionDigits` decimals, rounded down, e.g. for balances in buttons. */
export function formatAmount(value: bigint | string, decimals: number, maxFractionDigits = 4): string {
  const full = formatUnits(value, decimals)
  const [whole, fraction = ''] = full.split('.')
  const cut = fraction.slice(0, maxFractionDigits).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : (whole ?? '0')
}
