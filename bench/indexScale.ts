import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { parseArgs } from 'node:util'
import { startAnvil } from '../devnet/anvil'
import { startArlocal } from '../devnet/arweave'
import { deployAll } from '../devnet/deploy'
import { freePort } from '../devnet/freePort'
import { REPO_ROOT } from '../devnet/paths'
import { startPostgresCluster } from '../scripts/postgresCluster'
import { catchUp } from './indexCatchUp'
import { createBodySigner, postBodies, SEARCH_WORDS, type SignedBody } from './indexBodies'
import { BLOCK_TIME_SEC, measureFreshness } from './indexFreshness'
import { startCountingGateway } from './indexGateway'
import { killPonder, ponderPid, rssMb, runLoad } from './indexLoad'
import { formatIndexTable, freshnessSummary, goalsMet, GOALS, type DatabaseFigures } from './indexReport'
import { rpc } from './indexRpc'
import { seedMessages, MESSAGES_PER_BLOCK } from './indexSeed'

/**
 * `npm run bench:index`: the event index at scale (issue #36, "Numbers"). Seeds N chat messages with their bodies on
 * a fresh devnet, then per database: catch-up from block 0, freshness of a new message on 2 s blocks, and load on the
 * search and channel page routes. Prints a table and writes bench/results/index-<date>.json. A report, not a gate:
 * missed goals are printed as MISSED and the exit code stays 0; it exits 1 only when a step fails.
 */

const USAGE = `npm run bench:index [-- options]
  --messages N        chat messages to seed (default 100000)
  --database NAME     pglite (default), postgres or both
  --clients N         concurrent clients of the load test (default 50)
  --seconds N         seconds per load test (default 30)
  --rounds N          freshness rounds (default 5)
  --timeout-min N     minutes a catch-up may take before it is reported as not reached (default 30)
  --bodies WHERE      where the seeded bodies are served from: gateway (default; the bench's gateway holds them in
                      memory, as a production gateway would) or arlocal (posted to it: ~30 a second)`

const RESULTS_DIR = path.join(REPO_ROOT, 'bench', 'results')
const log = (line: string) => process.stdout.write(`${line}\n`)

function parseOptions() {
  const { values } = parseArgs({
    options: {
      messages: { type: 'string', default: '100000' },
      database: { type: 'string', default: 'pglite' },
      clients: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '30' },
      rounds: { type: 'string', default: '5' },
      'timeout-min': { type: 'string', default: '30' },
      bodies: { type: 'string', default: 'gateway' },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) {
    log(USAGE)
    process.exit(0)
  }
  const positive = (name: string, value: string) => {
    const number = Number(value)
    if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number\n${USAGE}`)
    return number
  }
  const databases = { pglite: ['PGlite'], postgres: ['PostgreSQL'], both: ['PGlite', 'PostgreSQL'] } as const
  if (!(values.database in databases)) throw new Error(`--database must be pglite, postgres or both\n${USAGE}`)
  if (values.bodies !== 'gateway' && values.bodies !== 'arlocal')
    throw new Error(`--bodies must be gateway or arlocal\n${USAGE}`)
  return {
    messages: positive('messages', values.messages),
    databases: databases[values.database as keyof typeof databases],
    clients: positive('clients', values.clients),
    seconds: positive('seconds', values.seconds),
    rounds: positive('rounds', values.rounds),
    timeoutMs: positive('timeout-min', values['timeout-min']) * 60_000,
    bodiesOnArlocal: values.bodies === 'arlocal',
  }
}

/** Stop functions of everything started, run newest first on success, failure and Ctrl+C. */
const stops: (() => Promise<unknown>)[] = []
async function stopAll(): Promise<void> {
  while (stops.length > 0) {
    const stop = stops.pop()
    try {
      await stop?.()
    } catch (error) {
      console.error('while stopping:', error)
    }
  }
}

/** Search queries of the load test: many, some and few matches, a phrase, one author, newest first. */
const SEARCH_ROUTES = [
  `/search?q=${SEARCH_WORDS.common}`,
  `/search?q=${SEARCH_WORDS.frequent}`,
  `/search?q=${encodeURIComponent(`"${SEARCH_WORDS.phrase}"`)}`,
  `/search?q=${encodeURIComponent(`from:alice ${SEARCH_WORDS.frequent}`)}`,
  `/search?q=${SEARCH_WORDS.rare}&sort=newest`,
]

/** Channel pages of the load test: each channel's newest page, and pages deep in General's history. */
function channelRoutes(counts: Record<string, number>): string[] {
  const general = counts.general ?? 0
  return [
    '/channels/general/messages?limit=20',
    `/channels/general/messages?limit=20&before=${Math.ceil(general / 2)}`,
    `/channels/general/messages?limit=20&before=${Math.min(general, 20)}`,
    '/channels/memesImages/messages?limit=20',
    '/channels/shill/messages?limit=20',
  ]
}

async function main(): Promise<void> {
  const options = parseOptions()
  const started = new Date()
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-index-bench-'))
  // On any exit, also one that cuts the stops short (Ctrl+C reaches npm and tsx too): the folder holds PGlite's data.
  process.on('exit', () => fs.rmSync(tmpDir, { recursive: true, force: true }))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`\n${signal}: stopping everything the bench started`)
      void stopAll().finally(() => process.exit(130))
    })
  }

  log(`Index bench: ${options.messages} messages, ${options.databases.join(' and ')}`)
  const anvil = await startAnvil()
  stops.push(() => anvil.stop())
  const arlocal = await startArlocal({ fundAr: 0, log })
  stops.push(() => arlocal.stop())
  const addresses = await deployAll(anvil.rpcUrl, { seed: true, writeAddresses: false })
  const addressesFile = path.join(tmpDir, 'addresses.json')
  fs.writeFileSync(addressesFile, JSON.stringify(addresses))
  // arlocal charges about 0.00002 AR per body: ten times that, and some for the freshness rounds.
  const signer = await createBodySigner(arlocal.url, Math.ceil(options.messages / 5_000) + 10)
  const gateway = await startCountingGateway(arlocal.url)
  stops.push(() => gateway.close())
  const storeBodies = options.bodiesOnArlocal
    ? (bodies: readonly SignedBody[]) => postBodies(arlocal.url, bodies)
    : async (bodies: readonly SignedBody[]) => gateway.hold(bodies)
  log(
    `Seeding ${options.messages} messages, ${MESSAGES_PER_BLOCK} per block, bodies ${options.bodiesOnArlocal ? 'on arlocal' : "in the bench's gateway"}…`,
  )
  const seed = await seedMessages(anvil.rpcUrl, storeBodies, addresses, signer, options.messages, log)
  log(`Seeded in ${(seed.ms / 1000).toFixed(1)} s; head block ${seed.headBlock}`)

  const counts = { ...seed.counts }
  const bodyIds = [...seed.bodyIds]
  const figures: DatabaseFigures[] = []
  for (const database of options.databases) {
    log(`\n${database}: catch-up from block 0`)
    // The head stays put during a catch-up; the previous database's freshness rounds had turned interval mining on.
    await rpc(anvil.rpcUrl, 'evm_setIntervalMining', [0])
    const cluster = database === 'PostgreSQL' ? await startPostgresCluster() : undefined
    if (cluster !== undefined) stops.push(() => cluster.stop())
    const messages = Object.values(counts).reduce((sum, count) => sum + count, 0)
    const port = await freePort()
    stops.push(() => killPonder(port))
    const caughtUp = await catchUp({
      rpcUrl: anvil.rpcUrl,
      port,
      addressesFile,
      databaseUrl: cluster?.url,
      dataDir: path.join(tmpDir, 'pglite'),
      gateway,
      bodyIds,
      channelCounts: counts,
      timeoutMs: options.timeoutMs,
      log,
    })
    const { indexer } = caughtUp
    stops.push(() => indexer.stop())
    log(`  head after ${(caughtUp.headMs / 1000).toFixed(1)} s, bodies after ${caughtUp.bodiesMs ?? '-'} ms`)

    log(`${database}: freshness, ${options.rounds} rounds on ${BLOCK_TIME_SEC} s blocks`)
    const fresh = await measureFreshness({
      rpcUrl: anvil.rpcUrl,
      arweaveUrl: arlocal.url,
      indexerUrl: indexer.url,
      channel: addresses.chatChannels.general,
      signer,
      rounds: options.rounds,
    })
    counts.general = (counts.general ?? 0) + options.rounds
    bodyIds.push(...fresh.bodyIds)

    const pid = ponderPid(Number(new URL(indexer.url).port))
    const beforeLoad = rssMb(pid)
    log(`${database}: load, ${options.clients} clients × ${options.seconds} s on search, then on channel pages`)
    const search = await runLoad(indexer.url, SEARCH_ROUTES, options.clients, options.seconds)
    const channelPage = await runLoad(indexer.url, channelRoutes(counts), options.clients, options.seconds)
    const afterLoad = rssMb(pid)
    figures.push({
      database,
      messages,
      catchUp: { headMs: caughtUp.headMs, bodiesMs: caughtUp.bodiesMs, bodies: caughtUp.bodies },
      freshness: fresh.rounds,
      search,
      channelPage,
      rssMb: { beforeLoad, afterLoad },
    })
    // The indexer, the Ponder watch of its port, then the cluster.
    await stops.pop()?.()
    await stops.pop()?.()
    if (cluster !== undefined) await stops.pop()?.()
  }

  log(
    `\n${formatIndexTable(
      { messages: options.messages, ms: seed.ms, bodiesOn: options.bodiesOnArlocal ? 'arlocal' : 'gateway' },
      figures,
    )}`,
  )
  log('Rate limit off for the bench (INDEXER_RATE_LIMIT_RPS=0); the load clients run on this machine too.')
  fs.mkdirSync(RESULTS_DIR, { recursive: true })
  const file = path.join(RESULTS_DIR, `index-${started.toISOString().replace(/[:.]/g, '-')}.json`)
  const report = {
    date: started.toISOString(),
    options,
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadavg: os.loadavg(), node: process.version },
    seed: { messages: options.messages, perBlock: MESSAGES_PER_BLOCK, ms: seed.ms, headBlock: seed.headBlock },
    goals: GOALS,
    databases: figures.map((entry) => ({
      ...entry,
      freshnessSummary: freshnessSummary(entry.freshness),
      goalsMet: goalsMet(entry),
    })),
  }
  fs.writeFileSync(file, JSON.stringify(report, null, 1))
  log(`Results: ${path.relative(REPO_ROOT, file)}`)
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => stopAll())
