import type { Persistor } from 'redux-persist'
import { config } from '../../config'
import { initialCache } from '../slices/cacheSlice'
import { initialSettings } from '../slices/settingsSlice'
import { makeStore } from '../store'
import { migrations, runMigrations } from './migrations'
import { PERSIST_VERSION, storedVersion } from './persistVersion'
import { PERSIST_STORAGE_KEY, restorePersistedState, withoutCache } from './persistConfig'
import { dropExpired } from './persistedState'
import { parseUntrustedJson, readPersistedRoot } from './readStoredState'
import { MAX_PERSISTED_CHARS, createSafeStorage } from './safeStorage'
import type { StoredStateV2 } from './storedStateFixtures'
import { FIXTURE_NOW, chatLocalWrittenUnderV1, storedStateV1 } from './storedStateFixtures'

const ALICE = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const REFERRER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const NOW = 1_800_000_000_000
const DAY = 24 * 60 * 60 * 1000
const expiry = { expiryUsernames: 7 * DAY, expiryPfps: 10 * DAY, expiryCollections: 7 * DAY }

/** What redux-persist writes: a JSON object whose values are JSON strings, one per slice. */
const serializeRoot = (slices: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(slices).map(([key, value]) => [key, JSON.stringify(value)])))

const whenBootstrapped = (persistor: Persistor) =>
  new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve()
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return
      unsubscribe()
      resolve()
    })
  })

/** Starts the app's persisted store on whatever localStorage holds and returns it once rehydrated. */
async function startWithStorage(raw: string | null) {
  window.localStorage.clear()
  if (raw !== null) window.localStorage.setItem(PERSIST_STORAGE_KEY, raw)
  const { store, persistor } = makeStore({ persist: true })
  if (!persistor) throw new Error('expected a persistor')
  await whenBootstrapped(persistor)
  await persistor.flush()
  return store
}

describe('migrations (one per version)', () => {
  it('has a migration for every version from 1 to PERSIST_VERSION', () => {
    for (let version = 1; version <= PERSIST_VERSION; version += 1) expect(typeof migrations[version]).toBe('function')
  })

  it.each([
    [{}, -1],
    [{ _persist: { version: 1, rehydrated: true } }, 1],
    [{ _persist: { version: '1' } }, -1],
    [{ _persist: { version: 1.5 } }, -1],
    [{ _persist: null }, -1],
  ])('storedVersion(%j) = %i', (state, version) => {
    expect(storedVersion(state)).toBe(version)
  })

  it('1: keeps only the known slices of unversioned data', () => {
    const stored = { settings: { colorMode: 'light' }, wallet: { status: 'connected' }, chainApi: {}, referral: {} }
    expect(migrations[1]?.(stored)).toEqual({ settings: { colorMode: 'light' }, referral: {} })
  })

  describe("2: the chat's chatLocal joins the persisted slices", () => {
    const { _persist: _v1, ...v1Slices } = storedStateV1

    it('migrates the version-1 fixture to the version-2 shape', async () => {
      const expected: Omit<StoredStateV2, '_persist'> = v1Slices
      expect(migrations[2]?.(storedStateV1)).toEqual({ ...expected, _persist: storedStateV1._persist })
      expect(await restorePersistedState(storedStateV1, expiry, FIXTURE_NOW)).toEqual(expected)
    })

    it('keeps the chatLocal that builds before the bump wrote under version 1', async () => {
      const expected: Omit<StoredStateV2, '_persist'> = { ...v1Slices, chatLocal: chatLocalWrittenUnderV1 }
      const stored = { ...storedStateV1, chatLocal: chatLocalWrittenUnderV1 }
      expect(await restorePersistedState(stored, expiry, FIXTURE_NOW)).toEqual(expected)
    })

    it.each([null, 'drafts', 42, true])('drops a corrupted chatLocal (%j) and keeps the other slices', async (bad) => {
      const stored = { ...storedStateV1, chatLocal: bad }
      expect(migrations[2]?.(stored)).not.toHaveProperty('chatLocal')
      expect(await restorePersistedState(stored, expiry, FIXTURE_NOW)).toEqual(v1Slices)
    })
  })

  it('runs the steps after the stored version only', async () => {
    const stored = { _persist: { version: PERSIST_VERSION }, settings: { colorMode: 'light' }, extra: 1 }
    await expect(runMigrations(stored)).resolves.toBe(stored)
  })

  it('passes state from a newer version on unchanged for the sanitizers', async () => {
    const stored = { _persist: { version: PERSIST_VERSION + 5 }, settings: { colorMode: 'light', newField: true } }
    await expect(runMigrations(stored)).resolves.toBe(stored)
    expect((await restorePersistedState(stored, expiry, NOW))?.settings).toEqual({
      ...initialSettings,
      colorMode: 'light',
    })
  })
})

describe('restorePersistedState', () => {
  it('restores a well-formed current state', async () => {
    const stored = {
      _persist: { version: PERSIST_VERSION, rehydrated: true },
      settings: { colorMode: 'light', swapSlippage: '1', swapDeadline: '30', airdropTab: 'activityPoints' },
      cache: { usernames: { [ALICE]: { username: 'alice.demo', storedAt: NOW - DAY } }, pfps: {}, collections: {} },
      referral: { referrer: REFERRER },
    }
    expect(await restorePersistedState(stored, expiry, NOW)).toEqual({
      settings: { colorMode: 'light', swapSlippage: '1', swapDeadline: '30', airdropTab: 'activityPoints' },
      cache: { usernames: { [ALICE]: { username: 'alice.demo', storedAt: NOW - DAY } }, pfps: {}, collections: {} },
      referral: { referrer: REFERRER },
    })
  })

  it('never lets a slice outside the whitelist through, even at the current version', async () => {
    const stored = {
      _persist: { version: PERSIST_VERSION },
      wallet: { status: 'connected', address: ALICE },
      chainApi: { queries: {} },
    }
    expect(Object.keys((await restorePersistedState(stored, expiry, NOW)) ?? {})).toEqual([
      'settings',
      'cache',
      'referral',
    ])
  })

  it.each([undefined, null, 'text', 42, []])('gives defaults (undefined) for %j', async (stored) => {
    expect(await restorePersistedState(stored, expiry, NOW)).toBeUndefined()
  })

  it.each([
    ['colorMode not a mode', { colorMode: 'purple' }, initialSettings],
    ['wrong types', { colorMode: 1, swapSlippage: 0.5, swapDeadline: ['20'] }, initialSettings],
    ['overlong strings', { swapSlippage: '9'.repeat(10_000) }, initialSettings],
    ['partially valid', { colorMode: 'light', swapSlippage: null }, { ...initialSettings, colorMode: 'light' }],
    ['an unknown airdrop tab', { airdropTab: 'secret' }, initialSettings],
  ])('settings with %s fall back field by field', async (_case, settings, expected) => {
    expect((await restorePersistedState({ settings }, expiry, NOW))?.settings).toEqual(expected)
  })

  it.each([
    ['not an address', { referrer: 'alice.demo' }],
    ['a number', { referrer: 42 }],
    ['script text', { referrer: '<script>alert(1)</script>' }],
  ])('drops a referrer that is %s', async (_case, referral) => {
    expect((await restorePersistedState({ referral }, expiry, NOW))?.referral).toEqual({ referrer: '' })
  })
})

describe('cache expiry (spec §3; 0 = never)', () => {
  const record = (ageMs: number) => ({ username: 'alice.demo', storedAt: NOW - ageMs })

  it.each([
    { case: 'fresh', age: DAY, expiryUsernames: 7 * DAY, isKept: true },
    { case: 'just expired', age: 7 * DAY, expiryUsernames: 7 * DAY, isKept: false },
    { case: 'old', age: 30 * DAY, expiryUsernames: 7 * DAY, isKept: false },
    { case: 'old, expiry 0 (never)', age: 3650 * DAY, expiryUsernames: 0, isKept: true },
    { case: 'stored in the future', age: -DAY, expiryUsernames: 7 * DAY, isKept: false },
  ])('$case username record → kept: $isKept', ({ age, expiryUsernames, isKept }) => {
    const cache = { ...initialCache, usernames: { [ALICE]: record(age) } }
    const kept = dropExpired(cache, { ...expiry, expiryUsernames }, NOW)
    expect(ALICE in kept.usernames).toBe(isKept)
  })

  it('applies each kind its own expiry', () => {
    const cache = {
      usernames: { [ALICE]: { username: 'alice.demo', storedAt: NOW - 8 * DAY } },
      pfps: { 'alice.demo': { image: 'ar://x', storedAt: NOW - 8 * DAY } },
      collections: { [ALICE]: { name: 'Cats', image: 'ar://cat', storedAt: NOW - 8 * DAY } },
    }
    expect(dropExpired(cache, expiry, NOW)).toEqual({ usernames: {}, pfps: cache.pfps, collections: {} })
  })

  it('drops expired records at rehydrate', async () => {
    const stored = { cache: { usernames: { [ALICE]: record(8 * DAY) }, pfps: {}, collections: {} } }
    expect((await restorePersistedState(stored, expiry, NOW))?.cache).toEqual(initialCache)
  })
})

describe('reading untrusted storage', () => {
  it('strips prototype-pollution keys at any depth', () => {
    const parsed = parseUntrustedJson('{"a":{"__proto__":{"polluted":true},"constructor":{"prototype":1},"b":2}}')
    expect(parsed).toEqual({ a: { b: 2 } })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('gives undefined for invalid JSON', () => {
    expect(parseUntrustedJson('{"settings":')).toBeUndefined()
  })

  it('parses each slice on its own and keeps only the given keys', () => {
    const raw = JSON.stringify({ settings: '{"colorMode":"light"}', cache: '{not json', wallet: '{}', referral: 5 })
    expect(readPersistedRoot(raw, ['settings', 'cache', 'referral'])).toEqual({ settings: { colorMode: 'light' } })
  })

  it.each([null, '', 'null', '[]', '"text"', '12', '{'])('gives undefined for the root %j', (raw) => {
    expect(readPersistedRoot(raw, ['settings'])).toBeUndefined()
  })
})

describe('safe storage engine', () => {
  const memory = () => {
    const items = new Map<string, string>()
    return {
      items,
      storage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      } as unknown as Storage,
    }
  }

  it('treats a throwing storage as empty and never throws itself', async () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('nope')
      },
    } as unknown as Storage
    const engine = createSafeStorage(
      () => null,
      () => throwing,
    )
    await expect(engine.getItem('k')).resolves.toBeNull()
    await expect(engine.setItem('k', 'v')).resolves.toBeUndefined()
    await expect(engine.removeItem('k')).resolves.toBeUndefined()
    const missing = createSafeStorage(
      () => null,
      () => null,
    )
    await expect(missing.getItem('k')).resolves.toBeNull()
  })

  it('ignores and removes an oversized stored value', async () => {
    const { items, storage } = memory()
    items.set('k', 'x'.repeat(MAX_PERSISTED_CHARS + 1))
    const engine = createSafeStorage(
      () => null,
      () => storage,
    )
    await expect(engine.getItem('k')).resolves.toBeNull()
    expect(items.has('k')).toBe(false)
  })

  it('writes an oversized state without its caches', async () => {
    const { items, storage } = memory()
    const engine = createSafeStorage(withoutCache, () => storage)
    const huge = serializeRoot({ settings: initialSettings, cache: { blob: 'x'.repeat(MAX_PERSISTED_CHARS) } })
    await engine.setItem('k', huge)
    expect(JSON.parse(items.get('k') ?? '{}')).toEqual({ settings: JSON.stringify(initialSettings) })
  })
})

describe('startup with corrupted or hostile storage (the real persisted store)', () => {
  afterEach(() => window.localStorage.clear())

  const defaults = { settings: initialSettings, cache: initialCache, referral: { referrer: '' } }
  const persisted = (state: { settings: unknown; cache: unknown; referral: unknown }) => ({
    settings: state.settings,
    cache: state.cache,
    referral: state.referral,
  })

  it.each([
    ['nothing stored', null],
    ['invalid JSON', '{"settings": "{\\"colorMode'],
    ['JSON null', 'null'],
    ['an array', '[1,2,3]'],
    ['a string', '"dark"'],
    ['slices of the wrong type', JSON.stringify({ settings: 42, cache: true, referral: null })],
    ['a slice that is invalid JSON', JSON.stringify({ settings: '{oops', cache: '}{' })],
    [
      'a huge value',
      JSON.stringify({ settings: JSON.stringify({ colorMode: 'light', pad: 'x'.repeat(MAX_PERSISTED_CHARS) }) }),
    ],
  ])('%s → starts with defaults', async (_case, raw) => {
    const store = await startWithStorage(raw)
    expect(persisted(store.getState())).toEqual(defaults)
  })

  it('restores valid settings and overwrites storage with a clean copy', async () => {
    const raw = serializeRoot({
      settings: { colorMode: 'light', swapSlippage: '1.5', swapDeadline: '45', airdropTab: 'activityPoints' },
      referral: { referrer: REFERRER },
      wallet: { status: 'connected', address: ALICE },
      _persist: { version: PERSIST_VERSION, rehydrated: true },
    })
    const store = await startWithStorage(raw)
    expect(store.getState().settings).toEqual({
      colorMode: 'light',
      swapSlippage: '1.5',
      swapDeadline: '45',
      airdropTab: 'activityPoints',
    })
    expect(store.getState().referral.referrer).toBe(REFERRER)
    expect(store.getState().wallet.status).toBe('disconnected')
    const written = JSON.parse(window.localStorage.getItem(PERSIST_STORAGE_KEY) ?? '{}') as Record<string, string>
    expect(Object.keys(written).sort()).toEqual(['_persist', 'cache', 'referral', 'settings'])
    expect(JSON.parse(written._persist ?? '{}')).toMatchObject({ version: PERSIST_VERSION })
  })

  it('keeps the readable slices when another one is broken', async () => {
    const raw = JSON.stringify({ settings: JSON.stringify({ colorMode: 'light' }), cache: '{broken', referral: '"x"' })
    const store = await startWithStorage(raw)
    expect(persisted(store.getState())).toEqual({ ...defaults, settings: { ...initialSettings, colorMode: 'light' } })
  })

  it('ignores prototype-pollution keys in every slice', async () => {
    const raw = JSON.stringify({
      settings: '{"__proto__":{"colorMode":"light","polluted":true},"constructor":{"prototype":{"polluted":true}}}',
      cache: `{"usernames":{"__proto__":{"username":"evil","storedAt":${Date.now()}},"${ALICE}":{"username":"alice.demo","storedAt":${Date.now()}}}}`,
    })
    const store = await startWithStorage(raw)
    const state = store.getState()
    expect(state.settings).toEqual(initialSettings)
    expect(Object.keys(state.cache.usernames)).toEqual([ALICE])
    expect(Object.getPrototypeOf(state.cache.usernames)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('drops expired cache records at startup', async () => {
    const storedAt = Date.now() - config.expiryUsernames - 1000
    const raw = serializeRoot({
      cache: { usernames: { [ALICE]: { username: 'alice.demo', storedAt } }, pfps: {}, collections: {} },
    })
    const store = await startWithStorage(raw)
    expect(store.getState().cache.usernames).toEqual({})
  })

  it("keeps a lazily injected slice's stored value while its feature has not loaded", async () => {
    const chatLocal = { drafts: { general: { text: 'draft', updatedAt: 1 } } }
    const store = await startWithStorage(
      serializeRoot({ settings: initialSettings, chatLocal, _persist: { version: PERSIST_VERSION } }),
    )
    store.dispatch({ type: 'something else' })
    expect(store.getState().chatLocal).toEqual(chatLocal)
    const written = JSON.parse(window.localStorage.getItem(PERSIST_STORAGE_KEY) ?? '{}') as Record<string, string>
    expect(JSON.parse(written.chatLocal ?? 'null')).toEqual(chatLocal)
  })

  it('migrates a stored version-1 state, chat drafts included, and writes it back as the current version', async () => {
    const { _persist, ...slices } = storedStateV1
    const raw = serializeRoot({ ...slices, chatLocal: chatLocalWrittenUnderV1, _persist })
    const store = await startWithStorage(raw)
    expect(store.getState().settings).toEqual(storedStateV1.settings)
    expect(store.getState().referral).toEqual(storedStateV1.referral)
    expect(store.getState().chatLocal).toEqual(chatLocalWrittenUnderV1)
    const written = JSON.parse(window.localStorage.getItem(PERSIST_STORAGE_KEY) ?? '{}') as Record<string, string>
    expect(JSON.parse(written._persist ?? '{}')).toMatchObject({ version: PERSIST_VERSION })
  })

  it('migrates unversioned data from before the first version', async () => {
    const raw = serializeRoot({
      settings: { colorMode: 'light', swapSlippage: '2', swapDeadline: '10' },
      layout: { openPanel: 'left' },
    })
    const store = await startWithStorage(raw)
    expect(store.getState().settings).toEqual({
      ...initialSettings,
      colorMode: 'light',
      swapSlippage: '2',
      swapDeadline: '10',
    })
    expect(store.getState().layout.openPanel).toBe('none')
  })
})
