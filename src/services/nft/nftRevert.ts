import { getRevertReason } from '../errors'
import type { JsonRpcClient } from '../chain/rpc/jsonRpcClient'
import { formatAmount } from '../../lib/units'

/** Nft721Bonding's require text when the value sent is not the current mint price (someone bought or sold first). */
export const PRICE_MISMATCH_REASON = 'Insufficient payment'

/** keccak256('Transfer(address,address,uint256)'): ERC-721's Transfer event topic. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const ZERO_TOPIC = `0x${'0'.repeat(64)}`

/** A wei figure as the launchpad shows prices ('0.0008 ETH': up to 6 decimals and the native coin's symbol). */
export const nftPriceText = (wei: bigint, symbol: string, decimals: number): string =>
  `${formatAmount(wei, decimals, 6)} ${symbol}`

/**
 * Issue #35: the text of an NFT buy that was mined but reverted because someone bought first. `tokenId` is the NFT
 * the other buyer got (null when no mint was found: the price moved by a sale), `nextPrice` the price now, as text.
 */
export function beatenBuyMessage(tokenId: bigint | null, nextPrice: string): string {
  return tokenId === null
    ? `The price changed before your buy was mined; the next one costs ${nextPrice}.`
    : `Someone bought NFT #${tokenId} first; the next one costs ${nextPrice}.`
}

/** True when a replayed buy reverted because its value no longer matched the price (spec §8 reason decoding). */
export function isBeatenBuy(error: unknown): boolean {
  const reason = error ? getRevertReason(error) : null
  return reason?.kind === 'reason' && reason.reason === PRICE_MISMATCH_REASON
}

interface RpcLog {
  topics: string[]
  transactionHash: string
}

/**
 * The NFT of `collection` bought first (Transfer from the zero address) in blocks `fromBlock`..`toBlock`: the one a
 * buy that reverted in `toBlock` was beaten to. The collection's first buy also mints #1 to its owner, so the last
 * NFT minted by that first transaction is the buyer's. Null when there was none.
 */
export async function firstMintedTokenId(
  rpc: JsonRpcClient,
  collection: string,
  fromBlock: number,
  toBlock: number,
): Promise<bigint | null> {
  const logs = await rpc.request<RpcLog[]>('eth_getLogs', [
    {
      address: collection,
      fromBlock: `0x${Math.max(fromBlock, 0).toString(16)}`,
      toBlock: `0x${toBlock.toString(16)}`,
      topics: [TRANSFER_TOPIC, ZERO_TOPIC],
    },
  ])
  const first = logs[0]?.transactionHash
  const tokenTopic = logs.filter((log) => log.transactionHash === first).at(-1)?.topics[3]
  return tokenTopic ? BigInt(tokenTopic) : null
}
