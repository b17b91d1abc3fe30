/**
 * Typed fixtures of what each persisted version stored under 'persist:root', for the migration tests (one step per
 * version, migrations.ts). Each version's shape is written out as it was rather than derived from today's slice
 * types, so a later change of a slice cannot silently change what an old version's test feeds its migration.
 * Only tests import this file.
 */

type StoredCacheRecords = {
  usernames: Record<string, { username: string; storedAt: number }>
  pfps: Record<string, { image: string; storedAt: number }>
  collections: Record<string, { name: string; image: string; storedAt: number }>
}

/**
 * Version 1: settings, the local cache records and the referrer (spec §3). Types rather than interfaces, so a fixture
 * passes where the migrations take any stored record (`Record<string, unknown>`).
 */
export type StoredStateV1 = {
  /** airdropTab is missing in settings stored before the airdrop page existed. */
  settings: { colorMode: 'light' | 'dark'; swapSlippage: string; swapDeadline: string; airdropTab?: string }
  cache: StoredCacheRecords
  referral: { referrer: string }
  _persist: { version: 1; rehydrated: boolean }
}

/** Version 2: version 1 plus the chat's drafts and read marks, once the chat has loaded on this device. */
export type StoredStateV2 = Omit<StoredStateV1, '_persist'> & {
  chatLocal?: {
    drafts: Record<string, { text: string; updatedAt: number }>
    lastRead: Record<string, number>
  }
  _persist: { version: 2; rehydrated: boolean }
}

/** When the fixtures were written (ms): their cache records are fresh at this time. */
export const FIXTURE_NOW = 1_800_000_000_000

const ALICE = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const COLLECTION = '0x5fbdb2315678afecb367f032d93f642f64180aa3'

/** A version-1 state as a user of that release had it. */
export const storedStateV1: StoredStateV1 = {
  settings: { colorMode: 'light', swapSlippage: '1', swapDeadline: '20', airdropTab: 'domains' },
  cache: {
    usernames: { [ALICE]: { username: 'alice.demo', storedAt: FIXTURE_NOW - 1000 } },
    pfps: { 'alice.demo': { image: 'ar://picture', storedAt: FIXTURE_NOW - 1000 } },
    collections: { [COLLECTION]: { name: 'Demo Cats', image: 'ar://cats', storedAt: FIXTURE_NOW - 1000 } },
  },
  referral: { referrer: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
  _persist: { version: 1, rehydrated: true },
}

/** The chat's state that builds before the version-2 bump wrote under version 1 (already in the version-2 shape). */
export const chatLocalWrittenUnderV1: NonNullable<StoredStateV2['chatLocal']> = {
  drafts: { general: { text: 'unsent hello', updatedAt: FIXTURE_NOW - 1000 } },
  lastRead: { general: 12 },
}
