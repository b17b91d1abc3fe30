import type { SessionKeyBackend, StoredSessionKey } from './sessionKeyStore'
import { createSessionKeyStore, parseStoredSessionKey, sessionKeyId } from './sessionKeyStore'

const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const record: StoredSessionKey = {
  user: USER,
  chainId: 84532,
  registry: '0xc3e53F4d16Ae77Db1c982e75a937B9f60FE63690',
  keyAddress: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  privateKey: `0x${'ab'.repeat(32)}`,
  expiresAt: 1_800_000_000,
  spendCap: '200000000000000',
  channels: ['0x5FbDB2315678afecb367f032d93F642f64180aa3'],
}

/** The IndexedDB contract in memory: a copy goes in, as a structured clone would store it. */
function memoryBackend(): SessionKeyBackend & { values: Map<string, unknown> } {
  const values = new Map<string, unknown>()
  return {
    values,
    get: async (id) => values.get(id),
    put: async (id, value) => void values.set(id, { ...value, channels: [...value.channels] }),
    delete: async (id) => void values.delete(id),
  }
}

describe('session key store', () => {
  it('keeps one key per user and chain, whatever the address casing', async () => {
    const backend = memoryBackend()
    const store = createSessionKeyStore(backend)
    await store.save(record)
    expect(await store.load(USER.toLowerCase(), 84532)).toEqual(record)
    expect(await store.load(USER, 1)).toBeNull()
    expect([...backend.values.keys()]).toEqual([sessionKeyId(USER, 84532)])
    expect(sessionKeyId(USER, 84532)).toBe(`84532:${USER.toLowerCase()}`)
  })

  it('a new session replaces the old record; remove clears it', async () => {
    const store = createSessionKeyStore(memoryBackend())
    await store.save(record)
    const next = { ...record, keyAddress: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', expiresAt: 1_900_000_000 }
    await store.save(next)
    expect(await store.load(USER, 84532)).toEqual(next)
    await store.remove(USER, 84532)
    expect(await store.load(USER, 84532)).toBeNull()
  })

  it('reads nothing from a record of another shape or another user', async () => {
    const backend = memoryBackend()
    const store = createSessionKeyStore(backend)
    backend.values.set(sessionKeyId(USER, 84532), { ...record, privateKey: '0x1234' })
    expect(await store.load(USER, 84532)).toBeNull()
    backend.values.set(sessionKeyId(USER, 84532), { ...record, user: record.keyAddress })
    expect(await store.load(USER, 84532)).toBeNull()
  })

  it.each([
    ['no record', undefined],
    ['a string', 'key'],
    ['a bad registry', { ...record, registry: 'nope' }],
    ['a bigint cap', { ...record, spendCap: 10n }],
    ['a negative cap', { ...record, spendCap: '-1' }],
    ['a fractional expiry', { ...record, expiresAt: 1.5 }],
    ['a bad channel', { ...record, channels: ['general'] }],
  ])('parse refuses %s', (_label, value) => {
    expect(parseStoredSessionKey(value)).toBeNull()
  })

  it('parse copies the channel list', () => {
    const parsed = parseStoredSessionKey(record)
    expect(parsed).toEqual(record)
    expect(parsed?.channels).not.toBe(record.channels)
  })
})
