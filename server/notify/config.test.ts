/** @jest-environment node */
import { createNotifyService, readNotifyConfig } from './config'

const KEY = `0x${'cd'.repeat(32)}`

describe('readNotifyConfig', () => {
  it('is off without an app-key check', () => {
    expect(readNotifyConfig({}, ['https://site.example'])).toBeUndefined()
  })

  it('reads a local key registry, the event index and the interval; target URLs default to the first origin', () => {
    const config = readNotifyConfig(
      { FARCASTER_APP_KEYS: `7:${KEY}:9`, NOTIFY_INDEXER_URL: 'http://127.0.0.1:42069', NOTIFY_INTERVAL_SEC: '5' },
      ['https://site.example', 'https://www.site.example'],
    )
    expect(config).toEqual({
      appKeys: { kind: 'local', keys: [{ fid: 7, appKey: KEY, appFid: 9 }] },
      indexerUrl: 'http://127.0.0.1:42069',
      siteOrigin: 'https://site.example',
      intervalMs: 5000,
    })
  })

  it('prefers a hub to Neynar, and needs NOTIFY_SITE_URL when any origin is allowed', () => {
    const env = { FARCASTER_HUB_URL: 'https://hub.example:3381', NEYNAR_API_KEY: 'key' }
    expect(readNotifyConfig(env, ['https://site.example'])?.appKeys).toEqual({
      kind: 'hub',
      url: 'https://hub.example:3381',
    })
    expect(readNotifyConfig({ NEYNAR_API_KEY: 'key' }, ['https://site.example'])?.appKeys).toEqual({ kind: 'neynar' })
    expect(() => readNotifyConfig(env, '*')).toThrow(/NOTIFY_SITE_URL/)
    expect(readNotifyConfig({ ...env, NOTIFY_SITE_URL: 'http://localhost:8080/app' }, '*')?.siteOrigin).toBe(
      'http://localhost:8080',
    )
  })
})

describe('createNotifyService', () => {
  it('runs no round without an event index', async () => {
    const config = readNotifyConfig({ FARCASTER_APP_KEYS: `7:${KEY}:9` }, ['https://site.example'])
    if (!config) throw new Error('The configuration is off')
    const service = createNotifyService({ ...config, intervalMs: 1 }, {})
    const sending = service.startSending()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sending.rounds()).toBe(0)
    await sending.stop()
    await service.store.close()
  })
})
