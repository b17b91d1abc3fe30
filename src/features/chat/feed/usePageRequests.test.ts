import { act, renderHook, waitFor } from '@testing-library/react'
import { usePageRequests } from './usePageRequests'

/**
 * The feed query as the hook sees it: a fetch puts it in flight at once (RTK Query's synchronous 'pending') and
 * returns a promise that `settle` resolves, as the page comes in.
 */
function setup(isFetchingAtStart: boolean) {
  const query = { isFetching: isFetchingAtStart, done: [] as (() => void)[] }
  let requests = 0
  const start = () => {
    query.isFetching = true
    const requestId = `request ${++requests}`
    return Object.assign(
      new Promise<{ requestId: string }>((resolve) => query.done.push(() => resolve({ requestId }))),
      {
        requestId,
      },
    )
  }
  const fetchOlder = jest.fn(start)
  const fetchNewer = jest.fn(start)
  const hook = renderHook(() => usePageRequests(query.isFetching, fetchOlder, fetchNewer))
  const settle = async () => {
    query.isFetching = false
    await act(async () => {
      query.done.splice(0).forEach((resolve) => resolve())
      await Promise.resolve()
    })
    hook.rerender()
  }
  return { ...hook, fetchOlder, fetchNewer, settle }
}

describe('usePageRequests (issue #18: a Load more click is never lost)', () => {
  it('asks for the older page at once when nothing is in flight, and is waiting until it is in', async () => {
    const { result, fetchOlder, fetchNewer, settle } = setup(false)
    act(() => result.current.requestOlder())
    expect(fetchOlder).toHaveBeenCalledTimes(1)
    expect(fetchNewer).not.toHaveBeenCalled()
    expect(result.current.isOlderWaiting).toBe(true)
    await settle()
    expect(result.current.isOlderWaiting).toBe(false)
    expect(fetchOlder).toHaveBeenCalledTimes(1)
  })

  it('keeps a click made while a refetch is in flight and makes it once the refetch settles', async () => {
    const { result, fetchOlder, settle } = setup(true)
    act(() => result.current.requestOlder())
    act(() => result.current.requestOlder())
    expect(fetchOlder).not.toHaveBeenCalled()
    expect(result.current.isOlderWaiting).toBe(true)
    await settle()
    expect(fetchOlder).toHaveBeenCalledTimes(1)
    await settle()
    expect(fetchOlder).toHaveBeenCalledTimes(1)
    expect(result.current.isOlderWaiting).toBe(false)
  })

  it('makes waiting requests one at a time, the older page first', async () => {
    const { result, fetchOlder, fetchNewer, settle } = setup(true)
    act(() => {
      result.current.requestNewer()
      result.current.requestOlder()
    })
    await settle()
    expect(fetchOlder).toHaveBeenCalledTimes(1)
    expect(fetchNewer).not.toHaveBeenCalled()
    await settle()
    expect(fetchNewer).toHaveBeenCalledTimes(1)
  })

  it('takes the next click after a page came in', async () => {
    const fetchOlder = jest.fn(() => Object.assign(Promise.resolve({ requestId: 'a' }), { requestId: 'a' }))
    const { result } = renderHook(() => usePageRequests(false, fetchOlder, fetchOlder))
    await act(async () => {
      result.current.requestOlder()
      await Promise.resolve()
    })
    expect(result.current.isOlderWaiting).toBe(false)
    await act(async () => {
      result.current.requestOlder()
      await Promise.resolve()
    })
    expect(fetchOlder).toHaveBeenCalledTimes(2)
  })
})

describe('usePageRequests when RTK Query skips a request', () => {
  /** A fetch RTK Query skipped: its promise settles with the state of another request. */
  const skipped = () => Object.assign(Promise.resolve({ requestId: 'other' }), { requestId: 'mine' })
  const made = () => Object.assign(Promise.resolve({ requestId: 'mine' }), { requestId: 'mine' })

  it('asks again after a skip (the request in flight is done by then)', async () => {
    const fetchOlder = jest.fn().mockImplementationOnce(skipped).mockImplementation(made)
    const { result } = renderHook(() => usePageRequests(false, fetchOlder, made))
    act(() => result.current.requestOlder())
    await waitFor(() => expect(result.current.isOlderWaiting).toBe(false))
    expect(fetchOlder).toHaveBeenCalledTimes(2)
  })

  it('drops a request skipped again and again (no such page), without looping', async () => {
    const fetchOlder = jest.fn(skipped)
    const { result } = renderHook(() => usePageRequests(false, fetchOlder, made))
    act(() => result.current.requestOlder())
    await waitFor(() => expect(result.current.isOlderWaiting).toBe(false))
    expect(fetchOlder).toHaveBeenCalledTimes(4)
  })
})
