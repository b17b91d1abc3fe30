import { compileContracts, deployAll, startAnvil, type DevnetAddresses } from '../devnet'
import { startArlocal } from '../devnet/arweave'
import { startDevnetUploadServer, type DevnetNotifyTarget, type LinkPreviewTestAllow } from '../devnet/arweaveUpload'
import { seedChat } from '../devnet/chatSeed'
import { seedNft } from '../devnet/nftSeed'

/** Same-origin paths the app's devnet profile uses, and the local services behind them. */
export type DevnetProxies = Record<string, string>

export interface DevnetStack {
  rpcUrl: string
  /** Where the contracts were deployed. */
  addresses: DevnetAddresses
  /** arlocal: Arweave node and gateway (proxied at /devnet/arweave). */
  arweaveUrl: string
  /** The upload endpoint (proxied at /devnet/upload). */
  uploadUrl: string
  /** Path prefix → target URL, for the dev server and the static host. */
  proxies: DevnetProxies
  /**
   * Starts the upload endpoint's Farcaster notification sender (issue #37) over the event index, which starts after
   * the stack: a round every 2 s. Returns its stop (the index should not stop under it); stop() stops it as well.
   * Throws when called twice.
   */
  startNotifications(target: DevnetNotifyTarget): { stop(): Promise<void> }
  stop(): Promise<void>
}

export interface DevnetStackOptions {
  /** anvil port (0 = any free port). */
  rpcPort?: number
  /** arlocal port (0 = any free port). */
  arweavePort?: number
  /** Upload endpoint port (0 = any free port). */
  uploadPort?: number
  /** Seconds per block; undefined = mine each transaction at once. */
  blockTimeSec?: number
  /** Rewrite src/config/devnet-addresses.json (default true; the e2e setup compares instead). */
  writeAddresses?: boolean
  /** E2E only: the loopback page server link previews may fetch (devnet/arweaveUpload.ts); unset for `npm start`. */
  linkPreviewTestAllow?: LinkPreviewTestAllow
  log?: (message: string) => void
}

/**
 * Starts everything the devnet profile talks to: anvil (chain id 84532) with the project's contracts deployed and
 * seeded, arlocal (local Arweave) with the devnet key funded, the upload endpoint, and the seeded chat. Used by
 * `npm start`, the e2e tests and the bench. `stop()` shuts it all down.
 */
export async function startDevnetStack({
  rpcPort = 0,
  arweavePort = 0,
  uploadPort = 0,
  blockTimeSec,
  writeAddresses = true,
  linkPreviewTestAllow,
  log = () => {},
}: DevnetStackOptions = {}): Promise<DevnetStack> {
  await compileContracts()
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => {})
  }
  // arlocal boots in its own process while anvil starts and the contracts deploy.
  const arlocalStarting = startArlocal({ port: arweavePort }).then((arlocal) => {
    stops.push(() => arlocal.stop())
    return arlocal
  })
  try {
    const anvil = await startAnvil({ port: rpcPort, blockTimeSec })
    stops.push(() => anvil.stop())
    log(`chain: anvil on ${anvil.rpcUrl} (chain id 84532)`)
    const addresses = await deployAll(anvil.rpcUrl, { seed: true, writeAddresses })
    log('contracts deployed and seeded')
    const arlocal = await arlocalStarting
    log(`storage: arlocal on ${arlocal.url} (devnet Arweave key funded)`)
    const upload = await startDevnetUploadServer({
      rpcUrl: anvil.rpcUrl,
      tldAddress: addresses.punkTld,
      sessionKeysAddress: addresses.sessionKeys,
      arweaveUrl: arlocal.url,
      port: uploadPort,
      linkPreviewTestAllow,
    })
    stops.push(() => upload.close())
    log(`upload endpoint on ${upload.url}`)
    const started = Date.now()
    const chat = await seedChat(anvil.rpcUrl, addresses, arlocal.url)
    log(`chat seeded: ${chat.counts.general} messages in General (${Date.now() - started} ms)`)
    const nft = await seedNft(anvil.rpcUrl, addresses, arlocal.url)
    log(`NFT launchpad seeded: ${Object.keys(nft.collections).length} collections`)
    return {
      rpcUrl: anvil.rpcUrl,
      addresses,
      arweaveUrl: arlocal.url,
      uploadUrl: upload.url,
      proxies: { '/devnet/rpc': anvil.rpcUrl, '/devnet/arweave': arlocal.url, '/devnet/upload': upload.url },
      startNotifications: (target) => {
        const sending = upload.startNotifications(target)
        log(`Farcaster notifications sent from ${target.indexerUrl}`)
        return sending
      },
      stop,
    }
  } catch (error) {
    await arlocalStarting.catch(() => {})
    await stop()
    throw error
  }
}
