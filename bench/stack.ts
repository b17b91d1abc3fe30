import fs from 'node:fs'
import path from 'node:path'
import { formatDevnetAddresses, readDevnetAddresses } from '../devnet'
import { build } from '../scripts/build'
import { startDevnetStack, type DevnetStack } from '../scripts/devnetStack'
import { startStaticHost } from '../scripts/staticHost'
import { makeLocalCert } from './localCert'
import { chunkMapFromStats, distBuildId, readChunkMap, writeChunkMap, type ChunkMap } from './chunks'

export const ROOT = path.resolve(__dirname, '..')
export const DIST = path.join(ROOT, 'dist')
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results')
/** The package map of the last build the bench made (kept so --skip-build can still check what loads on demand). */
const CHUNK_MAP_FILE = path.join(RESULTS_DIR, 'chunk-packages.json')

export interface BenchStack {
  /** The static host serving dist/ (Brotli or gzip; HTTP/2 over TLS when openssl is there), devnet paths proxied. */
  appUrl: string
  /** What the static host speaks: HTTP/2 over TLS, or HTTP/1.1 where no certificate could be made. */
  protocol: 'HTTP/2' | 'HTTP/1.1'
  /** anvil's own URL (the test wallet sends there from Node, as a browser wallet would from its own node). */
  rpcUrl: string
  /** arlocal's own URL (bench/feedScroll.ts seeds bodies there). */
  arweaveUrl: string
  multicall3: string
  /** Seconds the build took (null when dist/ was reused). */
  buildSeconds: number | null
  /** Which packages each JS file carries; null when dist/ was reused and its map is unknown. */
  chunkMap: ChunkMap | null
  stop(): Promise<void>
}

/** True when dist/ holds a devnet build: its code talks to the same-origin devnet RPC path. */
function isDevnetBuild(): boolean {
  const assets = path.join(DIST, 'assets')
  if (!fs.existsSync(path.join(DIST, 'index.html')) || !fs.existsSync(assets)) return false
  return fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => fs.readFileSync(path.join(assets, file), 'utf8').includes('/devnet/rpc'))
}

async function buildApp(
  skipBuild: boolean,
  log: (message: string) => void,
): Promise<{ seconds: number | null; chunkMap: ChunkMap | null }> {
  if (skipBuild) {
    if (!isDevnetBuild()) throw new Error('--skip-build, but dist/ holds no devnet build: run once without it.')
    log('reusing dist/ (--skip-build)')
    return { seconds: null, chunkMap: readChunkMap(CHUNK_MAP_FILE, distBuildId(DIST)) }
  }
  const started = Date.now()
  const stats = await build('devnet')
  const seconds = (Date.now() - started) / 1000
  log(`built the devnet bundle in ${seconds.toFixed(1)} s`)
  const chunkMap = chunkMapFromStats(stats, distBuildId(DIST))
  writeChunkMap(CHUNK_MAP_FILE, chunkMap)
  return { seconds, chunkMap }
}

/**
 * Everything the bench drives: the production bundle on the devnet profile (built while the stack starts), the devnet
 * stack (anvil mining a block every 2 s as Base Sepolia does, contracts, arlocal, the upload endpoint and the seeded
 * chat), and the static host, speaking HTTP/2 like a production host. `stop()` shuts it all down; a failure halfway
 * stops what had started.
 */
export async function startBenchStack({
  skipBuild,
  log,
}: {
  skipBuild: boolean
  log: (message: string) => void
}): Promise<BenchStack> {
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const stopOne of stops.reverse())
      await stopOne().catch((error: unknown) => console.error('[bench] stop failed', error))
  }
  try {
    const [built, stack] = await Promise.allSettled([
      buildApp(skipBuild, log),
      startDevnetStack({ writeAddresses: false, blockTimeSec: 2, log: (message) => log(`devnet: ${message}`) }),
    ])
    if (stack.status === 'fulfilled') stops.push(() => stack.value.stop())
    if (built.status === 'rejected') throw built.reason
    if (stack.status === 'rejected') throw stack.reason
    checkAddresses(stack.value)
    const tls = makeLocalCert()
    const host = await startStaticHost({ root: DIST, proxies: stack.value.proxies, tls: tls ?? undefined })
    stops.push(() => host.close())
    const protocol = tls ? 'HTTP/2' : 'HTTP/1.1'
    log(
      `app on ${host.url} (${protocol}${tls ? ' over TLS, as in docs/HOSTING.md' : ': no openssl to make a local certificate'})`,
    )
    return {
      appUrl: host.url,
      protocol,
      rpcUrl: stack.value.rpcUrl,
      arweaveUrl: stack.value.arweaveUrl,
      multicall3: stack.value.addresses.multicall3,
      buildSeconds: built.value.seconds,
      chunkMap: built.value.chunkMap,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The bundle carries the committed address book: the fresh chain must have its contracts at exactly those addresses. */
function checkAddresses(stack: DevnetStack): void {
  const deployed = formatDevnetAddresses(stack.addresses)
  if (deployed !== formatDevnetAddresses(readDevnetAddresses())) {
    throw new Error(
      `The devnet deployed its contracts at other addresses than src/config/devnet-addresses.json:\n${deployed}`,
    )
  }
}
