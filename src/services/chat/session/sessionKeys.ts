import type { Signer } from 'ethers'
import { JsonRpcProvider, Network, Wallet, getAddress, getBytes } from 'ethers'
import { absoluteUrl } from '../../../lib/absoluteUrl'
import type { ChannelName } from '../../../config'
import { config } from '../../../config'
import { SESSION_KEYS_ADDRESS } from '../../../config/sessionKeys'
import { MULTICALL3_ABI } from '../../chain/abis'
import { getChainReader } from '../../chain/readProvider'
import { readContract } from '../../chain/rpc/readContract'
import { writeContract } from '../../chain/writeContract'
import { runTransaction } from '../../tx/runTransaction'
import { SESSION_KEYS_ABI } from '../../../../protocol/sessionKeys'
import type { StoredSessionKey } from './sessionKeyStore'
import { createSessionKeyStore } from './sessionKeyStore'
import type { SessionStatus } from './sessionState'
import { MAX_SESSION_SECONDS, channelTakesSessions, parseSessionRecord, sessionStatus } from './sessionState'

/**
 * Session posting's chain side (issue #38): registering a browser key once, reading where it stands, sending with it,
 * and ending it with its funds returned. Part of the chat actions' chunk (ethers).
 */
const reader = () => getChainReader(config)
const store = createSessionKeyStore()

/** Gas one post by a key uses at most (createMessage or createReply with the registry's check, measured ~190 k). */
const GAS_PER_POST = 250_000n
/** The gas price may rise while a session lasts: the funding covers twice today's. */
const GAS_PRICE_MARGIN = 2n
/** Gas of the key's own revoke call (measured ~30 k). */
const REVOKE_GAS = 60_000n
/** Gas of a plain transfer: the key sends its balance back. */
const TRANSFER_GAS = 21_000n

/** True when this site's channels may accept session keys (a registry is configured). */
export const sessionsSupported = (): boolean => SESSION_KEYS_ADDRESS !== ''

/** The one read of a channel that says which registry it takes keys from (devnet ChatChannel only). */
const CHANNEL_REGISTRY_ABI = ['function sessionKeys() view returns (address)'] as const
const supportByChannel = new Map<string, Promise<boolean>>()

/**
 * Whether `channel`'s contract takes this site's session keys (issue #38): a registry is configured and the contract
 * names it. A site may mix channel contracts, and a reference one (no session functions) would record a key that
 * posted there as the author, so every use of a key asks this first. Read once per channel and page; a failed read
 * is not kept, so the next ask reads again.
 */
export function channelSupportsSessions(channel: ChannelName): Promise<boolean> {
  if (!sessionsSupported()) return Promise.resolve(false)
  const address = config.chatChannels[channel]
  const known = supportByChannel.get(address)
  if (known) return known
  const asked = channelTakesSessions(
    () => readContract(reader().batcher, address, CHANNEL_REGISTRY_ABI, 'sessionKeys'),
    SESSION_KEYS_ADDRESS,
  )
  supportByChannel.set(address, asked)
  asked.catch(() => supportByChannel.delete(address))
  return asked
}

async function gasPrice(): Promise<bigint> {
  return BigInt(await reader().rpc.request<string>('eth_gasPrice', []))
}

/** A session and where it stands, for the composer's status and the posting path. */
export interface SessionView {
  stored: StoredSessionKey
  status: SessionStatus
  keyBalanceWei: bigint
}

/** What a session is read for: a post (paid at the channel's price) or a free action. */
export interface SessionUse {
  /**
   * A reaction or an edit: the channel charges the key's cap nothing (SessionKeys.authorize with no value), so a
   * spent cap does not stop it; only the key's balance for gas counts. Default false (a post).
   */
  isFree?: boolean
}

/**
 * The session key kept for `user` on this chain and its standing in `channel`: registration and the key's balance
 * read in one multicall, posts left counted at the channel's price (nothing for a free use) and today's gas price.
 * Null when no key is kept (or the site has no registry). A key registered for other channels, or a channel whose
 * contract takes no session keys, reads as `none` here.
 */
export async function readSession(
  user: string,
  channel: ChannelName,
  { isFree = false }: SessionUse = {},
): Promise<SessionView | null> {
  if (!sessionsSupported()) return null
  const stored = await store.load(user, config.chain.chainId)
  if (!stored || stored.registry.toLowerCase() !== SESSION_KEYS_ADDRESS.toLowerCase()) return null
  const { batcher } = reader()
  const channelAddress = config.chatChannels[channel]
  const [raw, keyBalanceWei, priceWei, price, takesKeys] = await Promise.all([
    readContract(batcher, SESSION_KEYS_ADDRESS, SESSION_KEYS_ABI, 'sessions', [stored.keyAddress]),
    readContract(batcher, config.multicall3Address, MULTICALL3_ABI, 'getEthBalance', [stored.keyAddress]),
    // A free use is not charged at the channel's price, so it is not read.
    isFree ? 0n : readContract(batcher, channelAddress, [`function price() view returns (uint256)`] as const, 'price'),
    gasPrice(),
    channelSupportsSessions(channel),
  ])
  const covers = takesKeys && stored.channels.some((address) => address.toLowerCase() === channelAddress.toLowerCase())
  const status = covers
    ? sessionStatus(parseSessionRecord(raw), {
        nowSeconds: Math.floor(Date.now() / 1000),
        priceWei,
        keyBalanceWei,
        gasPerPostWei: GAS_PER_POST * price,
      })
    : { kind: 'none' as const }
  return { stored, status, keyBalanceWei }
}

let uncachedProvider: JsonRpcProvider | null = null

/**
 * The provider a session key sends through: the site's RPC with ethers' request cache off. By default a provider
 * answers an identical request from a 250 ms cache, and on a fast chain a key's next transaction (the refund right
 * after the revoke, a reaction right after a post) came within that window and reused a nonce and a balance.
 */
function keyProvider(): JsonRpcProvider {
  uncachedProvider ??= new JsonRpcProvider(absoluteUrl(config.chain.rpcUrl), Network.from(config.chain.chainId), {
    staticNetwork: true,
    cacheTimeout: -1,
    pollingInterval: config.chain.blockTimeMs,
  })
  return uncachedProvider
}

/** The key of a session as an ethers signer on the site's read RPC: it sends without a wallet prompt. */
export const sessionSigner = (stored: StoredSessionKey): Signer => new Wallet(stored.privateKey, keyProvider())

export interface StartSessionRequest {
  /** The connected account the key will post for. */
  user: string
  /** How long the session lasts (s), at most 7 days. */
  durationSeconds: number
  /** How many posts the cap and the funding cover. */
  posts: number
  /** The channels' post price (wei); the cap is `posts` times it. */
  priceWei: bigint
}

/** What a session costs up front: the spending cap (posts × price) and the gas for them (wei). */
export interface SessionFunding {
  spendCapWei: bigint
  gasWei: bigint
  totalWei: bigint
}

/** The funding of `posts` posts at `priceWei` each, with gas at twice `gasPriceWei` (GAS_PER_POST each). */
export function sessionFunding(posts: number, priceWei: bigint, gasPriceWei: bigint): SessionFunding {
  const count = BigInt(Math.max(0, Math.floor(posts)))
  const spendCapWei = count * priceWei
  const gasWei = count * GAS_PER_POST * gasPriceWei * GAS_PRICE_MARGIN
  return { spendCapWei, gasWei, totalWei: spendCapWei + gasWei }
}

/** Today's funding for a session (reads the gas price). */
export const quoteSession = async (posts: number, priceWei: bigint): Promise<SessionFunding> =>
  sessionFunding(posts, priceWei, await gasPrice())

/**
 * Starts a session (issue #38): generates a key, keeps it in IndexedDB (before anything is sent, so funds sent to it
 * are never lost with the tab), has it sign the registry's registration digest, and sends register(...) from the
 * wallet with the funding as value: the one wallet prompt. Every configured channel whose contract takes session keys
 * is covered. On a failed or refused transaction the kept key is cleared again. Throws TxFailedError (its toasts
 * done) or a read error.
 */
export async function startSession({ user, durationSeconds, posts, priceWei }: StartSessionRequest): Promise<void> {
  if (!sessionsSupported()) throw new Error('This site has no session support')
  const seconds = Math.min(Math.max(60, Math.floor(durationSeconds)), MAX_SESSION_SECONDS)
  const owner = getAddress(user)
  const key = Wallet.createRandom()
  const expiresAt = Math.floor(Date.now() / 1000) + seconds
  const names = Object.keys(config.chatChannels) as ChannelName[]
  const takesKeys = await Promise.all(names.map(channelSupportsSessions))
  const channels = names.filter((_, i) => takesKeys[i]).map((name) => getAddress(config.chatChannels[name]))
  if (channels.length === 0) throw new Error('No channel of this site takes session keys')
  const funding = await quoteSession(posts, priceWei)
  const registry = SESSION_KEYS_ADDRESS
  const digest = await readContract(reader().batcher, registry, SESSION_KEYS_ABI, 'registrationDigest', [
    owner,
    key.address,
    BigInt(expiresAt),
    funding.spendCapWei,
    channels,
  ])
  // ethers signs into a 0x-prefixed hex string; the ABI's `bytes` type says so.
  const keySignature = (await key.signMessage(getBytes(digest))) as `0x${string}`
  const stored: StoredSessionKey = {
    user: owner,
    chainId: config.chain.chainId,
    registry: getAddress(registry),
    keyAddress: key.address,
    privateKey: key.privateKey,
    expiresAt,
    spendCap: funding.spendCapWei.toString(),
    channels,
  }
  await store.save(stored)
  try {
    await runTransaction(
      (wallet) =>
        writeContract(
          wallet,
          registry,
          SESSION_KEYS_ABI,
          'register',
          [key.address, BigInt(expiresAt), funding.spendCapWei, channels, keySignature],
          { value: funding.totalWei },
        ),
      { successMessage: 'Session started: your posts need no wallet prompt now.', reader: reader() },
    )
  } catch (error) {
    await store.remove(owner, config.chain.chainId)
    throw error
  }
}

/** What ending a session did: whether the registry was told, and what went back to the user (wei). */
export interface EndedSession {
  returnedWei: bigint
}

/**
 * Sends everything the key holds back to `user`, less the transfer's fee, and resolves what was sent (wei; 0 when the
 * balance does not cover the fee). The gas price and balance are read right before sending: a legacy transaction at
 * that price costs exactly TRANSFER_GAS * price, so the key ends with nothing. Rejects when the transfer fails.
 */
async function refund(key: Wallet, user: string): Promise<bigint> {
  const [price, balance] = await Promise.all([gasPrice(), keyProvider().getBalance(key.address)])
  const fee = TRANSFER_GAS * price
  if (balance <= fee) return 0n
  const sent = await key.sendTransaction({
    to: user,
    value: balance - fee,
    gasLimit: TRANSFER_GAS,
    gasPrice: price,
    type: 0,
  })
  await sent.wait()
  return balance - fee
}

/**
 * Ends the session of `user` (issue #38): the key revokes itself (no wallet prompt; skipped once it expired or was
 * revoked), then sends its whole balance but the transfer's fee back to the user, and the kept key is cleared. A key
 * too poor to pay for its revoke leaves it to the wallet (one prompt). Resolves what was returned; null when no key
 * was kept. Throws a send or read error (the key stays kept, so ending can be tried again).
 */
export async function endSession(user: string): Promise<EndedSession | null> {
  const stored = await store.load(user, config.chain.chainId)
  if (!stored) return null
  const { batcher } = reader()
  const provider = keyProvider()
  const key = new Wallet(stored.privateKey, provider)
  const price = await gasPrice()
  const record = parseSessionRecord(
    await readContract(batcher, stored.registry, SESSION_KEYS_ABI, 'sessions', [stored.keyAddress]),
  )
  if (record && record.expiresAt > Math.floor(Date.now() / 1000)) {
    const balance = await provider.getBalance(key.address)
    if (balance >= (REVOKE_GAS + TRANSFER_GAS) * price) {
      const sent = await writeContract(key, stored.registry, SESSION_KEYS_ABI, 'revoke', [key.address], {
        gasLimit: REVOKE_GAS,
      })
      await sent.wait()
    } else {
      await runTransaction(
        (wallet) => writeContract(wallet, stored.registry, SESSION_KEYS_ABI, 'revoke', [key.address]),
        { successMessage: 'Session ended.', reader: reader() },
      )
    }
  }
  const returnedWei = await refund(key, stored.user)
  await store.remove(user, config.chain.chainId)
  return { returnedWei }
}
