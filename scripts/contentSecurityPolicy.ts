import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { AppConfig } from '../src/config'
import { baseSepoliaConfig } from '../src/config/baseSepolia'
import { devnetConfig } from '../src/config/devnet'
import { isCowChain } from '../src/features/swap/cow/cowChains'

/**
 * The security headers of the site (issue #35, docs/HOSTING.md "Security headers"): a Content-Security-Policy that
 * allows the inline scripts of the built index.html by their SHA-256 (never 'unsafe-inline' for scripts), connections
 * only to the services the config names, and framing only by Farcaster hosts; Referrer-Policy; HSTS. The e2e test
 * e2e/site/csp.spec.ts serves the built site under exactly this policy and fails on any violation.
 *
 * `npx tsx scripts/contentSecurityPolicy.ts [--profile base-sepolia|devnet] [--html dist/index.html]` prints the
 * headers for that build: run it after every build, since the inline scripts (and so their hashes) change with it.
 */

/** The placeholder a hash-less policy (the docs' template) shows where a build's script hashes go. */
export const SCRIPT_HASHES_PLACEHOLDER = "'sha256-<inline scripts of dist/index.html>'"

/**
 * The Farcaster clients allowed to embed the site as a mini app (frame-ancestors): farcaster.xyz and its subdomains
 * (the web client and its wallet), and warpcast.com, its former name, which still redirects there.
 */
export const FARCASTER_FRAME_ANCESTORS = [
  'https://farcaster.xyz',
  'https://*.farcaster.xyz',
  'https://warpcast.com',
  'https://*.warpcast.com',
] as const

/** WalletConnect's relay, RPC, verify and explorer hosts (its SDK picks among them), when the config enables it. */
const WALLETCONNECT_SOURCES = [
  'https://*.walletconnect.com',
  'wss://*.walletconnect.com',
  'https://*.walletconnect.org',
  'wss://*.walletconnect.org',
  'https://*.web3modal.org',
]
/** WalletConnect's verify API runs in an iframe from these (phishing checks of the dapp's origin). */
const WALLETCONNECT_FRAMES = ['https://verify.walletconnect.com', 'https://verify.walletconnect.org']
/** The CoW Protocol swap widget is an iframe of swap.cow.fi (loaded only on the chains CoW serves). */
const COW_WIDGET_ORIGIN = 'https://swap.cow.fi'

/** The contents of index.html's inline scripts (no `src`), in document order, exactly as the browser hashes them. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? '')
}

/** A CSP hash source of a script's text: `'sha256-<base64>'` of its UTF-8 bytes. */
export const scriptHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The CSP source of one configured URL: its origin (with `wss:`/`ws:` kept for WebSocket URLs), or null for a path of
 * the site itself ('/devnet/rpc'), which 'self' covers.
 */
export function sourceOf(url: string | undefined): string | null {
  if (!url || !/^(https?|wss?):\/\//i.test(url)) return null
  return new URL(url).origin
}

/**
 * The connect-src allow-list of a config: the site itself, the RPC (HTTP and WebSocket), the Arweave gateway and
 * node, the upload endpoint, the event index, the IPFS gateways, the Farcaster Quick Auth server, and WalletConnect when configured.
 */
export function connectSources(config: AppConfig): string[] {
  const configured = [
    config.chain.rpcUrl,
    config.chain.wsRpcUrl,
    config.arweaveGateway,
    config.arweaveNodeUrl,
    config.uploadUrl,
    config.indexUrl,
    ...config.ipfsGateways,
    config.quickAuthServerOrigin,
  ].map(sourceOf)
  const sources = ["'self'", ...configured.filter((source): source is string => source !== null)]
  if (config.walletConnectProjectId) sources.push(...WALLETCONNECT_SOURCES)
  return [...new Set(sources)]
}

/**
 * The Content-Security-Policy header value for a build of `config` whose index.html has `scriptHashes` (scriptHash of
 * each inlineScripts entry; the docs pass SCRIPT_HASHES_PLACEHOLDER). Styles allow 'unsafe-inline': styled-components
 * and web3-onboard write style elements at run time, which no hash can cover; scripts never do.
 */
export function contentSecurityPolicy(config: AppConfig, scriptHashes: readonly string[]): string {
  const frames = [
    ...(config.walletConnectProjectId ? WALLETCONNECT_FRAMES : []),
    ...(isCowChain(config.chain.chainId) ? [COW_WIDGET_ORIGIN] : []),
  ]
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    // Profile pictures and message images come from any https gateway a name's record points to.
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', ...connectSources(config)],
    ['frame-src', ...(frames.length > 0 ? frames : ["'none'"])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...FARCASTER_FRAME_ANCESTORS],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** HSTS: two years, subdomains included (send it only over HTTPS; browsers ignore it on http://). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'
/** Full URLs stay on the site; other origins see only the site's origin (and nothing when leaving HTTPS). */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin'

/** Every security header of the site's responses for a build of `config` with these inline-script hashes. */
export function securityHeaders(config: AppConfig, scriptHashes: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config, scriptHashes),
    'referrer-policy': REFERRER_POLICY,
    'strict-transport-security': STRICT_TRANSPORT_SECURITY,
    'x-content-type-options': 'nosniff',
  }
}

/** The security headers for the build in `dist` (its index.html's inline scripts) of `config`. */
export function securityHeadersOfBuild(config: AppConfig, dist: string): Record<string, string> {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
  return securityHeaders(config, inlineScripts(html).map(scriptHash))
}

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      profile: { type: 'string', default: 'base-sepolia' },
      html: { type: 'string', default: path.resolve(__dirname, '../dist/index.html') },
    },
  })
  const config = values.profile === 'devnet' ? devnetConfig : baseSepoliaConfig
  const html = fs.readFileSync(values.html, 'utf8')
  const headers = securityHeaders(config, inlineScripts(html).map(scriptHash))
  for (const [name, value] of Object.entries(headers)) console.log(`${name}: ${value}`)
}
