/**
 * Checks stored data (a message body, a picture) against its Arweave transaction (issue #35), with nothing trusted
 * but the transaction id the chain names: the id is the SHA-256 of the transaction's signature, the signature (RSA-PSS
 * by the owner's key) covers the transaction's fields, and for a format 2 transaction those include the data's size
 * and Merkle root (`data_root`), which this file recomputes from the bytes. A gateway (or a cache) that changes a
 * single byte of the data, the header or the id's link between them fails the check. Follows the Arweave transaction
 * format (arweave-js `Transaction.getSignatureData`, `deepHash`, `merkle`); the worker uses it before caching and
 * before serving a cached copy (sw.ts).
 */

/** A transaction header as a gateway's `GET /tx/<id>` answers it (every binary field base64url). */
export interface TransactionHeader {
  format: number
  id: string
  owner: string
  target: string
  quantity: string
  reward: string
  last_tx: string
  tags: { name: string; value: string }[]
  data_size: string
  data_root: string
  signature: string
}

const B64URL = /^[A-Za-z0-9_-]*$/
const encoder = new TextEncoder()

/** Decodes base64url (no padding); throws on anything else. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!B64URL.test(text)) throw new Error('not base64url')
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const isString = (value: unknown): value is string => typeof value === 'string'

/** Reads a `GET /tx/<id>` answer; null when a field is missing or of the wrong kind. */
export function parseTransactionHeader(json: unknown): TransactionHeader | null {
  if (typeof json !== 'object' || json === null) return null
  const header = json as Record<string, unknown>
  const fields = ['id', 'owner', 'target', 'quantity', 'reward', 'last_tx', 'data_size', 'data_root', 'signature']
  if (!fields.every((field) => isString(header[field])) || typeof header.format !== 'number') return null
  if (!Array.isArray(header.tags)) return null
  const tags = (header.tags as unknown[]).map((tag) =>
    typeof tag === 'object' && tag !== null ? (tag as Record<string, unknown>) : {},
  )
  if (!tags.every((tag) => isString(tag.name) && isString(tag.value))) return null
  const text = (field: string) => header[field] as string
  return {
    format: header.format,
    id: text('id'),
    owner: text('owner'),
    target: text('target'),
    quantity: text('quantity'),
    reward: text('reward'),
    last_tx: text('last_tx'),
    tags: tags.map((tag) => ({ name: tag.name as string, value: tag.value as string })),
    data_size: text('data_size'),
    data_root: text('data_root'),
    signature: text('signature'),
  }
}

const concat = (parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.byteLength
  }
  return out
}

const digest = async (algorithm: 'SHA-256' | 'SHA-384', data: Uint8Array<ArrayBuffer>) =>
  new Uint8Array(await crypto.subtle.digest(algorithm, data))
const sha256 = (data: Uint8Array<ArrayBuffer>) => digest('SHA-256', data)

/** Arweave's chunk sizes (bytes): chunks are 256 KiB, the last two rebalanced so none is under 32 KiB. */
const MAX_CHUNK_SIZE = 256 * 1024
const MIN_CHUNK_SIZE = 32 * 1024

/** A byte offset as the 32-byte big-endian "note" of the Merkle tree. */
function note(offset: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(32)
  for (let i = 31, rest = offset; i >= 0 && rest > 0; i--, rest = Math.floor(rest / 256)) bytes[i] = rest % 256
  return bytes
}

/** The `data_root` of `data`: the Merkle root over its chunks, each leaf keyed by its end offset. */
export async function dataRoot(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const leaves: { id: Uint8Array<ArrayBuffer>; end: number }[] = []
  let start = 0
  while (data.byteLength - start >= MAX_CHUNK_SIZE) {
    const left = data.byteLength - start
    const size =
      left - MAX_CHUNK_SIZE > 0 && left - MAX_CHUNK_SIZE < MIN_CHUNK_SIZE ? Math.ceil(left / 2) : MAX_CHUNK_SIZE
    leaves.push({ id: data.slice(start, start + size), end: start + size })
    start += size
  }
  leaves.push({ id: data.slice(start), end: data.byteLength })
  let layer = await Promise.all(
    leaves.map(async ({ id: chunk, end }) => ({
      id: await sha256(concat([await sha256(await sha256(chunk)), await sha256(note(end))])),
      end,
    })),
  )
  while (layer.length > 1) {
    const next: typeof layer = []
    for (let i = 0; i < layer.length; i += 2) {
      const [left, right] = layer.slice(i, i + 2)
      if (left && right) {
        const id = await sha256(concat([await sha256(left.id), await sha256(right.id), await sha256(note(left.end))]))
        next.push({ id, end: right.end })
      } else if (left) next.push(left)
    }
    layer = next
  }
  const [root] = layer
  if (!root) throw new Error('no chunks')
  return root.id
}

type DeepHashItem = Uint8Array<ArrayBuffer> | DeepHashItem[]

/** Arweave's deep hash (SHA-384) of a nested list of byte strings, which a format 2 signature signs. */
async function deepHash(item: DeepHashItem): Promise<Uint8Array<ArrayBuffer>> {
  const sha384 = (data: Uint8Array<ArrayBuffer>) => digest('SHA-384', data)
  if (Array.isArray(item)) {
    let acc = await sha384(encoder.encode(`list${item.length}`))
    for (const child of item) acc = await sha384(concat([acc, await deepHash(child)]))
    return acc
  }
  const tag = await sha384(encoder.encode(`blob${item.byteLength}`))
  return sha384(concat([tag, await sha384(item)]))
}

const equal = (a: Uint8Array, b: Uint8Array) => a.byteLength === b.byteLength && a.every((byte, i) => byte === b[i])

/** The bytes the owner signed (format 1: the data itself is among them; format 2: its size and root). */
async function signatureData(header: TransactionHeader, data: Uint8Array<ArrayBuffer>) {
  const bytes = fromBase64Url
  const text = (value: string) => encoder.encode(value)
  const tags = header.tags.map((tag) => [bytes(tag.name), bytes(tag.value)])
  if (header.format === 1) {
    const fields = [bytes(header.owner), bytes(header.target), data, text(header.quantity), text(header.reward)]
    return concat([...fields, bytes(header.last_tx), ...tags.flat()])
  }
  return deepHash([
    text('2'),
    bytes(header.owner),
    bytes(header.target),
    text(header.quantity),
    text(header.reward),
    bytes(header.last_tx),
    tags,
    text(header.data_size),
    bytes(header.data_root),
  ])
}

/**
 * Whether `data` is the data of transaction `id` as `header` describes it: the id is the hash of the signature, the
 * signature verifies with the owner's key over the header (RSA-PSS, SHA-256; salt 32 as arweave-js signs, or the
 * longest salt other signers use), and the data matches the header (format 2: size and Merkle root). Any malformed
 * field makes it false; it never throws.
 */
export async function verifyTransactionData(
  id: string,
  header: TransactionHeader,
  data: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  try {
    if (header.id !== id || header.format < 1 || header.format > 2) return false
    const signature = fromBase64Url(header.signature)
    if (toBase64Url(await sha256(signature)) !== id) return false
    if (header.format === 2) {
      if (header.data_size !== String(data.byteLength) || data.byteLength === 0) return false
      if (!equal(await dataRoot(data), fromBase64Url(header.data_root))) return false
    }
    const key = await crypto.subtle.importKey(
      'jwk',
      { kty: 'RSA', e: 'AQAB', n: header.owner, alg: 'PS256', ext: true },
      { name: 'RSA-PSS', hash: 'SHA-256' },
      false,
      ['verify'],
    )
    const signed = await signatureData(header, data)
    const modulusBytes = fromBase64Url(header.owner).byteLength
    for (const saltLength of [32, modulusBytes - 32 - 2])
      if (await crypto.subtle.verify({ name: 'RSA-PSS', saltLength }, key, signature, signed)) return true
    return false
  } catch {
    return false
  }
}
