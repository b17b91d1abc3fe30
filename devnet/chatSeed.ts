import Arweave from 'arweave'
import { createHash } from 'node:crypto'
import * as fs from 'node:fs'
import * as path from 'node:path'
import type { Contract, JsonRpcProvider, TransactionResponse } from 'ethers'
import { devnetAccount } from './accounts'
import type { DevnetAddresses } from './addresses'
import { DEVNET_ARWEAVE_KEY } from './arweaveKey'
import { avatarPng, sunsetPng } from './chatImages'
import { CHAT_PRICE } from './constants'
import { attachDevnetContracts } from './devnetContracts'
import { withAutomine } from './mining'
import { DEVNET_DIR, writeFileAtomic } from './paths'
import { devnetProvider, devnetSigner } from './provider'
import { SEED } from './seed'

/** Seeded channel keys, as in DevnetAddresses.chatChannels. */
export type SeedChannel = 'general' | 'memesImages' | 'shill'

interface SeedPost {
  channel: SeedChannel
  /** Devnet account index of the author. */
  account: number
  /** `{image}` is replaced by the ar:// URL of the seeded picture with the ?img marker (spec §5). */
  text: string
  replies?: readonly { account: number; text: string }[]
  /** Deleted by the moderator (account 9) right after it is posted. */
  deleted?: boolean
}

/** Video used by the seeded video message (Big Buck Bunny, Blender Foundation, CC BY). */
export const SEED_VIDEO_URL = 'https://youtu.be/aqz-KE-bpKQ'

/**
 * The seeded conversation, oldest first. General gets 33 main messages (one deleted, one with an image, one with a
 * video link, one from the nameless moderator, replies on three), the other channels a few each. Accounts 1-3 are
 * alice, bob and carol, whose names get identicon profile pictures.
 */
export const CHAT_SEED_POSTS: readonly SeedPost[] = [
  { channel: 'general', account: 1, text: 'gm everyone! The devnet chat is live 🎉' },
  { channel: 'general', account: 2, text: 'gm alice. Took me one click with the devnet wallet.' },
  { channel: 'general', account: 3, text: 'Hello from carol.demo 👋' },
  {
    channel: 'general',
    account: 1,
    text: 'Quick poll: what should we build next on top of .demo names?',
    replies: [
      { account: 2, text: 'A tipping button on profiles!' },
      { account: 3, text: 'Group chats for NFT holders.' },
      { account: 1, text: 'Both good. Noted 📝' },
    ],
  },
  { channel: 'general', account: 2, text: 'Message bodies are stored on Arweave, only the ar:// URL goes on chain.' },
  { channel: 'general', account: 3, text: 'Docs for the name contracts: https://punk.domains' },
  { channel: 'general', account: 1, text: 'Reminder: be kind, no spam, no referral farming.' },
  { channel: 'general', account: 2, text: 'Anyone tried minting a 3-letter name? 0.01 ETH on the devnet minter.' },
  { channel: 'general', account: 3, text: 'Yes, cat.demo was taken already 😅' },
  {
    channel: 'general',
    account: 1,
    text: 'This message broke the rules and was removed by a moderator.',
    deleted: true,
  },
  { channel: 'general', account: 2, text: 'Multicall makes the whole feed load in a couple of requests. Fast!' },
  { channel: 'general', account: 3, text: 'Line breaks work too:\nline one\nline two\nline three' },
  {
    channel: 'general',
    account: 1,
    text: 'Sunset from my balcony 🌅 {image}',
    replies: [
      { account: 3, text: 'Gorgeous colours!' },
      { account: 2, text: 'Wallpaper material.' },
    ],
  },
  { channel: 'general', account: 2, text: 'Base Sepolia block time is 2 s, so is the devnet.' },
  { channel: 'general', account: 3, text: 'Who else is testing on mobile? The sidebars fold nicely below 1000 px.' },
  { channel: 'general', account: 9, text: 'Moderator here: welcome all. Ping me if something looks off.' },
  { channel: 'general', account: 1, text: `Relaxing video for the weekend: ${SEED_VIDEO_URL}` },
  { channel: 'general', account: 2, text: 'Deleted messages stay on Arweave, but the feed hides them.' },
  { channel: 'general', account: 3, text: 'Is there a dark mode? Oh, the toggle is in the navbar.' },
  { channel: 'general', account: 1, text: 'Tip: Ctrl+Enter sends your message.' },
  { channel: 'general', account: 2, text: 'Posting costs 0.00001 ETH per message on this channel.' },
  {
    channel: 'general',
    account: 3,
    text:
      'A longer note about why permanent storage matters. When a message body lives on Arweave, nobody can quietly ' +
      'edit it after the fact: the URL on chain points to exactly those bytes, forever. That is great for ' +
      'accountability and for history, and it also means you should think twice before posting anything you may ' +
      'regret. Deleting a message only hides it in this app; the content itself remains retrievable by anyone who ' +
      'knows the transaction id. So: write as if it is carved in stone, because in a way it is. Also, this text is ' +
      'long on purpose, so that the feed shows it shortened with a Read more button that reveals the rest of it.',
  },
  { channel: 'general', account: 1, text: 'Profiles show your picture from your name data. Set yours!' },
  { channel: 'general', account: 2, text: 'The activity points widget counts what you spent on names.' },
  { channel: 'general', account: 3, text: 'Anyone up for a community call on Friday?' },
  {
    channel: 'general',
    account: 1,
    text: 'Friday 5 pm UTC works for me.',
    replies: [{ account: 2, text: 'Same here.' }],
  },
  { channel: 'general', account: 2, text: 'I will bring the agenda.' },
  { channel: 'general', account: 3, text: 'Links open in a new tab: https://base.org' },
  {
    channel: 'general',
    account: 1,
    text: 'Testing ipfs links: ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  },
  { channel: 'general', account: 2, text: 'What a week. Time for a break ☕' },
  { channel: 'general', account: 3, text: 'See you all tomorrow!' },
  { channel: 'general', account: 1, text: 'Good night from alice 🌙' },
  { channel: 'general', account: 2, text: 'Welcome to the General discussion: say hi below 👇' },
  { channel: 'memesImages', account: 2, text: 'Share your memes and pictures here. Starting with a sunset: {image}' },
  { channel: 'memesImages', account: 3, text: 'Images end in .png, .jpg, .gif or .webp, or carry the ?img marker.' },
  { channel: 'shill', account: 1, text: 'Shill your projects here. I am building a name-based chat 🙂' },
  { channel: 'shill', account: 3, text: 'Check out the Punk Domains protocol: https://punk.domains' },
]

/** Moderator account that deletes the `deleted` posts. */
const MODERATOR = SEED.moderator
/** Seeded history spans the last few hours, one main message every 7 minutes, ending a few minutes ago. */
const STEP_SEC = 7 * 60
const END_AGO_SEC = 3 * 60

export interface ChatSeedResult {
  /** Main message count per channel. */
  counts: Record<SeedChannel, number>
  /** Index in General of the deleted message, of the image message and of the video message. */
  general: { deletedIndex: number; imageIndex: number; videoIndex: number }
  /** ar:// URLs of the seeded pictures. */
  images: { sunset: string; avatars: Record<string, string> }
}

export type StoreBytes = (data: Buffer, contentType: 'application/json' | 'image/png') => Promise<string>

/** Signed seed transactions from earlier runs, by content hash (gitignored). */
const SIGNED_CACHE_FILE = path.join(DEVNET_DIR, '.state', 'chat-seed-transactions.json')

function readSignedCache(cacheFile: string): Record<string, object> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(cacheFile, 'utf8'))
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, object>) : {}
  } catch {
    return {}
  }
}

/**
 * Stores seed data on arlocal with the devnet key. Transactions carry no anchor (`last_tx` ''), so a signed one is
 * valid on any fresh arlocal: they are signed once and kept by content hash in devnet/.state, and later runs only
 * post them again. That keeps every start free of RSA signing and gives the seed the same ar:// URLs on every run
 * (the browser's body cache stays valid across restarts). Each seed keeps its own `cacheFile`.
 */
export async function seedStorage(
  arweaveUrl: string,
  cacheFile: string = SIGNED_CACHE_FILE,
): Promise<StoreBytes & { saveCache(): void }> {
  const url = new URL(arweaveUrl)
  const arweave = Arweave.init({ host: url.hostname, port: Number(url.port), protocol: url.protocol.replace(':', '') })
  const cache = readSignedCache(cacheFile)
  const used: Record<string, object> = {}
  let isCacheChanged = false
  const store = async (data: Buffer, contentType: 'application/json' | 'image/png') => {
    const key = createHash('sha256').update(contentType).update('\n').update(data).digest('hex')
    let signed = cache[key]
    if (!signed) {
      const transaction = await arweave.createTransaction({ data, last_tx: '', reward: '0' }, DEVNET_ARWEAVE_KEY)
      transaction.addTag('Content-Type', contentType)
      await arweave.transactions.sign(transaction, DEVNET_ARWEAVE_KEY)
      signed = transaction.toJSON()
      cache[key] = signed
      isCacheChanged = true
    }
    used[key] = signed
    const response = await arweave.transactions.post(signed)
    if (response.status !== 200) throw new Error(`arlocal refused a seed upload: ${response.status}`)
    return `ar://${(signed as { id: string }).id}`
  }
  return Object.assign(store, {
    /** Keeps exactly this run's transactions (yesterday's bodies drop out). */
    saveCache() {
      if (!isCacheChanged && Object.keys(used).length === Object.keys(cache).length) return
      writeFileAtomic(cacheFile, JSON.stringify(used))
    },
  })
}

/** Stores `items` two at a time (signing and arlocal share the CPU), preserving order. */
async function storeAll(
  store: StoreBytes,
  items: readonly { data: Buffer; contentType: 'application/json' | 'image/png' }[],
) {
  const urls: string[] = new Array<string>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      const item = items[index]
      if (item) urls[index] = await store(item.data, item.contentType)
    }
  }
  await Promise.all([worker(), worker()])
  return urls
}

/** A body; its timestamp (not shown anywhere) is the day's start plus the post's offset, so bodies stay the same all day. */
const body = (account: number, text: string, timestampMs: number) =>
  Buffer.from(JSON.stringify({ author: devnetAccount(account).address, text, timestamp: timestampMs }))

/**
 * Sends seed transactions with the nonce, gas and fees filled in, so each is one RPC request (automine mines it on
 * arrival), then checks every receipt at the end.
 */
function createSender(provider: JsonRpcProvider) {
  const nonces = new Map<number, number>()
  const sent: TransactionResponse[] = []
  return {
    async send(
      contract: Contract,
      account: number,
      method: string,
      args: readonly unknown[],
      value = 0n,
    ): Promise<void> {
      const signer = devnetSigner(provider, account)
      const nonce = nonces.get(account) ?? (await provider.getTransactionCount(signer.address, 'pending'))
      nonces.set(account, nonce + 1)
      const response = (await contract
        .connect(signer)
        .getFunction(method)
        .send(...args, {
          value,
          nonce,
          gasLimit: 600_000n,
          maxFeePerGas: 10_000_000_000n,
          maxPriorityFeePerGas: 1_000_000_000n,
        })) as TransactionResponse
      sent.push(response)
    },
    async confirmAll(): Promise<void> {
      const receipts = await Promise.all(sent.map((response) => provider.getTransactionReceipt(response.hash)))
      const failed = receipts.findIndex((receipt) => receipt?.status !== 1)
      if (failed >= 0) throw new Error(`Chat seed transaction ${sent[failed]?.hash ?? ''} failed`)
    },
  }
}

/**
 * Seeds the chat on a freshly deployed and seeded devnet (`deployAll` with `seed`): stores identicon profile pictures
 * for alice, bob and carol on arlocal and sets them as `image` in their name data (editData), stores a picture and
 * every message body, then posts CHAT_SEED_POSTS with replies and deletes the marked one as the moderator. Block
 * timestamps are spread over the past hours (anvil's clock is moved back, then forward to now again), so the feed
 * reads like a real conversation. Runs with automine (restoring the mining mode after).
 */
export async function seedChat(
  rpcUrl: string,
  addresses: DevnetAddresses,
  arweaveUrl: string,
): Promise<ChatSeedResult> {
  const provider = devnetProvider(rpcUrl)
  try {
    return await withAutomine(provider, () => seedWith(provider, addresses, arweaveUrl))
  } finally {
    provider.destroy()
  }
}

async function seedWith(
  provider: JsonRpcProvider,
  addresses: DevnetAddresses,
  arweaveUrl: string,
): Promise<ChatSeedResult> {
  const store = await seedStorage(arweaveUrl)
  const users = [
    { account: 1, name: 'alice', data: JSON.parse(SEED.aliceData) as Record<string, unknown> },
    { account: 2, name: 'bob', data: {} },
    { account: 3, name: 'carol', data: {} },
  ]
  const wallClockSec = Math.floor(Date.now() / 1000)
  const startSec = wallClockSec - END_AGO_SEC - CHAT_SEED_POSTS.length * STEP_SEC
  const timeOf = (postIndex: number, replyIndex = -1) => startSec + postIndex * STEP_SEC + (replyIndex + 1) * 60
  const dayStartMs = Math.floor(Date.now() / 86_400_000) * 86_400_000
  const bodyTime = (postIndex: number, replyIndex = -1) =>
    dayStartMs + (timeOf(postIndex, replyIndex) - startSec) * 1000
  const sunset = await store(sunsetPng(), 'image/png')
  const bodies = CHAT_SEED_POSTS.flatMap((post, postIndex) => [
    body(post.account, post.text.replace('{image}', `${sunset}?img`), bodyTime(postIndex)),
    ...(post.replies ?? []).map((reply, replyIndex) =>
      body(reply.account, reply.text, bodyTime(postIndex, replyIndex)),
    ),
  ])
  const urls = await storeAll(store, [
    ...users.map((user) => ({ data: avatarPng(user.name), contentType: 'image/png' as const })),
    ...bodies.map((data) => ({ data, contentType: 'application/json' as const })),
  ])
  const avatarUrls = urls.splice(0, users.length)
  store.saveCache()

  const contracts = await attachDevnetContracts(addresses, provider)
  const sender = createSender(provider)
  const avatars: Record<string, string> = {}
  for (const [index, user] of users.entries()) {
    const image = avatarUrls[index] ?? ''
    avatars[user.name] = image
    await sender.send(contracts.punkTld, user.account, 'editData', [user.name, JSON.stringify({ ...user.data, image })])
  }

  // Move the chain's clock back so the seeded conversation lies in the past; each block then gets its own time.
  await provider.send('evm_setTime', [startSec - 60])
  const counts: Record<SeedChannel, number> = { general: 0, memesImages: 0, shill: 0 }
  const general = { deletedIndex: -1, imageIndex: -1, videoIndex: -1 }
  let urlIndex = 0
  const at = (seconds: number) => provider.send('evm_setNextBlockTimestamp', [seconds])
  for (const [postIndex, post] of CHAT_SEED_POSTS.entries()) {
    const channel = contracts.chatChannels[post.channel]
    const mainIndex = counts[post.channel]++
    await at(timeOf(postIndex))
    await sender.send(channel, post.account, 'createMessage', [urls[urlIndex++]], CHAT_PRICE)
    for (const [replyIndex, reply] of (post.replies ?? []).entries()) {
      await at(timeOf(postIndex, replyIndex))
      await sender.send(channel, reply.account, 'createReply', [mainIndex, urls[urlIndex++]], CHAT_PRICE)
    }
    if (post.deleted) {
      await at(timeOf(postIndex) + 30)
      await sender.send(channel, MODERATOR, 'deleteMessage', [mainIndex])
    }
    if (post.channel === 'general') {
      if (post.deleted) general.deletedIndex = mainIndex
      if (post.text.includes('{image}')) general.imageIndex = mainIndex
      if (post.text.includes(SEED_VIDEO_URL)) general.videoIndex = mainIndex
    }
  }
  await provider.send('evm_setTime', [Math.floor(Date.now() / 1000)])
  await sender.confirmAll()
  return { counts, general, images: { sunset, avatars } }
}
