import { Interface } from 'ethers'
import { devnetAccount } from '../devnet/accounts'
import type { DevnetAddresses } from '../devnet/addresses'
import { CHAT_PRICE } from '../devnet/constants'
import { bodyText, signBody, type BodySigner, type SignedBody } from './indexBodies'
import { rpc, rpcBatch } from './indexRpc'

/**
 * Seeds N chat messages for the index benchmark on a deployed devnet (`deployAll` with its seed, so alice, bob and
 * carol have names): bodies signed and stored (`storeBodies`: posted to arlocal, or held by the bench's gateway),
 * then `createMessage` transactions from accounts 1-8 (anvil's unlocked accounts, so nothing is signed here) sent in
 * JSON-RPC batches while mining is off and mined MESSAGES_PER_BLOCK at a time with evm_mine. Signing a batch overlaps
 * with storing and sending the one before.
 */

/**
 * Messages per block: Base Sepolia carries a few hundred transactions a block. Ponder reads each block with its
 * transactions in one JSON-RPC answer, which for 1,000 of them took over 10 s on a loaded machine (Ponder's timeout).
 */
export const MESSAGES_PER_BLOCK = 500
/**
 * Empty blocks mined after the seed: Ponder backfills up to 30 blocks behind the head of a chain it does not know
 * and indexes the rest one block at a time as live blocks (1,000 events took 12 s that way), so the seed ends with
 * more than 30 empty blocks and every message lies in the backfill, as in a catch-up on a long chain.
 */
const TRAILING_BLOCKS = 32
/** Channels by share of the messages: General gets most, as in the app. */
const CHANNEL_SHARES: readonly { channel: keyof DevnetAddresses['chatChannels']; share: number }[] = [
  { channel: 'general', share: 0.6 },
  { channel: 'memesImages', share: 0.25 },
  { channel: 'shill', share: 0.15 },
]
const AUTHORS = [1, 2, 3, 4, 5, 6, 7, 8]
const chat = new Interface([
  'function createMessage(string url) payable',
  'function getMainMessageCount() view returns (uint256)',
])

export interface SeedResult {
  /** Main messages per channel key. */
  counts: Record<string, number>
  /** Every seeded body's Arweave transaction id (the ar:// URL without its scheme). */
  bodyIds: string[]
  /** Chain head after the seed. */
  headBlock: number
  /** Milliseconds spent storing bodies and sending and mining transactions. */
  ms: number
}

/** The channel of message `index`: a fixed pattern over every 20 messages following CHANNEL_SHARES. */
function channelOf(index: number): keyof DevnetAddresses['chatChannels'] {
  let slot = (index % 20) / 20
  for (const { channel, share } of CHANNEL_SHARES) {
    if (slot < share) return channel
    slot -= share
  }
  return 'general'
}

/**
 * Seeds `messages` messages (see the module comment), then TRAILING_BLOCKS empty blocks, and returns where they
 * went. Leaves mining off (neither
 * automine nor an interval) so the head stays put for the catch-up. Reports progress through `log` every 10,000
 * messages. Throws when a transaction fails (the channels' counts then differ from what was sent) or arlocal
 * refuses a body.
 */
export async function seedMessages(
  rpcUrl: string,
  storeBodies: (bodies: readonly SignedBody[]) => Promise<void>,
  addresses: DevnetAddresses,
  signer: BodySigner,
  messages: number,
  log: (line: string) => void,
): Promise<SeedResult> {
  const started = Date.now()
  const gas = await estimateGas(rpcUrl, addresses.chatChannels.general)
  await rpc(rpcUrl, 'evm_setAutomine', [false])
  await rpc(rpcUrl, 'evm_setIntervalMining', [0])
  // Room for a whole batch in one block, whatever the per-transaction gas limit.
  await rpc(rpcUrl, 'evm_setBlockGasLimit', [`0x${(gas * BigInt(MESSAGES_PER_BLOCK + 10)).toString(16)}`])
  const nonces = await startNonces(rpcUrl)
  const counts: Record<string, number> = { general: 0, memesImages: 0, shill: 0 }
  const bodyIds: string[] = []
  const nowMs = Date.now()
  let inFlight: Promise<void> = Promise.resolve()
  for (let first = 0; first < messages; first += MESSAGES_PER_BLOCK) {
    const indexes = Array.from({ length: Math.min(MESSAGES_PER_BLOCK, messages - first) }, (_, i) => first + i)
    const authors = indexes.map((index) => AUTHORS[index % AUTHORS.length] ?? 1)
    const signed: SignedBody[] = []
    for (const [i, index] of indexes.entries()) {
      const author = devnetAccount(authors[i] ?? 1).address
      signed.push(await signBody(signer, author, bodyText(index), nowMs - (messages - index) * 1000))
    }
    await inFlight
    for (const index of indexes) counts[channelOf(index)] = (counts[channelOf(index)] ?? 0) + 1
    bodyIds.push(...signed.map((body) => body.url.slice('ar://'.length)))
    const transactions = indexes.map((index, i) => ({
      from: devnetAccount(authors[i] ?? 1).address,
      nonce: nextNonce(nonces, authors[i] ?? 1),
      to: addresses.chatChannels[channelOf(index)],
      data: chat.encodeFunctionData('createMessage', [signed[i]?.url]),
      value: `0x${CHAT_PRICE.toString(16)}`,
      gas: `0x${gas.toString(16)}`,
    }))
    inFlight = Promise.all([
      storeBodies(signed),
      sendAndMine(rpcUrl, transactions).then(() => {
        if ((first + indexes.length) % 10_000 === 0) log(`  seeded ${first + indexes.length} messages`)
      }),
    ]).then(() => undefined)
  }
  await inFlight
  await rpc(rpcUrl, 'anvil_mine', [`0x${TRAILING_BLOCKS.toString(16)}`])
  await checkCounts(rpcUrl, addresses, counts)
  const headBlock = Number(await rpc(rpcUrl, 'eth_blockNumber', []))
  return { counts, bodyIds, headBlock, ms: Date.now() - started }
}

/**
 * Each author's next nonce. The node handles a batch's calls concurrently, so nonces it picked itself could repeat
 * ("replacement transaction underpriced"); the seed numbers them.
 */
async function startNonces(rpcUrl: string): Promise<Map<number, number>> {
  const counts = await rpcBatch(
    rpcUrl,
    AUTHORS.map((account) => ({
      method: 'eth_getTransactionCount',
      params: [devnetAccount(account).address, 'pending'],
    })),
  )
  return new Map(AUTHORS.map((account, i) => [account, Number(counts[i])]))
}

/** Takes `account`'s next nonce, as a JSON-RPC quantity. */
function nextNonce(nonces: Map<number, number>, account: number): string {
  const nonce = nonces.get(account) ?? 0
  nonces.set(account, nonce + 1)
  return `0x${nonce.toString(16)}`
}

/** Gas limit for one createMessage: the node's estimate plus half, since storage costs vary a little per call. */
async function estimateGas(rpcUrl: string, channel: string): Promise<bigint> {
  const estimate = await rpc(rpcUrl, 'eth_estimateGas', [
    {
      from: devnetAccount(1).address,
      to: channel,
      data: chat.encodeFunctionData('createMessage', [`ar://${'A'.repeat(43)}`]),
      value: `0x${CHAT_PRICE.toString(16)}`,
    },
  ])
  return (BigInt(String(estimate)) * 3n) / 2n
}

/** Sends the transactions in one JSON-RPC batch, then mines them in one block; throws if any stays pending. */
async function sendAndMine(rpcUrl: string, transactions: object[]): Promise<void> {
  await rpcBatch(
    rpcUrl,
    transactions.map((transaction) => ({ method: 'eth_sendTransaction', params: [transaction] })),
  )
  await rpc(rpcUrl, 'evm_mine', [])
  const pending = (await rpc(rpcUrl, 'eth_getBlockTransactionCountByNumber', ['pending'])) as string | null
  if (pending !== null && Number(pending) > 0) throw new Error(`${Number(pending)} seed transactions were not mined`)
}

/** Compares each channel's main message count on chain with what was sent (a reverted transaction shows here). */
async function checkCounts(rpcUrl: string, addresses: DevnetAddresses, counts: Record<string, number>): Promise<void> {
  for (const [key, expected] of Object.entries(counts)) {
    const channel = addresses.chatChannels[key as keyof DevnetAddresses['chatChannels']]
    const answer = await rpc(rpcUrl, 'eth_call', [
      { to: channel, data: chat.encodeFunctionData('getMainMessageCount', []) },
      'latest',
    ])
    const onChain = Number(chat.decodeFunctionResult('getMainMessageCount', String(answer))[0])
    if (onChain !== expected) throw new Error(`${key} holds ${onChain} messages, ${expected} were sent`)
  }
}
