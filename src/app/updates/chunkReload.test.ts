import { CHUNK_RELOAD_GUARD_MS } from '../../config/constants'
import { claimChunkReload, isChunkLoadError } from './chunkReload'

/** A sessionStorage stand-in. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const named = (name: string, message = '') => Object.assign(new Error(message), { name })

describe('isChunkLoadError', () => {
  it.each([
    [named('ChunkLoadError', 'Loading chunk 123 failed.'), true],
    [new Error('Loading chunk page-home failed.\n(error: http://x/assets/page-home.js)'), true],
    [new Error('Loading CSS chunk 7 failed'), true],
    [new TypeError('Failed to fetch dynamically imported module: http://x/a.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [{ name: 'ChunkLoadError', message: 'from another realm' }, true],
    [new Error('Cannot read properties of undefined'), false],
    [new TypeError('Failed to fetch'), false],
    ['Loading chunk 1 failed', false],
    [null, false],
    [undefined, false],
  ])('%p → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected)
  })
})

describe('claimChunkReload (at most once per 10 s per path)', () => {
  const T = 1_700_000_000_000

  it('allows the first reload of a path and records it', () => {
    const storage = memoryStorage()
    expect(claimChunkReload('/stake', T, storage)).toBe(true)
    expect(storage.items.get('chunk-reload:/stake')).toBe(String(T))
  })

  it.each([
    [1, false],
    [CHUNK_RELOAD_GUARD_MS - 1, false],
    [CHUNK_RELOAD_GUARD_MS, true],
    [CHUNK_RELOAD_GUARD_MS * 6, true],
  ])('a second reload %i ms later is allowed: %s', (elapsed, expected) => {
    const storage = memoryStorage()
    claimChunkReload('/stake', T, storage)
    expect(claimChunkReload('/stake', T + elapsed, storage)).toBe(expected)
  })

  it('guards each path on its own', () => {
    const storage = memoryStorage()
    expect(claimChunkReload('/stake', T, storage)).toBe(true)
    expect(claimChunkReload('/airdrop', T + 1, storage)).toBe(true)
    expect(claimChunkReload('/stake', T + 2, storage)).toBe(false)
  })

  it.each([['not a number'], [''], ['-5'], [String(T + 60_000)]])('ignores a stored value of %j', (value) => {
    expect(claimChunkReload('/', T, memoryStorage({ 'chunk-reload:/': value }))).toBe(true)
  })

  it('never reloads without a usable storage (no loop is possible)', () => {
    expect(claimChunkReload('/', T, null)).toBe(false)
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {},
    }
    expect(claimChunkReload('/', T, throwing)).toBe(false)
  })

  it('uses the tab sessionStorage by default', () => {
    window.sessionStorage.clear()
    expect(claimChunkReload('/about', T)).toBe(true)
    expect(claimChunkReload('/about', T + 1000)).toBe(false)
    expect(window.sessionStorage.getItem('chunk-reload:/about')).toBe(String(T))
  })
})
