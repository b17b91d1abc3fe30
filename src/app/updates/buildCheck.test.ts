import { BUILD_INFO_PATH, fetchDeployedBuildId, isNewerBuild, watchForNewBuild } from './buildCheck'

const respond =
  (body: unknown, ok = true) =>
  async () => ({ ok, json: async () => body })

describe('fetchDeployedBuildId', () => {
  it('asks for build.json past every cache', async () => {
    const fetchFn = jest.fn(respond({ buildId: 'b2' }))
    await expect(fetchDeployedBuildId(fetchFn)).resolves.toBe('b2')
    expect(fetchFn).toHaveBeenCalledWith(BUILD_INFO_PATH, expect.objectContaining({ cache: 'no-store' }))
  })

  it.each([
    ['a failed response', respond({ buildId: 'b2' }, false)],
    ['no buildId', respond({})],
    ['a non-string id', respond({ buildId: 42 })],
    ['an empty id', respond({ buildId: '' })],
    ['an absurdly long id', respond({ buildId: 'x'.repeat(65) })],
    ['an array', respond(['b2'])],
    [
      'invalid JSON',
      async () => ({ ok: true, json: async () => Promise.reject(new SyntaxError('Unexpected token <')) }),
    ],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('gives null for %s', async (_case, fetchFn) => {
    await expect(fetchDeployedBuildId(fetchFn)).resolves.toBeNull()
  })
})

describe('isNewerBuild', () => {
  it.each([
    ['b1', 'b2', true],
    ['b1', 'b1', false],
    ['b1', null, false],
    ['', 'b2', false],
  ])('running %j, deployed %j → %s', (current, deployed, expected) => {
    expect(isNewerBuild(current, deployed)).toBe(expected)
  })
})

describe('watchForNewBuild', () => {
  const INTERVAL = 300_000
  let clock = 0
  let visibility: DocumentVisibilityState = 'visible'
  let onVisibility: (() => void) | null = null
  const doc = {
    get visibilityState() {
      return visibility
    },
    addEventListener: (_type: string, listener: () => void) => void (onVisibility = listener),
    removeEventListener: () => void (onVisibility = null),
  } as unknown as Document

  beforeEach(() => {
    jest.useFakeTimers()
    clock = 0
    visibility = 'visible'
    onVisibility = null
  })
  afterEach(() => jest.useRealTimers())

  const start = (deployed: () => string | null) => {
    const fetchBuildId = jest.fn(async () => deployed())
    const onNewBuild = jest.fn()
    const stop = watchForNewBuild({
      currentBuildId: 'b1',
      onNewBuild,
      fetchBuildId,
      intervalMs: INTERVAL,
      doc,
      now: () => clock,
    })
    const advance = async (ms: number) => {
      clock += ms
      await jest.advanceTimersByTimeAsync(ms)
    }
    return { fetchBuildId, onNewBuild, stop, advance }
  }

  it('checks once per interval while visible and reports nothing while the build is the same', async () => {
    const { fetchBuildId, onNewBuild, advance } = start(() => 'b1')
    await advance(INTERVAL - 1)
    expect(fetchBuildId).not.toHaveBeenCalled()
    await advance(1)
    await advance(INTERVAL)
    expect(fetchBuildId).toHaveBeenCalledTimes(2)
    expect(onNewBuild).not.toHaveBeenCalled()
  })

  it('reports a newer build once, then stops polling', async () => {
    const { fetchBuildId, onNewBuild, advance } = start(() => 'b2')
    await advance(INTERVAL)
    await advance(INTERVAL * 3)
    expect(onNewBuild).toHaveBeenCalledTimes(1)
    expect(fetchBuildId).toHaveBeenCalledTimes(1)
    expect(onVisibility).toBeNull()
  })

  it('does not ask while the page is hidden, and asks on return when a check is due', async () => {
    const { fetchBuildId, onNewBuild, advance } = start(() => 'b2')
    visibility = 'hidden'
    await advance(INTERVAL * 2)
    expect(fetchBuildId).not.toHaveBeenCalled()
    visibility = 'visible'
    onVisibility?.()
    await advance(0)
    expect(fetchBuildId).toHaveBeenCalledTimes(1)
    expect(onNewBuild).toHaveBeenCalledTimes(1)
  })

  it('does not ask on return when the last check is recent', async () => {
    const { fetchBuildId, advance } = start(() => 'b1')
    await advance(INTERVAL / 2)
    onVisibility?.()
    expect(fetchBuildId).not.toHaveBeenCalled()
  })

  it('ignores unreadable answers and keeps polling', async () => {
    const answers = [null, null, 'b2']
    const { onNewBuild, advance } = start(() => answers.shift() ?? null)
    await advance(INTERVAL * 2)
    expect(onNewBuild).not.toHaveBeenCalled()
    await advance(INTERVAL)
    expect(onNewBuild).toHaveBeenCalledTimes(1)
  })

  it('stops when asked', async () => {
    const { fetchBuildId, stop, advance } = start(() => 'b2')
    stop()
    await advance(INTERVAL * 2)
    expect(fetchBuildId).not.toHaveBeenCalled()
  })

  it('is off without a build id (tests, tools)', () => {
    const fetchBuildId = jest.fn(async () => 'b2')
    watchForNewBuild({ currentBuildId: '', onNewBuild: jest.fn(), fetchBuildId, doc })
    expect(onVisibility).toBeNull()
  })
})
