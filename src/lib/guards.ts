/** Small type guards for data of unknown shape (storage, JSON from the network). */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The value if it is a string no longer than `maxLength`, else undefined. */
export const boundedString = (value: unknown, maxLength: number): string | undefined =>
  typeof value === 'string' && value.length <= maxLength ? value : undefined

/** The value if it is a finite number, else undefined. */
export const finiteNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined

/**
 * True for a 20-byte hex address string ('0x' and 40 hex digits, any case; spec §5 Addresses). The checksum is
 * checked where ethers is loaded.
 */
export const isHexAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
