import { earlyResponse, takeEarlyFetch } from './earlyFetches'

const URL_A = 'https://gw.example/a'

afterEach(() => {
  delete window.__earlyFetches
})

describe('takeEarlyFetch', () => {
  it('gives an early download once, to the first caller for its method and URL', async () => {
    const answer = new Response('{}')
    window.__earlyFetches = { [`GET ${URL_A}`]: Promise.resolve(answer) }
    expect(takeEarlyFetch('GET', `${URL_A}/other`)).toBeNull()
    await expect(takeEarlyFetch('GET', URL_A)).resolves.toBe(answer)
    expect(takeEarlyFetch('GET', URL_A)).toBeNull()
  })

  it('gives none when the page started none', () => {
    expect(takeEarlyFetch('GET', URL_A)).toBeNull()
  })
})

describe('earlyResponse', () => {
  it.each([
    ['none was started', undefined],
    ['it failed', Promise.resolve(null)],
    ['it rejected', Promise.reject(new Error('offline'))],
  ])('is null when %s', async (_case, pending) => {
    if (pending) window.__earlyFetches = { [`GET ${URL_A}`]: pending }
    await expect(earlyResponse('GET', URL_A, 1000)).resolves.toBeNull()
  })

  it('stops waiting for one that does not answer in time', async () => {
    jest.useFakeTimers()
    try {
      window.__earlyFetches = { [`GET ${URL_A}`]: new Promise(() => {}) }
      const response = earlyResponse('GET', URL_A, 1000)
      await jest.advanceTimersByTimeAsync(1000)
      await expect(response).resolves.toBeNull()
    } finally {
      jest.useRealTimers()
    }
  })
})
