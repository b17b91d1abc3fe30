import Arweave from 'arweave'
import type { JWKInterface } from 'arweave/node/lib/wallet'
import { constants, createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { fundArweaveAddress } from '../devnet/arweave'

/**
 * Message bodies for the index benchmark (issue #36): chat bodies (`{author, text, timestamp}` JSON, as the app
 * uploads them) with made-up but searchable text, each stored on arlocal as its own signed Arweave transaction
 * (format 2), which the index's body worker fetches and checks against its signature and data root.
 *
 * The bench signs with its own RSA-2048 key, made at start, instead of the devnet's RSA-4096 one: signing is the
 * seed's cost (about 1 ms per body against 13 ms through arweave-js with the 4096-bit key, which would make a
 * 100,000-body seed take half an hour), while the worker's check (one RSA-PSS verification) costs about the same
 * either way. arlocal does not check signatures; the worker does.
 */

/** Words every query of the load test finds, and how often each appears (share of bodies). */
export const SEARCH_WORDS = { common: 'gm', frequent: 'harbour', phrase: 'community call', rare: 'lighthouse' }

/** A small deterministic PRNG (mulberry32): the same N gives the same bodies on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'to', 'vi', 'ze', 'bra', 'den', 'fel', 'gor', 'hin', 'jus']
/** About 3,000 made-up words, so that most words are rare as in real chat and the text index has a real spread. */
const VOCABULARY = SYLLABLES.flatMap((a) => SYLLABLES.flatMap((b) => SYLLABLES.map((c) => `${a}${b}${c}`)))

/**
 * The text of body `index`: 6 to 25 words from the vocabulary; 10 % start with "gm", 1 % mention the harbour,
 * 0.5 % a community call and 0.1 % a lighthouse, so the load test's queries match many, some and few messages.
 */
export function bodyText(index: number): string {
  const next = random(index + 1)
  const words: string[] = []
  if (next() < 0.1) words.push(SEARCH_WORDS.common)
  const length = 6 + Math.floor(next() * 20)
  for (let i = 0; i < length; i++) words.push(VOCABULARY[Math.floor(next() * VOCABULARY.length)] ?? 'kaloka')
  const roll = next()
  if (roll < 0.01) words.splice(2, 0, SEARCH_WORDS.frequent)
  if (roll < 0.005) words.push(SEARCH_WORDS.phrase)
  if (roll < 0.001) words.push(SEARCH_WORDS.rare)
  return words.join(' ')
}

/** The bench's Arweave signer: an RSA-2048 key as a JWK, and its arlocal address. */
export interface BodySigner {
  jwk: JWKInterface
  key: KeyObject
  address: string
}

/** Makes a new RSA-2048 signing key and funds it with `ar` AR on arlocal (arlocal charges per byte stored). */
export async function createBodySigner(arweaveUrl: string, ar: number): Promise<BodySigner> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 65537 })
  const jwk = privateKey.export({ format: 'jwk' }) as JWKInterface
  const address = createHash('sha256').update(Buffer.from(jwk.n, 'base64url')).digest('base64url')
  await fundArweaveAddress(arweaveUrl, address, ar)
  return { jwk, key: privateKey, address }
}

/** A signed transaction ready to post (Arweave's JSON form, its data base64url) and its ar:// URL. */
export interface SignedBody {
  url: string
  transaction: Record<string, unknown> & { data: string }
}

/** Arweave client for building transactions only (never contacts a node: no anchor, reward given). */
const offline = Arweave.init({ host: '127.0.0.1', port: 1, protocol: 'http' })

/**
 * Builds and signs the format-2 transaction of one chat body: arweave-js computes the data root and the deep hash
 * it signs, node:crypto signs it (RSA-PSS, SHA-256, 32-byte salt as Arweave does). No anchor (`last_tx` ''), so the
 * transaction is valid on any arlocal.
 */
export async function signBody(
  signer: BodySigner,
  author: string,
  text: string,
  timestampMs: number,
): Promise<SignedBody> {
  const data = Buffer.from(JSON.stringify({ author, text, timestamp: timestampMs }))
  const transaction = await offline.createTransaction({ data, last_tx: '', reward: '0' }, signer.jwk)
  transaction.addTag('Content-Type', 'application/json')
  const signature = sign('sha256', await transaction.getSignatureData(), {
    key: signer.key,
    padding: constants.RSA_PKCS1_PSS_PADDING,
    saltLength: 32,
  })
  const id = createHash('sha256').update(signature).digest('base64url')
  transaction.setSignature({ id, owner: signer.jwk.n, signature: signature.toString('base64url') })
  // toJSON gives every binary field, the data included, as base64url.
  return { url: `ar://${id}`, transaction: transaction.toJSON() as SignedBody['transaction'] }
}

/**
 * Posts signed transactions to arlocal, `concurrency` at a time; throws on the first refusal. A post whose
 * connection breaks (arlocal closes idle keep-alive sockets just as they are reused) is tried again, and counts as
 * stored when arlocal has the transaction by then.
 */
export async function postBodies(arweaveUrl: string, bodies: readonly SignedBody[], concurrency = 8): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < bodies.length) {
      const item = bodies[next++]
      if (item !== undefined) await postBody(arweaveUrl, item)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}

const POST_TRIES = 3

async function postBody(arweaveUrl: string, item: SignedBody): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${arweaveUrl}/tx`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(item.transaction),
      })
      await response.arrayBuffer()
      if (response.ok) return
      const stored = attempt > 1 && (await fetch(`${arweaveUrl}/tx/${item.url.slice('ar://'.length)}`)).ok
      if (stored) return
      throw new Error(`arlocal refused ${item.url}: ${response.status}`)
    } catch (error) {
      if (!(error instanceof TypeError) || attempt >= POST_TRIES) throw error
    }
  }
}
