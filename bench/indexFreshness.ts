import { randomBytes } from 'node:crypto'
import { Interface } from 'ethers'
import { devnetAccount } from '../devnet/accounts'
import { CHAT_PRICE } from '../devnet/constants'
import { postBodies, signBody, type BodySigner } from './indexBodies'
import { rpc } from './indexRpc'

/**
 * The freshness figure of the index benchmark: on a devnet mining a block every BLOCK_TIME_SEC, a new message (body
 * on arlocal, posted through the channel contract) is timed from the moment its transaction is mined until the
 * index's search route returns it, in milliseconds and in blocks.
 */

export const BLOCK_TIME_SEC = 2
const RECEIPT_POLL_MS = 25
const SEARCH_POLL_MS = 50
const ROUND_TIMEOUT_MS = 60_000
const chat = new Interface(['function createMessage(string url) payable'])

export interface FreshnessRound {
  block: number
  /** Ms from the receipt appearing to search returning the message; null when it did not within 60 s. */
  ms: number | null
  /** Head block when search returned it, minus the message's block. */
  blocks: number | null
}

/**
 * Turns on interval mining (one block every 2 s; it stays on for the load test), then runs `rounds` rounds as alice
 * in General, each with a word no other message has, 0 to 2 s apart so they land at different points of the block
 * interval. Returns each round's figures and the ids of the bodies it stored (for a later catch-up's count).
 */
export async function measureFreshness(opts: {
  rpcUrl: string
  arweaveUrl: string
  indexerUrl: string
  channel: string
  signer: BodySigner
  rounds: number
}): Promise<{ rounds: FreshnessRound[]; bodyIds: string[] }> {
  await rpc(opts.rpcUrl, 'evm_setIntervalMining', [BLOCK_TIME_SEC])
  const alice = devnetAccount(1).address
  const rounds: FreshnessRound[] = []
  const bodyIds: string[] = []
  for (let round = 0; round < opts.rounds; round++) {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * BLOCK_TIME_SEC * 1000))
    const word = `fresh${randomBytes(6)
      .toString('hex')
      .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'x')}`
    const body = await signBody(opts.signer, alice, `Is the index fresh? ${word}`, Date.now())
    await postBodies(opts.arweaveUrl, [body])
    bodyIds.push(body.url.slice('ar://'.length))
    const hash = String(
      await rpc(opts.rpcUrl, 'eth_sendTransaction', [
        {
          from: alice,
          to: opts.channel,
          data: chat.encodeFunctionData('createMessage', [body.url]),
          value: `0x${CHAT_PRICE.toString(16)}`,
        },
      ]),
    )
    const deadline = Date.now() + ROUND_TIMEOUT_MS
    let receipt: { blockNumber: string } | null = null
    while (receipt === null && Date.now() < deadline) {
      receipt = (await rpc(opts.rpcUrl, 'eth_getTransactionReceipt', [hash])) as { blockNumber: string } | null
      if (receipt === null) await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
    }
    if (receipt === null) throw new Error(`freshness message ${hash} was not mined within ${ROUND_TIMEOUT_MS} ms`)
    const minedAt = Date.now()
    const block = Number(receipt.blockNumber)
    let found: FreshnessRound = { block, ms: null, blocks: null }
    while (Date.now() < minedAt + ROUND_TIMEOUT_MS) {
      const response = await fetch(`${opts.indexerUrl}/search?q=${word}`)
      const page = (await response.json()) as { results?: unknown[] }
      if ((page.results?.length ?? 0) > 0) {
        const head = Number(await rpc(opts.rpcUrl, 'eth_blockNumber', []))
        found = { block, ms: Date.now() - minedAt, blocks: head - block }
        break
      }
      await new Promise((resolve) => setTimeout(resolve, SEARCH_POLL_MS))
    }
    rounds.push(found)
  }
  return { rounds, bodyIds }
}
