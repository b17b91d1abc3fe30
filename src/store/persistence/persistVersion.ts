import { isRecord } from '../../lib/guards'

/**
 * Current version of the persisted shape; bump it with every change of shape (a slice added, removed or reshaped),
 * together with a new entry in `migrations` (migrations.ts), a typed fixture of the previous version's stored state
 * (storedStateFixtures.ts) and a test that the fixture migrates.
 */
export const PERSIST_VERSION = 2

/** redux-persist's version of state written without one. */
const UNVERSIONED = -1

/** The version a stored state claims, UNVERSIONED when it carries none (or nonsense). */
export function storedVersion(state: Record<string, unknown>): number {
  const version = isRecord(state._persist) ? state._persist.version : undefined
  return typeof version === 'number' && Number.isInteger(version) ? version : UNVERSIONED
}
