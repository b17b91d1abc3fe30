/** @jest-environment node */
import Arweave from 'arweave'
import type { JWKInterface } from 'arweave/node/lib/wallet'
import { dataRoot, fromBase64Url, parseTransactionHeader, verifyTransactionData } from './arweaveVerify'
import type { TransactionHeader } from './arweaveVerify'

// Transactions made and signed by arweave-js (the upload server's library), checked by the worker's own code.
const arweave = Arweave.init({})
let key: JWKInterface
/** Anchor and fee given, so arweave-js asks no node for them (the test has none). */
const offline = { last_tx: 'qrK2UL5ZUd2hIsrfPGpBUfH15pSGQ9xioqjETCK1Auw', reward: '1000' }

beforeAll(async () => {
  key = await arweave.wallets.generate()
}, 60_000)

/** A signed format 2 transaction of `data` with the upload server's tags, as a gateway's `GET /tx/<id>` answers. */
async function signed(data: Uint8Array): Promise<TransactionHeader> {
  const transaction = await arweave.createTransaction({ data, ...offline }, key)
  transaction.addTag('Content-Type', 'application/json')
  transaction.addTag('App-Name', 'DemoSocial')
  await arweave.transactions.sign(transaction, key)
  const header = parseTransactionHeader(JSON.parse(JSON.stringify({ ...transaction.toJSON(), data: '' })))
  if (!header) throw new Error('arweave-js wrote a header the parser refuses')
  return header
}

const body = new TextEncoder().encode(JSON.stringify({ author: '0xabc', text: 'gm', timestamp: 1 }))

describe('verifyTransactionData', () => {
  it('accepts a body signed by arweave-js', async () => {
    const header = await signed(body)
    await expect(verifyTransactionData(header.id, header, body)).resolves.toBe(true)
  })

  it('refuses a changed body, a changed header, another id, and a forged signature', async () => {
    const header = await signed(body)
    const tampered = new TextEncoder().encode(JSON.stringify({ author: '0xabc', text: 'gn', timestamp: 1 }))
    await expect(verifyTransactionData(header.id, header, tampered)).resolves.toBe(false)
    const other = await signed(tampered)
    // The tampered body with its own valid transaction is still not the data of the id the chain names.
    await expect(verifyTransactionData(header.id, { ...other, id: header.id }, tampered)).resolves.toBe(false)
    await expect(verifyTransactionData(other.id, other, tampered)).resolves.toBe(true)
    const retagged = { ...header, tags: [...header.tags, { name: 'QQ', value: 'Qg' }] }
    await expect(verifyTransactionData(header.id, retagged, body)).resolves.toBe(false)
    await expect(verifyTransactionData(header.id, { ...header, signature: other.signature }, body)).resolves.toBe(false)
    await expect(verifyTransactionData(header.id, { ...header, owner: '%%' }, body)).resolves.toBe(false)
  })

  it.each([
    ['one chunk', 1000],
    ['exactly one full chunk', 256 * 1024],
    ['a short last chunk rebalanced', 256 * 1024 + 1000],
    ['several chunks', 3 * 256 * 1024 + 70_000],
  ])('computes the data root arweave-js signs: %s', async (_name, size) => {
    const data = new Uint8Array(size).map((_, i) => (i * 31) % 251)
    const transaction = await arweave.createTransaction({ data, ...offline }, key)
    expect(await dataRoot(data)).toEqual(fromBase64Url(transaction.data_root))
  })
})

describe('parseTransactionHeader', () => {
  it('refuses answers that are not a transaction header', () => {
    expect(parseTransactionHeader(null)).toBeNull()
    expect(parseTransactionHeader('Pending')).toBeNull()
    expect(parseTransactionHeader({ id: 'x' })).toBeNull()
  })
})
