import type { MigrationManifest, PersistedState } from 'redux-persist'
import { createMigrate } from 'redux-persist'
import { isRecord } from '../../lib/guards'
import { PERSIST_VERSION, storedVersion } from './persistVersion'

/** One step: the stored state of version N-1 (or older, or hand-edited) to the shape of version N. */
export type Migration = (state: Record<string, unknown>) => Record<string, unknown>

/** The slices of version 1, written out rather than read from PERSISTED_KEYS: a step must not follow later shapes. */
const V1_KEYS = ['settings', 'cache', 'referral']

/**
 * Migrations by target version. Each assumes nothing about its input beyond being an object: the sanitizers run
 * after the last step and turn whatever is left into valid slices.
 */
export const migrations: Record<number, Migration> = {
  // Version 1 is the first shape: { settings, cache, referral }. Older or unversioned data keeps those slices by name.
  1: (state) => Object.fromEntries(V1_KEYS.filter((key) => key in state).map((key) => [key, state[key]])),
  // Version 2 adds the chat's 'chatLocal' (drafts and read marks, issue #16). Builds before this bump already wrote it
  // under version 1, in today's shape: an object is kept for the chat's own sanitizer, anything else is dropped.
  2: (state) => {
    const { chatLocal, ...rest } = state
    return isRecord(chatLocal) ? { ...rest, chatLocal } : rest
  },
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
