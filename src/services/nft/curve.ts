/**
 * The launchpad's bonding curve in TypeScript (reference §3.8), the same integer arithmetic as Nft721Bonding, so the
 * create form's preview shows what the contract will ask. A chain test compares it with the contract.
 * All amounts are wei (bigint); `ratio` is the on-chain ratio in wei; fee percentages are 1e18 = 100 %.
 */

/** Bounds of the launch ratio in wei (the contract's "Ratio out of bounds"). */
export const MIN_RATIO_WEI = 10n ** 16n
export const MAX_RATIO_WEI = 9_000_000n * 10n ** 18n

const ONE_ETHER = 10n ** 18n

/** Curve price of step `supply` (>= 1) before fees: (6·s²·10000 / 42069) · ratio / 31337, integer division. */
export function curvePrice(supply: bigint, ratio: bigint): bigint {
  return (((6n * supply * supply * 10000n) / 42069n) * ratio) / 31337n
}

/** One of the two equal fees (protocol, collection owner) on a curve price. */
export const curveFee = (price: bigint, feePercentage: bigint): bigint => (price * feePercentage) / ONE_ETHER

/** What `mint` takes at `totalSupply` tokens: the curve step (1 while empty) plus both fees. */
export function mintPriceAt(totalSupply: bigint, ratio: bigint, feePercentage: bigint): bigint {
  const price = curvePrice(totalSupply === 0n ? 1n : totalSupply, ratio)
  return price + 2n * curveFee(price, feePercentage)
}

/** What a seller receives at `totalSupply` tokens: the step below minus both fees (0 below two tokens). */
export function burnPriceAt(totalSupply: bigint, ratio: bigint, feePercentage: bigint): bigint {
  if (totalSupply < 2n) return 0n
  const price = curvePrice(totalSupply - 1n, ratio)
  return price - 2n * curveFee(price, feePercentage)
}
