import { constants, createHash, createPublicKey, verify as verifySignature } from 'node:crypto'

/**
 * Checks a message body fetched from a gateway against its Arweave transaction, trusting nothing but the
 * transaction id that the chain names (issue #36, "checked against their transaction"). Following the Arweave
 * transaction format (format 2): the id is the SHA-256 of the signature; the signature is RSA-PSS (SHA-256, any salt length)
 * by the owner's key over the deep hash of the header fields, which include the data's size and Merkle root
 * (`data_root`); the root is recomputed here from the bytes. A gateway that changes one byte of the data, of the header
 * or of the link between them fails. Format 1 transactions (data signed directly, no root) are not accepted: every
 * upload path of this project writes format 2.
 */

/** The fields of a gateway's `GET /tx/<id>` answer that the check reads (binary fields base64url). */
interface TransactionHeader {
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

function fromBase64Url(text: string): Buffer {
  if (!B64URL.test(text)) throw new Error('not base64url')
  return Buffer.from(text, 'base64url')
}

const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest()
const sha384 = (...parts: Buffer[]) => createHash('sha384').update(Buffer.concat(parts)).digest()

/** Reads a `GET /tx/<id>` answer; null when a field is missing or of the wrong kind. */
function parseHeader(json: unknown): TransactionHeader | null {
  if (typeof json !== 'object' || json === null) return null
  const header = json as Record<string, unknown>
  const fields = ['id', 'owner', 'target', 'quantity', 'reward', 'last_tx', 'data_size', 'data_root', 'signature']
  if (!fields.every((field) => typeof header[field] === 'string') || typeof header.format !== 'number') return null
  if (!Array.isArray(header.tags)) return null
  const tags: { name: string; value: string }[] = []
  for (const tag of header.tags as unknown[]) {
    const { name, value } = (typeof tag === 'object' && tag !== null ? tag : {}) as Record<string, unknown>
    if (typeof name !== 'string' || typeof value !== 'string') return null
    tags.push({ name, value })
  }
  return { ...(header as unknown as TransactionHeader), tags }
}

/** Arweave's chunk sizes (bytes): 256 KiB chunks, the last two rebalanced so that none is under 32 KiB. */
const MAX_CHUNK_SIZE = 256 * 1024
const MIN_CHUNK_SIZE = 32 * 1024

/** A byte offset as the Merkle tree's 32-byte big-endian "note". */
function note(offset: number): Buffer {
  const bytes = Buffer.alloc(32)
  bytes.writeUIntBE(offset, 26, 6)
  return bytes
}

/** The `data_root` of `data`: the Merkle root over its chunks, each leaf keyed by the offset where it ends. */
export function dataRoot(data: Buffer): Buffer {
  const chunks: { bytes: Buffer; end: number }[] = []
  let start = 0
  while (data.byteLength - start >= MAX_CHUNK_SIZE) {
    const left = data.byteLength - start
    const size = left > MAX_CHUNK_SIZE && left - MAX_CHUNK_SIZE < MIN_CHUNK_SIZE ? Math.ceil(left / 2) : MAX_CHUNK_SIZE
    chunks.push({ bytes: data.subarray(start, start + size), end: start + size })
    start += size
  }
  chunks.push({ bytes: data.subarray(start), end: data.byteLength })
  let layer = chunks.map(({ bytes, end }) => ({ id: sha256(sha256(sha256(bytes)), sha256(note(end))), end }))
  while (layer.length > 1) {
    const next: typeof layer = []
    for (let i = 0; i < layer.length; i += 2) {
      const left = layer[i]
      const right = layer[i + 1]
      if (left && right)
        next.push({ id: sha256(sha256(left.id), sha256(right.id), sha256(note(left.end))), end: right.end })
      else if (left) next.push(left)
    }
    layer = next
  }
  const root = layer[0]
  if (root === undefined) throw new Error('no chunks')
  return root.id
}

type DeepHashItem = Buffer | DeepHashItem[]

/** Arweave's deep hash (SHA-384) of a nested list of byte strings: what a format 2 signature signs. */
function deepHash(item: DeepHashItem): Buffer {
  if (Array.isArray(item)) {
    return item.reduce<Buffer>((acc, child) => sha384(acc, deepHash(child)), sha384(Buffer.from(`list${item.length}`)))
  }
  return sha384(sha384(Buffer.from(`blob${item.byteLength}`)), sha384(item))
}

/**
 * Why `data` is not the data of transaction `id` as `headerJson` (the gateway's `/tx/<id>` answer) describes it, or
 * null when it is. Never throws.
 */
export function bodyMismatch(id: string, headerJson: unknown, data: Buffer): string | null {
  try {
    const header = parseHeader(headerJson)
    if (header === null) return 'malformed transaction header'
    if (header.format !== 2) return `transaction format ${header.format} is not supported`
    if (header.id !== id) return 'header is of another transaction'
    const signature = fromBase64Url(header.signature)
    if (sha256(signature).toString('base64url') !== id) return 'id is not the hash of the signature'
    if (String(data.byteLength) !== header.data_size) return 'data size differs from the transaction'
    if (dataRoot(data).toString('base64url') !== header.data_root) return 'data root differs from the transaction'
    const signed = deepHash([
      Buffer.from(String(header.format)),
      fromBase64Url(header.owner),
      fromBase64Url(header.target),
      Buffer.from(header.quantity),
      Buffer.from(header.reward),
      fromBase64Url(header.last_tx),
      header.tags.map((tag) => [fromBase64Url(tag.name), fromBase64Url(tag.value)]),
      Buffer.from(header.data_size),
      fromBase64Url(header.data_root),
    ])
    const key = createPublicKey({ key: { kty: 'RSA', n: header.owner, e: 'AQAB' }, format: 'jwk' })
    const isValid = verifySignature(
      'sha256',
      signed,
      { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_AUTO },
      signature,
    )
    return isValid ? null : 'signature does not verify'
  } catch (error) {
    return `unreadable transaction: ${error instanceof Error ? error.message : String(error)}`
  }
}
