import type { MigrationManifest, PersistedState } from 'redux-persist'
import { createMigrate } from 'redux-persist'
import { isRecord } from '../../lib/guards'
import { PERSISTED_KEYS } from './persistedState'

/** Current version of the persisted shape; bump it together with a new entry in `migrations` and its test. */
export const PERSIST_VERSION = 1

/** redux-persist's version of state written without one. */
const UNVERSIONED = -1

/** One step: the stored state of version N-1 (or older, or hand-edited) to the shape of version N. */
export type Migration = (state: Record<string, unknown>) => Record<string, unknown>

/**
 * Migrations by target version. Each assumes nothing about its input beyond being an object: the sanitizers run
 * after the last step and turn whatever is left into valid slices.
 */
export const migrations: Record<number, Migration> = {
  // Version 1 is the first shape: { settings, cache, referral }. Older or unversioned data keeps those slices by name.
  1: (state) => Object.fromEntries(PERSISTED_KEYS.filter((key) => key in state).map((key) => [key, state[key]])),
}

/** The version a stored state claims, UNVERSIONED when it carries none (or nonsense). */
export function storedVersion(state: Record<string, unknown>): number {
  const version = isRecord(state._persist) ? state._persist.version : undefined
  return typeof version === 'number' && Number.isInteger(version) ? version : UNVERSIONED
}

/** redux-persist's runner over `migrations` (each step takes and returns plain stored state). */
const migrateVersions = createMigrate(migrations as unknown as MigrationManifest)

/**
 * Runs every migration after the stored version up to `currentVersion`, in order, with redux-persist's createMigrate.
 * A version that is not an integer counts as unversioned. State from a newer version (a rolled-back deploy) is passed
 * on unchanged: the sanitizers keep what this version can still read.
 */
export async function runMigrations(
  state: Record<string, unknown>,
  currentVersion: number = PERSIST_VERSION,
): Promise<Record<string, unknown>> {
  const version = storedVersion(state)
  if (version >= currentVersion) return state
  const normalized = { ...state, _persist: { version, rehydrated: false } } as unknown as PersistedState
  return (await migrateVersions(normalized, currentVersion)) as unknown as Record<string, unknown>
}
