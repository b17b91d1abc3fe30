/** @jest-environment node */
import vm from 'node:vm'
import { devnetConfig } from '../src/config/devnet'
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
  return { fetched, early: window.__earlyReads as { request: string; startedAt: number } | undefined }
}

describe('earlyReadsScript', () => {
  it("on a channel's page, sends that channel's first-screen reads to the RPC and leaves them for the app", () => {
    const { fetched, early } = runOn('/shill')
    expect(fetched).toHaveLength(1)
    expect(fetched[0]?.url).toBe(devnetConfig.chain.rpcUrl)
    expect(fetched[0]?.init).toMatchObject({ method: 'POST', body: firstScreenRequest(devnetConfig, 'shill', false) })
    expect(early).toMatchObject({ request: firstScreenRequest(devnetConfig, 'shill', false), startedAt: 12 })
  })

  it("adds the sidebar's reads on a wide screen", () => {
    const { fetched } = runOn('/', true)
    expect(fetched[0]?.init.body).toBe(firstScreenRequest(devnetConfig, 'general', true))
    expect(firstScreenRequest(devnetConfig, 'general', true).length).toBeGreaterThan(
      firstScreenRequest(devnetConfig, 'general', false).length,
    )
  })

  it('does nothing on other pages', () => {
    const { fetched, early } = runOn('/about')
    expect(fetched).toHaveLength(0)
    expect(early).toBeUndefined()
  })
})
