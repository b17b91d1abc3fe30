import { createNotifyService } from '../notify/config'
import { createArweaveStorage } from './arweaveStore'
import { createChainProvider } from './chainProvider'
import { readUploadServerConfig } from './config'
import { createNameLookup } from './nameLookup'
import { createQuickAuthVerifier } from './quickAuth'
import { createSessionKeyLookup } from './sessionKeyLookup'
import { startUploadServer } from './uploadServer'

/**
 * Runs the upload endpoint on its own: `npx tsx server/upload/main.ts` with the environment described in
 * server/upload/README.md. Logs one line per request; SIGINT/SIGTERM close it.
 */
async function main(): Promise<void> {
  const config = readUploadServerConfig()
  const storage = await createArweaveStorage(config.arweaveNodeUrl, config.arweaveKey)
  const provider = createChainProvider(config.rpcUrl, config.chainId)
  const lookupName = createNameLookup({ provider, tldAddress: config.tldAddress })
  const sessionKeys =
    config.sessionKeysAddress && createSessionKeyLookup({ provider, registryAddress: config.sessionKeysAddress })
  const log = (line: string) => console.log(`[upload] ${new Date().toISOString()} ${line}`)
  const notify =
    config.notify &&
    createNotifyService(config.notify, { redisUrl: config.redisUrl, keyPrefix: config.notifyKeyPrefix, log })
  const server = await startUploadServer(
    {
      allowedOrigins: config.allowedOrigins,
      chainId: config.chainId,
      lookupName,
      storage,
      addressLimit: config.addressLimit,
      ipLimit: config.ipLimit,
      trustProxy: config.trustProxy,
      redisUrl: config.redisUrl,
      redisKeyPrefix: config.redisKeyPrefix,
      quickAuth: config.quickAuth && createQuickAuthVerifier(config.quickAuth),
      notify: notify && { store: notify.store, verifyAppKey: notify.verifyAppKey },
      sessionKeys: sessionKeys || undefined,
      linkPreviews: config.linkPreviews ? { limit: config.linkPreviewLimit } : undefined,
      log,
    },
    { port: config.port, host: config.host },
  )
  const shared = config.redisUrl
    ? 'limits and replay guard in Redis'
    : 'limits and replay guard in memory (one instance)'
  console.log(`[upload] listening on ${server.url}; paying Arweave address ${storage.address}; ${shared}`)
  if (config.linkPreviews) console.log('[upload] link previews on (GET /link-preview)')
  const sending = notify?.startSending()
  if (config.notify) {
    const sends = config.notify.indexerUrl
      ? `sending from ${config.notify.indexerUrl}`
      : 'not sending (no NOTIFY_INDEXER_URL)'
    console.log(`[upload] Farcaster webhook on (${config.notify.appKeys.kind} app keys); ${sends}`)
  }
  const stop = () => {
    void Promise.all([sending?.stop(), server.close()]).then(() => {
      provider.destroy()
      process.exit(0)
    })
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(`[upload] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
