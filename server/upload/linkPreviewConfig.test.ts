/** @jest-environment node */
import { readUploadServerConfig } from './config'

// LINK_PREVIEWS (issue #38): off unless set to on; a typo refuses to start instead of passing for off.
describe('LINK_PREVIEWS', () => {
  const key = Object.fromEntries(['kty', 'n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'].map((field) => [field, 'x']))
  const env = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
    ARWEAVE_KEY_JSON: JSON.stringify(key),
    RPC_URL: 'http://127.0.0.1:8545',
    TLD_ADDRESS: `0x${'1'.repeat(40)}`,
    ALLOWED_ORIGINS: 'https://site.example',
    ...extra,
  })

  it('is off by default and on with LINK_PREVIEWS=on, with its own per-IP limit', () => {
    expect(readUploadServerConfig(env({})).linkPreviews).toBe(false)
    expect(readUploadServerConfig(env({ LINK_PREVIEWS: 'off' })).linkPreviews).toBe(false)
    const on = readUploadServerConfig(env({ LINK_PREVIEWS: 'on', LINK_PREVIEW_RATE_LIMIT_PER_IP: '7' }))
    expect(on).toMatchObject({ linkPreviews: true, linkPreviewLimit: { limit: 7, windowMs: 600_000 } })
    expect(readUploadServerConfig(env({})).linkPreviewLimit.limit).toBe(120)
  })

  it('refuses any other value', () => {
    expect(() => readUploadServerConfig(env({ LINK_PREVIEWS: 'yes' }))).toThrow('LINK_PREVIEWS must be on or off')
  })
})
