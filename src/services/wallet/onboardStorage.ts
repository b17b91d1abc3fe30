import { logger } from '../logger'
import { localStore } from '../storage/localStore'

/**
 * web3-onboard's own localStorage keys (@web3-onboard/core STORAGE_KEYS) and the shape it needs to read each:
 * - 'onboard.js:agreement': a JSON object `{ terms?, privacy?, version? }`. The connect dialog destructures
 *   `JSON.parse(value || '{}')`, so `null` or non-JSON throws inside the dialog and Connect Wallet does nothing
 *   (issue #19 item 3).
 * - 'onboard.js:last_connected_wallet': a JSON array of wallet labels, or (legacy) one label as a JSON string.
 */
export const ONBOARD_STORAGE_KEYS = {
  agreement: 'onboard.js:agreement',
  lastConnectedWallet: 'onboard.js:last_connected_wallet',
} as const

/** WalletConnect v2 (loaded by web3-onboard's walletconnect module) keeps JSON under keys with this prefix. */
const WALLETCONNECT_PREFIX = 'wc@2:'

const parse = (raw: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(raw) }
  } catch {
    return { ok: false }
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** True when web3-onboard can read `raw` (a stored value) for `key` without throwing. */
export function isReadableOnboardValue(key: string, raw: string): boolean {
  const parsed = parse(raw)
  if (!parsed.ok) return false
  if (key === ONBOARD_STORAGE_KEYS.agreement) {
    const { value } = parsed
    return (
      isPlainObject(value) &&
      ['terms', 'privacy'].every((field) => value[field] === undefined || typeof value[field] === 'boolean') &&
      (value.version === undefined || typeof value.version === 'string')
    )
  }
  if (key === ONBOARD_STORAGE_KEYS.lastConnectedWallet) {
    const { value } = parsed
    return typeof value === 'string' || (Array.isArray(value) && value.every((label) => typeof label === 'string'))
  }
  return true
}

/** Every stored key, or none where storage cannot be listed (disabled storage degrades to "nothing stored"). */
function storedKeys(): string[] {
  try {
    return Object.keys(window.localStorage)
  } catch {
    return []
  }
}

/**
 * Runs before web3-onboard starts: removes each of its keys (and WalletConnect's) whose value it could not read, so
 * a corrupted value (`null`, cut-off JSON, a wrong shape) costs the user a remembered choice instead of a Connect
 * button that does nothing on every reload. Returns the keys it reset (logged as a warning).
 */
export function repairOnboardStorage(): string[] {
  const keys = [
    ...Object.values(ONBOARD_STORAGE_KEYS),
    ...storedKeys().filter((key) => key.startsWith(WALLETCONNECT_PREFIX)),
  ]
  const reset: string[] = []
  for (const key of keys) {
    const raw = localStore.get(key)
    if (raw === null || isReadableOnboardValue(key, raw)) continue
    localStore.remove(key)
    reset.push(key)
  }
  if (reset.length > 0) logger.warn('Reset unreadable wallet storage', reset)
  return reset
}
