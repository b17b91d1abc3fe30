import type { LoadedBody } from '../../../services/chat/types'
import { createBodyStore } from './bodyStore'

/** A load whose answers the test gives (resolve / reject per URL), counting the calls. */
function controlledLoad() {
  const pending = new Map<string, { resolve: (body: LoadedBody) => void; reject: (error: Error) => void }>()
  const calls: string[] = []
  const load = (url: string) =>
    new Promise<LoadedBody>((resolve, reject) => {
      calls.push(url)
      pending.set(url, { resolve, reject })
    })
  const answer = async (url: string, text: string | null) => {
    const request = pending.get(url)
    pending.delete(url)
    if (text === null) request?.reject(new Error('unavailable'))
    else request?.resolve({ text })
    // Let the store's then() run.
    await Promise.resolve()
    await Promise.resolve()
  }
  return { load, answer, calls }
}

const noop = () => {}

describe('createBodyStore (issue #18: bodies outside the query cache, bounded)', () => {
  it('loads a body once for every subscriber, notifies them, and returns the same state object until it changes', async () => {
    const { load, answer, calls } = controlledLoad()
    const store = createBodyStore({ load, maxUnused: 2 })
    const first = jest.fn()
    const second = jest.fn()
    store.subscribe('ar://a', first)
    store.subscribe('ar://a', second)
    expect(store.get('ar://a')).toEqual({ status: 'loading' })
    await answer('ar://a', 'gm')
    expect(calls).toEqual(['ar://a'])
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
    expect(store.get('ar://a')).toEqual({ status: 'loaded', body: { text: 'gm' } })
    expect(store.get('ar://a')).toBe(store.get('ar://a'))
  })

  it.each([
    // [bodies shown then left, maxUnused, bodies still held]
    [['a', 'b', 'c'], 5, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 2, ['b', 'c']],
    [['a', 'b', 'c', 'd'], 1, ['d']],
    [['a', 'b', 'c'], 0, []],
  ])('keeps at most maxUnused left bodies, the most recently left: %j, max %i -> %j', async (urls, maxUnused, kept) => {
    const { load, answer } = controlledLoad()
    const store = createBodyStore({ load, maxUnused })
    for (const url of urls) {
      const unsubscribe = store.subscribe(url, noop)
      await answer(url, `text ${url}`)
      unsubscribe()
    }
    expect(store.size).toBe(kept.length)
    for (const url of urls) expect(store.peekText(url)).toBe(kept.includes(url) ? `text ${url}` : undefined)
  })

  it('holds every body a subscriber shows, whatever maxUnused', async () => {
    const { load, answer } = controlledLoad()
    const store = createBodyStore({ load, maxUnused: 0 })
    for (const url of ['a', 'b', 'c']) {
      store.subscribe(url, noop)
      await answer(url, url)
    }
    expect(store.size).toBe(3)
  })

  it('reads a dropped body again through the second level, at once when peek has it', async () => {
    const { load, answer, calls } = controlledLoad()
    const secondLevel = new Map<string, LoadedBody>()
    const store = createBodyStore({
      load: async (url) => {
        const body = await load(url)
        secondLevel.set(url, body)
        return body
      },
      peek: (url) => secondLevel.get(url),
      maxUnused: 0,
    })
    const unsubscribe = store.subscribe('ar://a', noop)
    await answer('ar://a', 'gm')
    await Promise.resolve()
    unsubscribe()
    expect(store.size).toBe(0)
    // Shown again: loaded at once from the second level, no load.
    expect(store.get('ar://a')).toEqual({ status: 'loaded', body: { text: 'gm' } })
    store.subscribe('ar://a', noop)
    expect(calls).toEqual(['ar://a'])
  })

  it('forgets a failed body once nobody shows it, so the next subscriber tries again', async () => {
    const { load, answer, calls } = controlledLoad()
    const store = createBodyStore({ load, maxUnused: 10 })
    const unsubscribe = store.subscribe('ar://a', noop)
    await answer('ar://a', null)
    expect(store.get('ar://a')).toEqual({ status: 'error' })
    unsubscribe()
    expect(store.size).toBe(0)
    store.subscribe('ar://a', noop)
    expect(store.get('ar://a')).toEqual({ status: 'loading' })
    expect(calls).toEqual(['ar://a', 'ar://a'])
  })

  it('keeps a body that settles after its last subscriber left (no second load when it is shown again)', async () => {
    const { load, answer, calls } = controlledLoad()
    const store = createBodyStore({ load, maxUnused: 10 })
    store.subscribe('ar://a', noop)()
    await answer('ar://a', 'gm')
    store.subscribe('ar://a', noop)
    expect(store.get('ar://a')).toEqual({ status: 'loaded', body: { text: 'gm' } })
    expect(calls).toEqual(['ar://a'])
  })

  it('tells watchers whenever a body settles, and counts the settled loads', async () => {
    const { load, answer } = controlledLoad()
    const store = createBodyStore({ load, maxUnused: 10 })
    const watcher = jest.fn()
    const unwatch = store.watch(watcher)
    store.subscribe('a', noop)
    store.subscribe('b', noop)
    await answer('a', 'one')
    await answer('b', null)
    expect(watcher).toHaveBeenCalledTimes(2)
    expect(store.settledCount()).toBe(2)
    unwatch()
    store.subscribe('c', noop)
    await answer('c', 'three')
    expect(watcher).toHaveBeenCalledTimes(2)
  })
})
