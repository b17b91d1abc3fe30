const WINSTON_PER_AR = 1_000_000_000_000n

/** Winston (Arweave's smallest unit, a decimal integer string) to AR; NaN for anything else. */
export function winstonToAr(winston: string): number {
  const text = winston.trim()
  if (!/^\d{1,40}$/.test(text)) return Number.NaN
  const value = BigInt(text)
  return Number(value / WINSTON_PER_AR) + Number(value % WINSTON_PER_AR) / Number(WINSTON_PER_AR)
}
