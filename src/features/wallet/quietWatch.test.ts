import { watchQuiet } from './quietWatch'

describe('watchQuiet (issue #18: heavy work waits for a pause in the reader’s input)', () => {
  let input: () => void = () => undefined
  const stopped = jest.fn()
  const watch = (onInput: () => void) => {
    input = onInput
    return stopped
  }
  // The fake timers' own clock: a clock set ahead of them made each wait end in a run of 1 ms timers (~4.5 s of real
  // time for one test, past Jest's 5 s limit on a busy machine).
  const quiet = () => watchQuiet(5_000, { watch, now: () => jest.now() })
  const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms)

  beforeEach(() => {
    jest.useFakeTimers()
    stopped.mockClear()
  })
  afterEach(() => jest.useRealTimers())

  it('runs at once when there was no input, and stops listening', () => {
    const task = jest.fn()
    quiet().whenQuiet(task)
    expect(task).toHaveBeenCalledTimes(1)
    expect(stopped).toHaveBeenCalled()
  })

  it('waits for 5 s without input after the last one', async () => {
    const task = jest.fn()
    const watcher = quiet()
    input() // at 0
    await advance(2_000)
    watcher.whenQuiet(task) // at 2 s: 3 s to go
    await advance(2_900)
    expect(task).not.toHaveBeenCalled()
    await advance(100)
    expect(task).toHaveBeenCalledTimes(1)
    expect(stopped).toHaveBeenCalled()
  })

  it('starts over on each input while it waits (a reader who keeps scrolling)', async () => {
    const task = jest.fn()
    const watcher = quiet()
    input()
    watcher.whenQuiet(task)
    for (let i = 0; i < 4; i++) {
      await advance(3_000)
      input()
    }
    expect(task).not.toHaveBeenCalled()
    await advance(4_999)
    expect(task).not.toHaveBeenCalled()
    await advance(1)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
