/** @jest-environment node */
import vm from 'node:vm'
import { devnetConfig } from '../src/config/devnet'
import { AbiCoder, Interface, ZeroAddress } from 'ethers'
import { MULTICALL3_ABI } from '../src/services/chain/abis'
import { earlyReadKey } from '../src/services/chain/rpc/earlyReads'
import { AUTHOR_PROFILES_LENS_CODE } from '../src/services/chat/authorProfilesLensCode'
import { LENS_RESULT_TYPES, authorProfilesCallData } from '../src/services/chat/authorProfiles'
import { BODY_STORAGE_KEY, BODY_STORAGE_VERSION } from '../src/services/chat/messageBodies'
import { LAST_SEEN_STORAGE_KEY, LAST_SEEN_VERSION } from '../src/features/chat/feed/lastSeenPage'
import { PERSIST_STORAGE_KEY } from '../src/store/persistence/persistConfig'
import type { ChannelPageCode } from './channelPageCode'
import { EARLY_PRELOAD_AFTER_MS, SLOW_MAIN_SCRIPT_MS, earlyReadsScript, firstScreenEarlyRead } from './earlyReads'

interface RunOptions {
  isWide?: boolean
  /** The lens's JSON-RPC answer (the other request answers `{ result: '0x' }`). */
  lensAnswer?: unknown
  /** A service worker controls the page (a returning visitor). */
  isControlled?: boolean
  pageCode?: ChannelPageCode
  /** main.js's resource timing entry's duration (ms), or none. */
  mainDurationMs?: number
  /** What localStorage holds (the app's stored bodies), by key. */
  storage?: Record<string, string>
}

const PAGE_CODE: ChannelPageCode = {
  mainScript: '/assets/main.1.js',
  chunksByPath: { '/': ['/assets/page-home.2.js', '/assets/chat.3.js'], '/shill': ['/assets/page-shill.4.js'] },
}

/** Runs the inline script as a browser would on `pathname`; what it fetched, the pictures it loaded, what it left. */
function runOn(
  pathname: string,
  {
    isWide = false,
    lensAnswer = { result: '0x' },
    isControlled = false,
    pageCode,
    storage = {},
    mainDurationMs,
  }: RunOptions = {},
) {
  const fetched: { url: string; init: { method?: string; body?: string; credentials?: string } }[] = []
  const pictures: string[] = []
  /** performance.now(): the script starts at 12 ms; a test moves it on, and the timers due by then run. */
  const clock = { now: 12 }
  const timers: { at: number; run: () => void }[] = []
  const setTimeout = (run: () => void, delayMs: number) => timers.push({ at: clock.now + delayMs, run })
  const advance = (ms: number) => {
    clock.now += ms
    for (const timer of timers.filter(({ at }) => at <= clock.now)) {
      timers.splice(timers.indexOf(timer), 1)
      timer.run()
    }
  }
  const window: Record<string, unknown> = {}
  const fetch = (url: string, init: { method?: string; body?: string }) => {
    fetched.push({ url, init })
    const isLens = typeof init.body === 'string' && init.body.includes('"id":2')
    return Promise.resolve({ json: () => Promise.resolve(isLens ? lensAnswer : { result: '0x' }) })
  }
  class Image {
    decoding = ''
    set src(url: string) {
      pictures.push(url)
    }
  }
  /** The elements the script added to <head>, in order; `removeChild` takes one out again. */
  const appended: Record<string, unknown>[] = []
  const head = {
    appendChild: (element: Record<string, unknown>) => appended.push(Object.assign(element, { parentNode: head })),
    removeChild: (element: Record<string, unknown>) => {
      appended.splice(appended.indexOf(element), 1)
      element.parentNode = null
    },
  }
  const document = { createElement: (tagName: string) => ({ tagName }), head }
  const code = earlyReadsScript(devnetConfig, pageCode).replace(/^\s*<script>|<\/script>\s*$/g, '')
  const matchMedia = (query: string) => ({ matches: isWide && query === '(min-width: 1000px)' })
  Object.assign(window, { fetch, matchMedia })
  vm.runInNewContext(code, {
    window,
    fetch,
    matchMedia,
    Image,
    URL,
    document,
    setTimeout,
    localStorage: { getItem: (key: string) => storage[key] ?? null },
    navigator: { serviceWorker: { controller: isControlled ? {} : null } },
    location: { pathname, origin: 'https://site.example' },
    performance: {
      now: () => clock.now,
      getEntriesByName: (name: string) =>
        name === 'https://site.example/assets/main.1.js' && mainDurationMs !== undefined
          ? [{ duration: mainDurationMs }]
          : [],
    },
  })
  return {
    fetched,
    pictures,
    early: window.__earlyReads as { reads: string[]; response: Promise<unknown>; startedAt: number } | undefined,
    profiles: window.__earlyProfiles as { response: Promise<unknown>; startedAt: number } | undefined,
    earlyFetches: () => Object.keys((window.__earlyFetches as Record<string, unknown> | undefined) ?? {}),
    earlyPictures: () => Object.keys((window.__earlyPictures as Record<string, unknown> | undefined) ?? {}),
    /** What the script added to <head>: `{ tagName, ...attributes }` (without the parent). */
    appended: () => appended.map(({ parentNode: _parent, ...element }) => element),
    /** The first element added, as the browser holds it (its handlers can be called). */
    element: (index: number) => appended[index],
    /** The app's call, read when it is made (the script may have replaced it meanwhile). */
    preloadPageCode: () => (window.__preloadPageCode as (() => void) | undefined)?.(),
    hasPreloadPageCode: window.__preloadPageCode !== undefined,
    /** What the app does with the early read once it runs (src/services/chain/rpc/earlyReads.ts). */
    takeEarlyReads: () => delete window.__earlyReads,
    /** Moves performance.now() on by `ms`, running the script's timers due by then. */
    advance,
  }
}

const BODY_ID = 'b'.repeat(43)
const PICTURE_ID = 'p'.repeat(43)
/** A lens answer: two authors (one with a stored picture), three bodies (one not on storage, one odd). */
const LENS_ANSWER = {
  result: AbiCoder.defaultAbiCoder().encode(LENS_RESULT_TYPES, [
    [ZeroAddress, ZeroAddress],
    [true, true],
    ['alice', 'bob'],
    [true, true],
    [`{"image":"ar://${PICTURE_ID}"}`, '{"image":"javascript:alert(1)"}'],
    [`ar://${BODY_ID}`, 'https://elsewhere.example/x', 'ar://not-an-id'],
  ]),
}

describe('earlyReadsScript', () => {
  it("on a channel's page, sends that channel's first-screen reads to the RPC and leaves them for the app", () => {
    const { fetched, early } = runOn('/shill')
    expect(fetched[0]?.url).toBe(devnetConfig.chain.rpcUrl)
    expect(fetched[0]?.init).toMatchObject({
      method: 'POST',
      body: firstScreenEarlyRead(devnetConfig, 'shill', false).body,
    })
    expect(early).toMatchObject({ reads: firstScreenEarlyRead(devnetConfig, 'shill', false).reads, startedAt: 12 })
  })

  it.each([false, true])(
    'lists the reads its request holds, in order, as the app names them (sidebar: %s)',
    (withSidebar) => {
      const { body, reads } = firstScreenEarlyRead(devnetConfig, 'general', withSidebar)
      const { params } = JSON.parse(body) as { params: [{ data: string }] }
      const [calls] = new Interface(MULTICALL3_ABI).decodeFunctionData('aggregate3', params[0].data) as unknown as [
        { target: string; callData: string }[],
      ]
      expect(reads.length).toBeGreaterThan(0)
      expect(reads).toEqual(calls.map((call) => earlyReadKey(call.target, call.callData)))
    },
  )

  it("sends the lens read of that channel's newest authors after it, as a deployless eth_call", async () => {
    const { fetched, profiles } = runOn('/shill')
    expect(fetched).toHaveLength(2)
    expect(fetched[1]?.url).toBe(devnetConfig.chain.rpcUrl)
    const body = JSON.parse(fetched[1]?.init.body ?? '{}') as {
      method: string
      params: [{ to?: string; data: string }]
    }
    expect(body.method).toBe('eth_call')
    expect(body.params[0].to).toBeUndefined()
    expect(body.params[0].data).toBe(
      authorProfilesCallData(devnetConfig.punkTldAddress, devnetConfig.chatChannels.shill, devnetConfig.chatPageSize),
    )
    expect(body.params[0].data.startsWith(AUTHOR_PROFILES_LENS_CODE)).toBe(true)
    expect(profiles?.startedAt).toBe(12)
    await expect(profiles?.response).resolves.toEqual({ result: '0x' })
  })

  it("adds the sidebar's reads on a wide screen", () => {
    const { fetched } = runOn('/', { isWide: true })
    expect(fetched[0]?.init.body).toBe(firstScreenEarlyRead(devnetConfig, 'general', true).body)
    expect(firstScreenEarlyRead(devnetConfig, 'general', true).body.length).toBeGreaterThan(
      firstScreenEarlyRead(devnetConfig, 'general', false).body.length,
    )
  })

  it("starts the newest bodies and the authors' stored pictures as soon as the lens answers", async () => {
    const { fetched, pictures, earlyFetches, earlyPictures, profiles } = runOn('/', { lensAnswer: LENS_ANSWER })
    // The script handles the answer before anyone else who waits for it.
    await profiles?.response
    const body = `https://site.example/devnet/arweave/${BODY_ID}`
    const picture = `https://site.example/devnet/arweave/${PICTURE_ID}`
    // One request per picture (issue #41): the image load only, no HEAD check beside it.
    expect(fetched.slice(2)).toEqual([{ url: body, init: { credentials: 'omit', referrerPolicy: 'no-referrer' } }])
    expect(pictures).toEqual([picture])
    expect(earlyPictures()).toEqual([picture])
    expect(earlyFetches()).toEqual([`GET ${body}`])
  })

  it('leaves out the bodies the app keeps in localStorage, and survives a corrupt entry', async () => {
    const stored = JSON.stringify({ v: BODY_STORAGE_VERSION, entries: [[`ar://${BODY_ID}`, 'hi']] })
    const kept = runOn('/', { lensAnswer: LENS_ANSWER, storage: { [BODY_STORAGE_KEY]: stored } })
    await kept.profiles?.response
    expect(kept.earlyFetches()).toEqual([])
    expect(kept.pictures).toEqual([`https://site.example/devnet/arweave/${PICTURE_ID}`])

    const corrupt = runOn('/', { lensAnswer: LENS_ANSWER, storage: { [BODY_STORAGE_KEY]: '{"v":1,"entries":7' } })
    await corrupt.profiles?.response
    expect(corrupt.earlyFetches()).toHaveLength(1)
  })

  it.each([
    ['a service worker controls the page', { lensAnswer: LENS_ANSWER, isControlled: true }],
    ['the lens failed', { lensAnswer: { error: { code: -32000, message: 'execution reverted' } } }],
    ['the answer is too short', { lensAnswer: { result: '0x1234' } }],
  ])('starts no download when %s', async (_case, options) => {
    const { fetched, pictures, profiles } = runOn('/', options)
    await profiles?.response
    expect(fetched).toHaveLength(2)
    expect(pictures).toEqual([])
  })

  describe("a returning visitor's pictures", () => {
    const ALICE = '0x00000000000000000000000000000000000000A1'
    const BOB = '0x00000000000000000000000000000000000000B2'
    const ALICE_PICTURE = 'https://site.example/devnet/arweave/' + 'a'.repeat(43)
    const message = (index: number, author: string) => ({ index, author })
    /** The page last seen on General and the app's persisted caches (names by address, pictures by name). */
    const returning = (
      cache: unknown,
      feeds: unknown = { general: { messages: [message(3, ALICE), message(2, BOB), message(1, ALICE)] } },
    ) => ({
      [LAST_SEEN_STORAGE_KEY]: JSON.stringify({ v: LAST_SEEN_VERSION, feeds }),
      [PERSIST_STORAGE_KEY]: JSON.stringify({ cache: JSON.stringify(cache) }),
    })
    const CACHE = {
      usernames: { [ALICE.toLowerCase()]: { username: 'Alice.demo' }, [BOB.toLowerCase()]: { username: 'bob.demo' } },
      pfps: { alice: { image: ALICE_PICTURE }, bob: { image: '' } },
    }

    it('start at once, each once, for the authors of the page last seen there (no reads sent for them)', async () => {
      const { fetched, pictures, profiles } = runOn('/', { isControlled: true, storage: returning(CACHE) })
      expect(pictures).toEqual([ALICE_PICTURE])
      await profiles?.response
      expect(fetched).toHaveLength(2)
    })

    it.each([
      ['no page was seen on this channel', returning(CACHE, { shill: { messages: [message(1, ALICE)] } })],
      ['the stored picture is not an http(s) URL', returning({ ...CACHE, pfps: { alice: { image: 'javascript:x' } } })],
      ['the name is not cached', returning({ usernames: {}, pfps: CACHE.pfps })],
      ['the last-seen entry is corrupt', { ...returning(CACHE), [LAST_SEEN_STORAGE_KEY]: '{"v":1,"feeds":' }],
      ['the persisted cache is corrupt', { ...returning(CACHE), [PERSIST_STORAGE_KEY]: '{"cache":"{"}' }],
      [
        'the last-seen entry has another version',
        { ...returning(CACHE), [LAST_SEEN_STORAGE_KEY]: '{"v":0,"feeds":{}}' },
      ],
    ])('start none when %s, and the script goes on', (_case, storage) => {
      const { pictures, early } = runOn('/', { isControlled: true, storage })
      expect(pictures).toEqual([])
      expect(early).toBeDefined()
    })
  })

  it('does nothing on other pages', () => {
    const { fetched, early, profiles } = runOn('/about')
    expect(fetched).toHaveLength(0)
    expect(early).toBeUndefined()
    expect(profiles).toBeUndefined()
  })

  describe("the channel page's code", () => {
    it('is preloaded when the app asks, just before it renders, if main.js was slow to come', () => {
      const { preloadPageCode, appended } = runOn('/', { pageCode: PAGE_CODE, mainDurationMs: SLOW_MAIN_SCRIPT_MS })
      expect(appended()).toEqual([])
      preloadPageCode()
      expect(appended()).toEqual([
        { tagName: 'link', rel: 'preload', as: 'script', href: '/assets/page-home.2.js' },
        { tagName: 'link', rel: 'preload', as: 'script', href: '/assets/chat.3.js' },
      ])
    })

    it('is left to the app when main.js came fast: the chunks come one short round trip after the paint', () => {
      const { preloadPageCode, appended } = runOn('/shill', { pageCode: PAGE_CODE, mainDurationMs: 499 })
      preloadPageCode()
      expect(appended()).toEqual([])
    })

    it('is preloaded once the early read has answered, if main.js is still on its way 800 ms after it was asked for', async () => {
      const { early, advance, appended, preloadPageCode, takeEarlyReads } = runOn('/', { pageCode: PAGE_CODE })
      // The app may take the early read before it answers.
      takeEarlyReads()
      advance(300)
      await early?.response
      // Sooner, the chunks would share the link with main.js's last bytes.
      advance(EARLY_PRELOAD_AFTER_MS - 301)
      expect(appended()).toEqual([])
      advance(1)
      expect(appended().map((link) => link.href)).toEqual(['/assets/page-home.2.js', '/assets/chat.3.js'])
      // The app's own call, once main.js is in, adds nothing more.
      preloadPageCode()
      expect(appended()).toHaveLength(2)
    })

    it('is preloaded at once when the early read answers later than that, main.js still on its way', async () => {
      const { early, advance, appended } = runOn('/', { pageCode: PAGE_CODE })
      advance(EARLY_PRELOAD_AFTER_MS + 100)
      await early?.response
      advance(0)
      expect(appended()).toHaveLength(2)
    })

    it('waits for the app when main.js has arrived by then (a fast link)', async () => {
      const { early, advance, appended } = runOn('/', { pageCode: PAGE_CODE, mainDurationMs: 300 })
      await early?.response
      advance(EARLY_PRELOAD_AFTER_MS)
      expect(appended()).toEqual([])
    })

    it("is not offered without the build's page code or on a page without chunks listed", () => {
      expect(runOn('/').hasPreloadPageCode).toBe(false)
      expect(runOn('/memes-images', { pageCode: PAGE_CODE }).hasPreloadPageCode).toBe(false)
    })

    it("runs at once from a returning visitor's worker: each chunk one async script, nothing left to preload", () => {
      const { appended, hasPreloadPageCode } = runOn('/', { pageCode: PAGE_CODE, isControlled: true })
      expect(appended()).toEqual([
        { tagName: 'script', async: true, src: '/assets/page-home.2.js', onerror: expect.any(Function) },
        { tagName: 'script', async: true, src: '/assets/chat.3.js', onerror: expect.any(Function) },
      ])
      expect(hasPreloadPageCode).toBe(false)
    })

    it('drops a chunk that failed, so webpack asks for it afresh instead of waiting on the dead element', () => {
      const { appended, element } = runOn('/', { pageCode: PAGE_CODE, isControlled: true })
      const failed = element(0) as { onerror: () => void }
      failed.onerror()
      expect(appended().map((script) => script.src)).toEqual(['/assets/chat.3.js'])
      failed.onerror()
      expect(appended()).toHaveLength(1)
    })

    it('starts no chunk for a returning visitor on a page without chunks listed', () => {
      expect(runOn('/memes-images', { pageCode: PAGE_CODE, isControlled: true }).appended()).toEqual([])
      expect(runOn('/about', { pageCode: PAGE_CODE, isControlled: true }).appended()).toEqual([])
    })
  })
})
