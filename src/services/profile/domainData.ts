import { isRecord } from '../../lib/guards'

/** A name's data after a change (spec §3 Domain/username: the data is one JSON string with an optional `image`). */
export interface MergedDomainData {
  /** The JSON string to write with editData. */
  data: string
  /** True when the old data was not a JSON object, so it could not be kept (the UI warns before this happens). */
  replacesInvalidData: boolean
}

/** The name's data as an object: {} for empty data, null when it is not a JSON object (text, array, broken JSON). */
export function parseDomainData(data: string): Record<string, unknown> | null {
  if (!data.trim()) return {}
  try {
    const parsed: unknown = JSON.parse(data)
    return isRecord(parsed) ? parsed : null
  } catch {
    return null
  }
}

/**
 * Sets `patch` keys in a name's data and keeps every other key as it was (editData replaces the whole string, so
 * a careless write would erase a description or links set elsewhere). Data that is not a JSON object is replaced.
 */
export function mergeDomainData(current: string, patch: Record<string, string>): MergedDomainData {
  const parsed = parseDomainData(current)
  return { data: JSON.stringify({ ...(parsed ?? {}), ...patch }), replacesInvalidData: parsed === null }
}
