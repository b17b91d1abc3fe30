import { CACHE_URLS, SKIP_WAITING, parseWorkerMessage } from './messages'
import { isServiceWorkerBuild, loadedUrls, startServiceWorker } from './register'

describe('loadedUrls', () => {
  it('keeps each web URL once and drops what is not one', () => {
    const entries = [
      { name: 'http://localhost/assets/main.1a2b3c4d.js' },
      { name: 'http://localhost/assets/main.1a2b3c4d.js' },
      { name: 'https://arweave.net/abc' },
      { name: 'http://tracker.example.com/x' },
      { name: 'data:image/png;base64,AAAA' },
      { name: 'not a url' },
    ]
    expect(loadedUrls(entries, 'http://localhost')).toEqual([
      'http://localhost/assets/main.1a2b3c4d.js',
      'https://arweave.net/abc',
    ])
  })
})

describe('parseWorkerMessage', () => {
  it('reads the two messages and nothing else', () => {
    expect(parseWorkerMessage({ type: SKIP_WAITING })).toEqual({ type: SKIP_WAITING })
    expect(parseWorkerMessage({ type: CACHE_URLS, urls: ['/a', 3, '/b'] })).toEqual({
      type: CACHE_URLS,
      urls: ['/a', '/b'],
    })
    expect(parseWorkerMessage({ type: CACHE_URLS, urls: 'x' })).toBeNull()
    expect(parseWorkerMessage({ type: 'OTHER' })).toBeNull()
    expect(parseWorkerMessage(null)).toBeNull()
    expect(parseWorkerMessage('SKIP_WAITING')).toBeNull()
  })

  it('caps a long list', () => {
    const message = parseWorkerMessage({ type: CACHE_URLS, urls: Array.from({ length: 900 }, (_, i) => `/${i}`) })
    expect(message?.type === CACHE_URLS && message.urls.length).toBe(500)
  })
})

describe('startServiceWorker', () => {
  it('is off in tests and tools (no SERVICE_WORKER=on at build time), and removes a worker left by another build', async () => {
    expect(isServiceWorkerBuild()).toBe(false)
    const unregister = jest.fn(async () => true)
    const getRegistrations = jest.fn(async () => [{ unregister }])
    Object.defineProperty(navigator, 'serviceWorker', { value: { getRegistrations }, configurable: true })
    try {
      expect(startServiceWorker({ onUpdateWaiting: jest.fn() })).toBeNull()
      await Promise.resolve()
      await Promise.resolve()
      expect(unregister).toHaveBeenCalledTimes(1)
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker')
    }
  })

  it('does nothing without service workers', () => {
    expect(startServiceWorker({ onUpdateWaiting: jest.fn() })).toBeNull()
  })
})
