import { isRecord } from '../../lib/guards'

/** Keys that could change an object's prototype when copied by assignment; never read from storage. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** JSON.parse that drops prototype-pollution keys at any depth; undefined for invalid JSON. */
export function parseUntrustedJson(text: string): unknown {
  try {
    return JSON.parse(text, (key, value: unknown) => (FORBIDDEN_KEYS.has(key) ? undefined : value))
  } catch {
    return undefined
  }
}

/**
 * Reads redux-persist's root record (a JSON object whose values are JSON strings, one per slice) from untrusted text.
 * Each slice is parsed on its own, so one unreadable slice costs only that slice; only `keys` are kept.
 * Returns undefined when the root is missing or not an object.
 */
export function readPersistedRoot(
  serialized: string | null,
  keys: readonly string[],
): Record<string, unknown> | undefined {
  if (!serialized) return undefined
  const root = parseUntrustedJson(serialized)
  if (!isRecord(root)) return undefined
  const state: Record<string, unknown> = {}
  for (const key of keys) {
    const slice = root[key]
    if (typeof slice !== 'string') continue
    const value = parseUntrustedJson(slice)
    if (value !== undefined) state[key] = value
  }
  return state
}
