import fs from 'node:fs'
import path from 'node:path'
import { formatDevnetAddresses, readDevnetAddresses } from '../devnet'
import { build } from '../scripts/build'
import { startDevnetStack, type DevnetStack } from '../scripts/devnetStack'
import { startIndexer, type IndexerHandle } from '../scripts/indexer'
import { startStaticHost } from '../scripts/staticHost'
import { rpcCall } from './support/jsonRpc'
import { PREVIEW_PAGES_ENV, startPreviewPageServer } from './support/previewPages'
import { hasExternalStack, publishStack, readStack } from './support/stackEnv'

const ROOT = path.resolve(__dirname, '..')
const DIST = path.join(ROOT, 'dist')
const log = (message: string) => console.log(`[e2e] ${message}`)
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`

/** True when dist/ holds a devnet build: its code talks to the same-origin devnet RPC path. */
function isDevnetBuild(): boolean {
  const assets = path.join(DIST, 'assets')
  if (!fs.existsSync(path.join(DIST, 'index.html')) || !fs.existsSync(assets)) return false
  return fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => fs.readFileSync(path.join(assets, file), 'utf8').includes('/devnet/rpc'))
}

/** The production bundle with the devnet profile; E2E_SKIP_BUILD=1 reuses dist/ (it must be a devnet build). */
async function buildApp(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!isDevnetBuild())
      throw new Error(
        'E2E_SKIP_BUILD=1 but dist/ holds no devnet build; run once without it (or `npm run build -- --profile devnet`).',
      )
    log('reusing dist/ (E2E_SKIP_BUILD=1)')
    return
  }
  const started = Date.now()
  await build('devnet')
  log(`built the devnet bundle in ${seconds(started)}`)
}

/**
 * Mines an empty block every E2E_BLOCK_TICK_MS (default 1000; 0 = off) on top of automine, so the chain keeps
 * producing blocks like a real one. Without it, a client that starts watching for blocks just after the block with its
 * transaction was mined waits for the next block, which on an idle automine chain never comes (ethers'
 * waitForTransaction does exactly that). Returns the stop function.
 */
function startBlockTicker(rpcUrl: string): () => Promise<void> {
  const intervalMs = Number(process.env.E2E_BLOCK_TICK_MS ?? 1000)
  if (!(intervalMs > 0)) return async () => {}
  const timer = setInterval(() => {
    rpcCall(rpcUrl, 'evm_mine').catch(() => undefined)
  }, intervalMs)
  return async () => clearInterval(timer)
}

/** The app bundles the committed address book: the fresh chain must have its contracts at exactly those addresses. */
function checkAddresses(stack: DevnetStack): void {
  const deployed = formatDevnetAddresses(stack.addresses)
  const committed = formatDevnetAddresses(readDevnetAddresses())
  if (deployed !== committed) {
    throw new Error(
      `The devnet deployed its contracts at other addresses than src/config/devnet-addresses.json.\nDeployed:\n${deployed}\nRegenerate the file (npx tsx devnet/deploy.ts) and rebuild.`,
    )
  }
}

/**
 * The event index (indexer/, issue #36) over the stack's chain and arlocal: Ponder on PGlite in a temporary folder, on
 * a free port (scripts/indexer.ts). E2E_INDEXER=off skips it; the app then runs as on a site without an index reachable
 * (search says it is unavailable), as it does when the index fails to start, which is logged, not fatal: the other
 * journeys do not need it, and e2e/search says what is missing.
 */
async function startIndex(stack: DevnetStack): Promise<IndexerHandle | null> {
  if (process.env.E2E_INDEXER === 'off') return null
  const started = Date.now()
  try {
    const indexer = await startIndexer({ rpcUrl: stack.rpcUrl, arweaveUrl: stack.arweaveUrl })
    log(`event index on ${indexer.url} (ready in ${seconds(started)})`)
    return indexer
  } catch (error) {
    console.error('[e2e] the event index did not start; search journeys will fail', error)
    return null
  }
}

/**
 * Playwright global setup: builds the app (devnet profile) while the devnet stack starts (anvil on a free port,
 * automine, contracts deployed and seeded) and then the event index over it (proxied at /devnet/index), then serves
 * dist/ on a free port with the stack's proxies, and publishes the URLs to the workers (support/stackEnv.ts). The
 * link-preview journeys' page server (support/previewPages.ts) starts first: the stack's upload endpoint may fetch it.
 * Returns the teardown, which stops everything; if setup fails halfway, whatever had started is stopped before the
 * error is rethrown. With E2E_APP_URL and E2E_RPC_URL already set, it uses that stack and starts nothing.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (hasExternalStack()) {
    log(`using the running stack at ${readStack().appUrl}`)
    return async () => {}
  }
  const stops: (() => Promise<void>)[] = []
  const teardown = async () => {
    for (const stop of stops.reverse())
      await stop().catch((error: unknown) => console.error('[e2e] teardown step failed', error))
  }
  try {
    const started = Date.now()
    // Before the stack: its upload endpoint may preview this server's pages (one loopback port, e2e only).
    const pages = await startPreviewPageServer()
    stops.push(() => pages.close())
    process.env[PREVIEW_PAGES_ENV] = pages.origin
    const linkPreviewTestAllow = { addresses: ['127.0.0.1'], ports: [pages.port] }
    const stackStarting = startDevnetStack({ writeAddresses: false, linkPreviewTestAllow, log })
    // The index catches up with the seeded chain while the build is still running.
    const indexStarting = stackStarting.then(startIndex)
    const [built, stack, index] = await Promise.allSettled([buildApp(), stackStarting, indexStarting])
    if (stack.status === 'fulfilled') stops.push(() => stack.value.stop())
    if (index.status === 'fulfilled' && index.value) {
      const indexer = index.value
      stops.push(() => indexer.stop())
    }
    if (built.status === 'rejected') throw built.reason
    if (stack.status === 'rejected') throw stack.reason
    checkAddresses(stack.value)
    stops.push(startBlockTicker(stack.value.rpcUrl))
    const indexUrl = index.status === 'fulfilled' ? index.value?.url : undefined
    const proxies = { ...stack.value.proxies, ...(indexUrl ? { '/devnet/index': indexUrl } : {}) }
    const host = await startStaticHost({ root: DIST, proxies })
    stops.push(() => host.close())
    if (indexUrl) {
      // Farcaster notifications (issue #37) read the index and open the app: both are known only now.
      const sending = stack.value.startNotifications({ indexerUrl: indexUrl, siteOrigin: host.url })
      stops.push(() => sending.stop())
    }
    publishStack({ appUrl: host.url, rpcUrl: stack.value.rpcUrl, proxies })
    log(`app on ${host.url}, chain on ${stack.value.rpcUrl} (ready in ${seconds(started)})`)
    return teardown
  } catch (error) {
    await teardown()
    throw error
  }
}
