/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import { baseSepoliaConfig } from '../src/config/baseSepolia'
import { devnetConfig } from '../src/config/devnet'
import {
  SCRIPT_HASHES_PLACEHOLDER,
  connectSources,
  contentSecurityPolicy,
  inlineScripts,
  scriptHash,
  securityHeaders,
  sourceOf,
} from './contentSecurityPolicy'

describe('the security headers of a build (issue #35)', () => {
  it('hashes only the inline scripts, with their exact text', () => {
    const html =
      '<!doctype html><head><script>var a=1</script><script defer src=/assets/main.1.js></script>' +
      '<script type="module" src="/x.js"></script><style>p{}</style><script id=b>\n  b()\n</script></head>'
    expect(inlineScripts(html)).toEqual(['var a=1', '\n  b()\n'])
    // The SHA-256 of no bytes, as browsers report it.
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })

  it.each([
    ['/devnet/rpc', null],
    ['https://sepolia.base.org', 'https://sepolia.base.org'],
    ['https://arweave.net/', 'https://arweave.net'],
    ['wss://rpc.example:8546/ws', 'wss://rpc.example:8546'],
    [undefined, null],
  ])('takes the origin of %p as its source (%p)', (url, source) => {
    expect(sourceOf(url)).toBe(source)
  })

  it('allows connections only to the services the config names', () => {
    // The devnet reaches everything through its own paths: 'self', plus the fixed outside services.
    expect(connectSources(devnetConfig)).toEqual([
      "'self'",
      'https://ipfs.io',
      'https://dweb.link',
      'https://ipfs.filebase.io',
      'https://auth.farcaster.xyz',
    ])
    const withUploadElsewhere = {
      ...baseSepoliaConfig,
      uploadUrl: 'https://upload.example/api',
      walletConnectProjectId: '',
    }
    expect(connectSources(withUploadElsewhere)).toContain('https://upload.example')
    expect(connectSources(withUploadElsewhere).some((source) => source.includes('walletconnect'))).toBe(false)
  })

  it('lets only Farcaster hosts frame the site, and loads the CoW widget frame only where CoW serves', () => {
    const policy = contentSecurityPolicy(baseSepoliaConfig, [])
    expect(policy).toMatch(
      /(^|; )frame-ancestors https:\/\/farcaster\.xyz https:\/\/\*\.farcaster\.xyz https:\/\/warpcast\.com https:\/\/\*\.warpcast\.com$/,
    )
    expect(policy).not.toContain('swap.cow.fi')
    const onBase = { ...baseSepoliaConfig, chain: { ...baseSepoliaConfig.chain, chainId: 8453 } }
    expect(contentSecurityPolicy(onBase, [])).toContain('frame-src https://swap.cow.fi')
  })

  it('sends Referrer-Policy, HSTS and nosniff with the policy', () => {
    expect(securityHeaders(devnetConfig, ["'sha256-x'"])).toEqual({
      'content-security-policy': expect.stringContaining("script-src 'self' 'sha256-x';"),
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
    })
  })

  it('is the policy docs/HOSTING.md shows for the production profile', () => {
    const docs = fs.readFileSync(path.resolve(__dirname, '../docs/HOSTING.md'), 'utf8')
    const shown = /<!-- csp-policy:[^>]*-->\s*```text\n([\s\S]*?)\n```/.exec(docs)?.[1]
    const expected = contentSecurityPolicy({ ...baseSepoliaConfig, walletConnectProjectId: 'set' }, [
      SCRIPT_HASHES_PLACEHOLDER,
    ])
    expect(shown?.split('\n').join(' ')).toBe(expected)
  })
})
