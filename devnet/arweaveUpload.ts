import { DEVNET_CHAIN_ID } from './accounts'
import { DEVNET_ARWEAVE_KEY } from './arweaveKey'
import { createArweaveStorage } from '../server/upload/arweaveStore'
import { createChainProvider } from '../server/upload/chainProvider'
import { createNameLookup } from '../server/upload/nameLookup'
import { createQuickAuthVerifier } from '../server/upload/quickAuth'
import { createSessionKeyLookup } from '../server/upload/sessionKeyLookup'
import { DEVNET_QUICK_AUTH_ISSUER, DEVNET_QUICK_AUTH_JWKS } from './quickAuthKey'
import { DEVNET_APP_KEY } from './farcasterAppKey'
import type { FetchPreviewOptions } from '../server/linkPreview/fetchPreview'
import type { SenderLoop } from '../server/notify/sender'
import { startIndexSender } from '../server/notify/sender'
import { createMemoryNotifyStore } from '../server/notify/store'
import { createLocalKeyRegistry } from '../server/notify/webhook'
import type { RateLimit, RunningUploadServer } from '../server/upload/uploadServer'
import { startUploadServer } from '../server/upload/uploadServer'

export interface DevnetUploadOptions {
  /** The devnet chain (names are read from its TLD). */
  rpcUrl: string
  tldAddress: string
  /** The SessionKeys registry (issue #38): uploads signed by a key registered there are accepted. */
  sessionKeysAddress?: string
  /** arlocal, where uploads are stored and paid by the devnet Arweave key. */
  arweaveUrl: string
  /** 0 or undefined: any free port. */
  port?: number
  addressLimit?: RateLimit
  /**
   * E2E ONLY: a loopback address and port the link previews may fetch although production refuses them (the fetcher's
   * `testOnlyAllow`), so a journey can preview a page it serves itself. e2e/globalSetup.ts passes its page server's;
   * `npm start` and every other caller leave it unset, and no environment variable sets it.
   */
  linkPreviewTestAllow?: LinkPreviewTestAllow
  log?: (line: string) => void
}

/** What a devnet may let link previews fetch besides public addresses (see FetchPreviewOptions.testOnlyAllow). */
export type LinkPreviewTestAllow = NonNullable<FetchPreviewOptions['testOnlyAllow']>

/** Time between two sender rounds on the devnet (ms): production's 15 s would make every journey wait. */
export const DEVNET_NOTIFY_INTERVAL_MS = 2_000

/** Where the devnet's notification sender reads and what its notifications open. */
export interface DevnetNotifyTarget {
  /** The event index's base URL. */
  indexerUrl: string
  /** The app's origin (target URLs open its pages). */
  siteOrigin: string
}

export interface DevnetUploadServer extends RunningUploadServer {
  /**
   * Starts sending Farcaster notifications (server/notify's sender, a round every DEVNET_NOTIFY_INTERVAL_MS) from the
   * index at `target.indexerUrl`. Returns the loop; close() stops it too. Throws when already started.
   */
  startNotifications(target: DevnetNotifyTarget): SenderLoop
}

/**
 * The project's upload endpoint (server/upload) wired to the devnet: the devnet Arweave key pays on arlocal, names
 * come from the devnet TLD, and any origin may call it (it only listens on 127.0.0.1; production lists its origins).
 * Farcaster Quick Auth tokens are checked against the devnet issuer key (quickAuthKey.ts). The per-address limit stays as in production; a "no name" answer is not cached, so a name minted a moment ago
 * counts at once. The Farcaster webhook (issue #37) accepts events signed with the devnet app key
 * (farcasterAppKey.ts) and keeps tokens in memory; notifications are sent once `startNotifications` names the event
 * index (which starts after this server), and GET /farcaster/sender counts the sender's rounds for tests. Link
 * previews (GET /link-preview, issue #38) are on, with production's address checks, plus the e2e page server's
 * loopback address and port when `linkPreviewTestAllow` names them.
 */
export async function startDevnetUploadServer({
  rpcUrl,
  tldAddress,
  sessionKeysAddress,
  arweaveUrl,
  port = 0,
  addressLimit,
  linkPreviewTestAllow,
  log,
}: DevnetUploadOptions): Promise<DevnetUploadServer> {
  const storage = await createArweaveStorage(arweaveUrl, DEVNET_ARWEAVE_KEY)
  const provider = createChainProvider(rpcUrl, DEVNET_CHAIN_ID)
  const lookupName = createNameLookup({ provider, tldAddress, negativeTtlMs: 1 })
  const sessionKeys = sessionKeysAddress && createSessionKeyLookup({ provider, registryAddress: sessionKeysAddress })
  // Every devnet client (browsers, e2e workers, tests) shares 127.0.0.1: no per-IP limit worth the name.
  const ipLimit = { limit: 100_000, windowMs: 60_000 }
  const notifyStore = createMemoryNotifyStore()
  let sending: SenderLoop | undefined
  const server = await startUploadServer(
    {
      allowedOrigins: '*',
      chainId: DEVNET_CHAIN_ID,
      lookupName,
      storage,
      addressLimit,
      ipLimit,
      log,
      // Mini-app posts carry a Quick Auth token: on the devnet, one signed with the devnet issuer key.
      quickAuth: createQuickAuthVerifier({ issuer: DEVNET_QUICK_AUTH_ISSUER, jwks: DEVNET_QUICK_AUTH_JWKS }),
      notify: {
        store: notifyStore,
        verifyAppKey: createLocalKeyRegistry([DEVNET_APP_KEY]),
        senderRounds: () => sending?.rounds() ?? 0,
      },
      sessionKeys: sessionKeys || undefined,
      // Issue #38: the devnet previews links as production does with LINK_PREVIEWS=on (public addresses only, but for
      // the e2e page server when one is named); its per-IP limit is the devnet's shared-IP one.
      linkPreviews: {
        limit: ipLimit,
        fetch: linkPreviewTestAllow ? { testOnlyAllow: linkPreviewTestAllow } : undefined,
      },
    },
    { port },
  )
  return {
    ...server,
    startNotifications({ indexerUrl, siteOrigin }) {
      if (sending) throw new Error('The devnet notification sender is already running')
      sending = startIndexSender({
        store: notifyStore,
        indexerUrl,
        siteOrigin,
        intervalMs: DEVNET_NOTIFY_INTERVAL_MS,
        log,
      })
      return sending
    },
    close: async () => {
      // Before the server: the store closes with it, and a round in progress still uses it.
      await sending?.stop()
      await server.close()
      provider.destroy()
    },
  }
}
