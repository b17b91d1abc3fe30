import Arweave from 'arweave'
import type { JWKInterface } from 'arweave/node/lib/wallet'
import type { UploadContentType } from '../../protocol/upload'

/** Where uploads are stored: the paying wallet's address, and a function that stores bytes and returns their id. */
export interface UploadStorage {
  /** Arweave address of the paying wallet. */
  address: string
  /** Stores `data` with its Content-Type tag; resolves the transaction id. Rejects when the node refuses it. */
  store(data: Buffer, contentType: UploadContentType): Promise<string>
}

/** App-Name tag on every upload, so the project's data can be found with a GraphQL query by tag. */
export const APP_NAME_TAG = 'DemoSocial'

/**
 * Arweave storage through arweave-js: one signed data transaction per upload, tagged with its Content-Type (the
 * gateway serves it back with that type) and App-Name, posted to `nodeUrl` (https://arweave.net, or arlocal).
 */
export async function createArweaveStorage(nodeUrl: string, key: JWKInterface): Promise<UploadStorage> {
  const url = new URL(nodeUrl)
  const protocol = url.protocol.replace(':', '')
  const arweave = Arweave.init({
    host: url.hostname,
    port: Number(url.port) || (protocol === 'https' ? 443 : 80),
    protocol,
    timeout: 30_000,
  })
  const address = await arweave.wallets.jwkToAddress(key)
  return {
    address,
    async store(data, contentType) {
      const transaction = await arweave.createTransaction({ data }, key)
      transaction.addTag('Content-Type', contentType)
      transaction.addTag('App-Name', APP_NAME_TAG)
      await arweave.transactions.sign(transaction, key)
      const response = await arweave.transactions.post(transaction)
      if (response.status !== 200 && response.status !== 208) {
        throw new Error(`Arweave node answered ${response.status} ${response.statusText}`)
      }
      return transaction.id
    },
  }
}
