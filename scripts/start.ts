import webpack from 'webpack'
import WebpackDevServer from 'webpack-dev-server'
import makeWebpackConfig from '../webpack.config'
import { startDevnetStack } from './devnetStack'
import { startIndexer, type IndexerHandle } from './indexer'

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

/**
 * `npm start`: the whole product on the embedded devnet — anvil with the project's contracts, arlocal (local Arweave),
 * the upload endpoint and the seeded chat, then the webpack dev server (devnet profile) proxying the devnet paths,
 * and the event index (indexer/, Ponder; PGlite, or PostgreSQL when DATABASE_URL is set) beside it. Prints the URLs;
 * Ctrl+C stops everything. Ports: APP_PORT (8080), DEVNET_RPC_PORT (8545), INDEXER_PORT (42069), DEVNET_ARWEAVE_PORT
 * and DEVNET_UPLOAD_PORT (any free one). Blocks every DEVNET_BLOCK_TIME seconds (2, as on Base Sepolia).
 */
async function main(): Promise<void> {
  const appPort = env('APP_PORT', 8080)
  const stack = await startDevnetStack({
    rpcPort: env('DEVNET_RPC_PORT', 8545),
    arweavePort: env('DEVNET_ARWEAVE_PORT', 0),
    uploadPort: env('DEVNET_UPLOAD_PORT', 0),
    blockTimeSec: env('DEVNET_BLOCK_TIME', 2),
    log: (message) => console.log(`[devnet] ${message}`),
  })
  const indexerPort = env('INDEXER_PORT', 42069)
  // The app works without the index, so the dev server does not wait for it; a failure is reported, not fatal.
  let indexer: IndexerHandle | null = null
  let sending: { stop(): Promise<void> } | null = null
  const indexerStarted = startIndexer({
    rpcUrl: stack.rpcUrl,
    port: indexerPort,
    databaseUrl: process.env.DATABASE_URL,
    arweaveUrl: stack.arweaveUrl,
  })
    .then((handle) => {
      indexer = handle
      // Farcaster notifications (issue #37) come from the index's inboxes, so the sender starts once it is up.
      sending = stack.startNotifications({ indexerUrl: handle.url, siteOrigin: `http://localhost:${appPort}` })
      console.log(
        `[index] ready after ${(handle.readyAfterMs / 1000).toFixed(1)} s: ${handle.url} (app path /devnet/index)`,
      )
    })
    .catch((error: unknown) =>
      console.error(`[index] did not start: ${error instanceof Error ? error.message : error}`),
    )
  const proxies = { ...stack.proxies, '/devnet/index': `http://127.0.0.1:${indexerPort}` }
  const compiler = webpack(makeWebpackConfig({ mode: 'development', profile: 'devnet', fastRefresh: true }))
  const server = new WebpackDevServer(
    {
      port: appPort,
      host: 'localhost',
      allowedHosts: ['localhost', '127.0.0.1'],
      historyApiFallback: true,
      // Fast Refresh: edits apply in place, so the page (and the wallet session) survives them.
      hot: true,
      liveReload: false,
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      proxy: Object.entries(proxies).map(([prefix, target]) => ({
        context: [prefix],
        target,
        pathRewrite: { [`^${prefix}`]: '' },
        changeOrigin: true,
        // The chain's WebSocket (eth_subscribe newHeads, issue #18) shares the RPC's path.
        ws: prefix === '/devnet/rpc',
      })),
    },
    compiler,
  )
  let isStopping = false
  const stop = async () => {
    if (isStopping) return
    isStopping = true
    console.log('\nStopping…')
    await server.stop().catch(() => {})
    await indexerStarted
    await sending?.stop()
    await indexer?.stop()
    await stack.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
  await server.start()
  compiler.hooks.done.tap('print-urls', () => {
    console.log(`\n  App:          http://localhost:${appPort}/`)
    console.log(`  Chain (RPC):  ${stack.rpcUrl}  (chain id 84532)`)
    console.log(`  Arweave:      ${stack.arweaveUrl}  (arlocal; app path /devnet/arweave)`)
    console.log(`  Upload:       ${stack.uploadUrl}  (app path /devnet/upload)`)
    console.log(`  Event index:  http://127.0.0.1:${indexerPort}  (Ponder; app path /devnet/index)`)
    console.log('  Try it with the "Devnet wallet" in the connect dialog. Ctrl+C stops everything.\n')
  })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
