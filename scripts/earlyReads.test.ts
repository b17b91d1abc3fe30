/** @jest-environment node */
import vm from 'node:vm'
import { devnetConfig } from '../src/config/devnet'
import { AUTHOR_PROFILES_LENS_CODE } from '../src/services/chat/authorProfilesLensCode'
import { authorProfilesCallData } from '../src/services/chat/authorProfiles'
import { earlyReadsScript, firstScreenRequest } from './earlyReads'

/** Runs the inline script as a browser would on `pathname` (`isWide`: the sidebar shows); what it fetched and left. */
function runOn(pathname: string, isWide = false) {
  const fetched: { url: string; init: { method: string; body: string } }[] = []
  const window: Record<string, unknown> = {}
  const fetch = (url: string, init: { method: string; body: string }) => {
    fetched.push({ url, init })
    return Promise.resolve({ json: () => Promise.resolve({ result: '0x' }) })
  }
  Object.assign(window, { fetch })
  const code = earlyReadsScript(devnetConfig).replace(/^\s*<script>|<\/script>\s*$/g, '')
  const matchMedia = (query: string) => ({ matches: isWide && query === '(min-width: 1000px)' })
  Object.assign(window, { matchMedia })
  vm.runInNewContext(code, { window, fetch, matchMedia, location: { pathname }, performance: { now: () => 12 } })
  return {
    fetched,
    early: window.__earlyReads as { request: string; startedAt: number } | undefined,
    profiles: window.__earlyProfiles as { response: Promise<unknown>; startedAt: number } | undefined,
  }
}

describe('earlyReadsScript', () => {
  it("on a channel's page, sends that channel's first-screen reads to the RPC and leaves them for the app", () => {
    const { fetched, early } = runOn('/shill')
    expect(fetched[0]?.url).toBe(devnetConfig.chain.rpcUrl)
    expect(fetched[0]?.init).toMatchObject({ method: 'POST', body: firstScreenRequest(devnetConfig, 'shill', false) })
    expect(early).toMatchObject({ request: firstScreenRequest(devnetConfig, 'shill', false), startedAt: 12 })
  })

  it("sends the lens read of that channel's newest authors after it, as a deployless eth_call", async () => {
    const { fetched, profiles } = runOn('/shill')
    expect(fetched).toHaveLength(2)
    expect(fetched[1]?.url).toBe(devnetConfig.chain.rpcUrl)
    const body = JSON.parse(fetched[1]?.init.body ?? '{}') as {
      method: string
      params: [{ to?: string; data: string }]
    }
    expect(body.method).toBe('eth_call')
    expect(body.params[0].to).toBeUndefined()
    expect(body.params[0].data).toBe(
      authorProfilesCallData(devnetConfig.punkTldAddress, devnetConfig.chatChannels.shill, devnetConfig.chatPageSize),
    )
    expect(body.params[0].data.startsWith(AUTHOR_PROFILES_LENS_CODE)).toBe(true)
    expect(profiles?.startedAt).toBe(12)
    await expect(profiles?.response).resolves.toEqual({ result: '0x' })
  })

  it("adds the sidebar's reads on a wide screen", () => {
    const { fetched } = runOn('/', true)
    expect(fetched[0]?.init.body).toBe(firstScreenRequest(devnetConfig, 'general', true))
    expect(firstScreenRequest(devnetConfig, 'general', true).length).toBeGreaterThan(
      firstScreenRequest(devnetConfig, 'general', false).length,
    )
  })

  it('does nothing on other pages', () => {
    const { fetched, early, profiles } = runOn('/about')
    expect(fetched).toHaveLength(0)
    expect(early).toBeUndefined()
    expect(profiles).toBeUndefined()
  })
})
