import { afterLoadAndIdle } from './afterLoadAndIdle'

describe('afterLoadAndIdle (issue #18: code no first screen needs waits)', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    Object.assign(window, { requestIdleCallback: (task: () => void) => setTimeout(task, 50) })
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('waits for 5 s after the navigation, then an idle moment (the page has loaded)', async () => {
    jest.spyOn(performance, 'now').mockReturnValue(1_000)
    let isDone = false
    void afterLoadAndIdle().then(() => (isDone = true))
    await jest.advanceTimersByTimeAsync(4_000)
    expect(isDone).toBe(false)
    await jest.advanceTimersByTimeAsync(50)
    expect(isDone).toBe(true)
  })

  it('waits for the load event first', async () => {
    jest.spyOn(performance, 'now').mockReturnValue(10_000)
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    let isDone = false
    void afterLoadAndIdle().then(() => (isDone = true))
    await jest.advanceTimersByTimeAsync(10_000)
    expect(isDone).toBe(false)
    window.dispatchEvent(new Event('load'))
    await jest.advanceTimersByTimeAsync(50)
    expect(isDone).toBe(true)
  })
})
