/** Spec §5 Mint: the length tier of a name is its Unicode character (code point) count, capped at 5. */
export function nameCharCount(name: string): number {
  return [...name].length
}

/**
 * The price (wei, decimal string) of a name. `pricesWei` holds one price, or five (1, 2, 3, 4, 5+ characters).
 * With one price it applies to every name; an empty name gets the 5-character price. Null when no price is known.
 */
export function priceForName(pricesWei: readonly string[] | null | undefined, name: string): string | null {
  if (!pricesWei || pricesWei.length === 0) return null
  if (pricesWei.length === 1) return pricesWei[0] ?? null
  const count = nameCharCount(name)
  const tier = count === 0 ? 5 : Math.min(count, 5)
  return pricesWei[tier - 1] ?? null
}

/** Spec §5 Mint: too low when the balance is missing, no price is known, or the balance is below the price. */
export function isBalanceTooLow(balanceWei: string | null | undefined, priceWei: string | null | undefined): boolean {
  if (balanceWei === null || balanceWei === undefined || priceWei === null || priceWei === undefined) return true
  return BigInt(balanceWei) < BigInt(priceWei)
}
