/** @jest-environment node */
import { decodeLinkPreview, linkPreviewUrl, requestLinkPreview } from './requestPreview'

const PREVIEW = {
  url: 'https://news.example/story',
  title: 'A story',
  description: 'What happened',
  siteName: 'News',
  author: 'Ann Author',
  image: 'https://img.example/a.png',
}

/** A fetch answering `answers` in turn (an Error is thrown as a network failure); records the URLs asked. */
function fetchAnswering(answers: (Response | Error)[]) {
  const urls: string[] = []
  const fetchFn = jest.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input))
    const answer = answers[urls.length - 1]
    if (!answer) throw new Error('no more answers')
    if (answer instanceof Error) throw answer
    return answer
  })
  return { fetchFn: fetchFn as unknown as typeof fetch, urls }
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
const refusal = (status: number, code: string) => json(status, { error: { code, message: 'no' } })

describe('linkPreviewUrl', () => {
  it('puts the encoded link under the upload URL', () => {
    expect(linkPreviewUrl('/devnet/upload', 'https://a.example/x?y=1&z=2#f')).toBe(
      '/devnet/upload/link-preview?url=https%3A%2F%2Fa.example%2Fx%3Fy%3D1%26z%3D2%23f',
    )
    expect(linkPreviewUrl('https://up.example/upload/', 'http://b.example/')).toBe(
      'https://up.example/upload/link-preview?url=http%3A%2F%2Fb.example%2F',
    )
  })
})

describe('decodeLinkPreview', () => {
  it('keeps a well-formed preview', () => {
    expect(decodeLinkPreview(PREVIEW)).toEqual(PREVIEW)
  })

  it('drops wrong types, empty texts and an image that is not https', () => {
    expect(
      decodeLinkPreview({
        url: 1,
        title: ' ',
        description: 7,
        siteName: ['x'],
        author: {},
        image: 'javascript:alert(1)',
      }),
    ).toEqual({ url: '', title: null, description: null, siteName: null, author: null, image: null })
    // A preview cached before the endpoint read oEmbed has no author.
    const { author: _dropped, ...older } = PREVIEW
    expect(decodeLinkPreview(older)).toEqual({ ...PREVIEW, author: null })
    expect(decodeLinkPreview({ ...PREVIEW, image: 'http://img.example/a.png' })?.image).toBeNull()
    expect(decodeLinkPreview('<html>')).toBeNull()
    expect(decodeLinkPreview(null)).toBeNull()
  })
})

describe('requestLinkPreview (issue #38: no retry storm on 4xx, back-off on 5xx)', () => {
  it('answers the decoded preview of a 200', async () => {
    const { fetchFn, urls } = fetchAnswering([json(200, PREVIEW)])
    expect(await requestLinkPreview('/lp?url=x', { fetchFn })).toEqual({ data: PREVIEW })
    expect(urls).toEqual(['/lp?url=x'])
  })

  it.each([
    [400, 'bad_url'],
    [403, 'blocked_address'],
    [404, 'not_found'],
    [422, 'not_html'],
  ])('takes a %i (%s) as "no preview" at once, without another try', async (status, code) => {
    const { fetchFn, urls } = fetchAnswering([refusal(status, code), json(200, PREVIEW)])
    expect(await requestLinkPreview('/lp', { fetchFn, retryDelaysMs: [0, 0] })).toEqual({ data: null })
    expect(urls).toHaveLength(1)
  })

  it('takes a 429 as an error at once (asked again later, not kept as "no preview"), without another try', async () => {
    const { fetchFn, urls } = fetchAnswering([refusal(429, 'rate_limited'), json(200, PREVIEW)])
    expect(await requestLinkPreview('/lp', { fetchFn, retryDelaysMs: [0, 0] })).toEqual({
      error: { status: 429, data: null },
    })
    expect(urls).toHaveLength(1)
  })

  it('tries a 5xx and a network failure again, and takes the preview that follows', async () => {
    const { fetchFn, urls } = fetchAnswering([
      refusal(502, 'upstream_error'),
      new TypeError('offline'),
      json(200, PREVIEW),
    ])
    expect(await requestLinkPreview('/lp', { fetchFn, retryDelaysMs: [0, 0] })).toEqual({ data: PREVIEW })
    expect(urls).toHaveLength(3)
  })

  it('gives the last error after its retries', async () => {
    const { fetchFn, urls } = fetchAnswering([
      refusal(504, 'timeout'),
      refusal(503, 'limits_unavailable'),
      refusal(502, 'upstream_error'),
    ])
    expect(await requestLinkPreview('/lp', { fetchFn, retryDelaysMs: [0, 0] })).toEqual({
      error: { status: 502, data: null },
    })
    expect(urls).toHaveLength(3)
  })

  it('waits for the back-off (or a longer Retry-After) between tries', async () => {
    jest.useFakeTimers()
    try {
      const { fetchFn, urls } = fetchAnswering([
        refusal(503, 'limits_unavailable'),
        json(503, { error: { code: 'limits_unavailable', message: '' } }, { 'retry-after': '5' }),
        json(200, PREVIEW),
      ])
      const result = requestLinkPreview('/lp', { fetchFn, retryDelaysMs: [1_000, 2_000] })
      await jest.advanceTimersByTimeAsync(999)
      expect(urls).toHaveLength(1)
      await jest.advanceTimersByTimeAsync(1)
      expect(urls).toHaveLength(2)
      // Retry-After: 5 is longer than the 2 s back-off.
      await jest.advanceTimersByTimeAsync(4_999)
      expect(urls).toHaveLength(2)
      await jest.advanceTimersByTimeAsync(1)
      expect(await result).toEqual({ data: PREVIEW })
    } finally {
      jest.useRealTimers()
    }
  })

  it('gives up a try that takes longer than its time limit, as a failure to retry', async () => {
    const never = jest.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
    const result = await requestLinkPreview('/lp', {
      fetchFn: never as unknown as typeof fetch,
      retryDelaysMs: [],
      timeoutMs: 10,
    })
    expect(result).toEqual({ error: { status: 'FETCH_ERROR', error: 'The link preview timed out.' } })
  })

  it('stops when the caller aborts, even while waiting to retry', async () => {
    const controller = new AbortController()
    const { fetchFn, urls } = fetchAnswering([refusal(502, 'upstream_error'), json(200, PREVIEW)])
    const result = requestLinkPreview('/lp', { fetchFn, signal: controller.signal, retryDelaysMs: [60_000] })
    await Promise.resolve()
    controller.abort(new Error('unsubscribed'))
    await expect(result).rejects.toThrow('unsubscribed')
    expect(urls).toHaveLength(1)
  })
})
