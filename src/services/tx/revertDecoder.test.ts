import { AbiCoder, Interface, concat, id } from 'ethers'
import { JsonRpcError } from '../chain/rpc/jsonRpcClient'
import type { JsonRpcClient } from '../chain/rpc/jsonRpcClient'
import { PUNK_TLD_ABI } from '../chain/abis'
import { beatenBuyMessage, isBeatenBuy, nftPriceText } from '../nft/nftRevert'
import { SWAP_ROUTER_ABI } from '../swap/swapAbi'
import { DEADLINE_PASSED_MESSAGE, minedSwapRevertMessage } from '../swap/swapErrors'
import type { RevertExplainer } from './explainRevert'
import { revertMessage } from './explainRevert'

/**
 * Issue #35, the revert decoder's table: what a user reads for a transaction that was mined and reverted, from the
 * node's answer to its replay (a JSON-RPC error with the revert data, as anvil and public nodes send it).
 */
const reasonData = (reason: string) =>
  concat([id('Error(string)').slice(0, 10), AbiCoder.defaultAbiCoder().encode(['string'], [reason])])
const router = new Interface(SWAP_ROUTER_ABI.filter((fragment) => fragment.startsWith('error ')))
const tld = new Interface(PUNK_TLD_ABI.filter((fragment) => fragment.startsWith('error ')))
/** The node's answer to an eth_call that reverted (code 3, `data` the revert data). */
const reverted = (data: string, message = 'execution reverted') => new JsonRpcError(message, 3, data)

const noRpc: JsonRpcClient = {
  url: 'http://unused.invalid',
  request: () => Promise.reject(new Error('no reads in this table')),
}
const swapAt =
  (slippageBps: number): RevertExplainer =>
  async ({ error }) =>
    minedSwapRevertMessage(error, slippageBps)

describe('revert decoder (issue #35, spec §8)', () => {
  it.each([
    {
      row: 'a swap past its slippage names the user’s figure and the refreshed quote',
      error: reverted(router.encodeErrorResult('InsufficientOutputAmount', [90n, 95n])),
      explain: swapAt(50),
      text: 'The price moved more than your 0.5 % slippage before your swap was mined. Nothing was swapped; the quote is updated.',
    },
    {
      row: 'the same with another slippage setting',
      error: reverted(router.encodeErrorResult('InsufficientOutputAmount', [90n, 95n])),
      explain: swapAt(125),
      text: 'The price moved more than your 1.25 % slippage before your swap was mined. Nothing was swapped; the quote is updated.',
    },
    {
      row: 'a Uniswap V2 router’s require text for the same',
      error: reverted(reasonData('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT')),
      explain: swapAt(300),
      text: 'The price moved more than your 3 % slippage before your swap was mined. Nothing was swapped; the quote is updated.',
    },
    {
      row: 'a swap whose deadline passed',
      error: reverted(router.encodeErrorResult('Expired', [])),
      explain: swapAt(50),
      text: DEADLINE_PASSED_MESSAGE,
    },
    {
      row: 'a known custom error of the name contracts, by its plain words',
      error: reverted(tld.encodeErrorResult('DomainAlreadyExists', [])),
      explain: undefined,
      text: 'This name is already taken',
    },
    {
      row: 'a require text by the spec §8 rule',
      error: reverted(reasonData('Value below price')),
      explain: undefined,
      text: 'Error: Value below price',
    },
    {
      row: 'a require text the feature does not know falls back to the spec §8 rule',
      error: reverted(reasonData('Paused')),
      explain: swapAt(50),
      text: 'Error: Paused',
    },
    {
      row: 'a replay that did not revert (the state moved on) is the spec’s plain failure',
      error: null,
      explain: swapAt(50),
      text: 'Transaction has failed.',
    },
    {
      row: 'an explainer that fails is ignored',
      error: reverted(reasonData('Insufficient payment')),
      explain: () => Promise.reject(new Error('read failed')),
      text: 'Error: Insufficient payment',
    },
  ])('$row', async ({ error, explain, text }) => {
    const message = await revertMessage({ error, blockNumber: 10, startBlock: 8, rpc: noRpc }, explain)
    expect(message).toBe(text)
    expect(message).not.toMatch(/^Error: Error/)
  })

  it.each([
    { error: reverted(reasonData('Insufficient payment')), isBeaten: true },
    { error: reverted(reasonData('Cannot sell the last NFT')), isBeaten: false },
    { error: reverted(router.encodeErrorResult('Expired', [])), isBeaten: false },
    { error: null, isBeaten: false },
  ])('an NFT buy is beaten when the replay says the payment no longer matches: $isBeaten', ({ error, isBeaten }) => {
    expect(isBeatenBuy(error)).toBe(isBeaten)
  })

  it.each([
    { tokenId: 7n, wei: 800_000_000_000_000n, text: 'Someone bought NFT #7 first; the next one costs 0.0008 ETH.' },
    { tokenId: 12n, wei: 31_000_000_000_000n, text: 'Someone bought NFT #12 first; the next one costs 0.000031 ETH.' },
    {
      tokenId: null,
      wei: 1_000_000_000_000_000n,
      text: 'The price changed before your buy was mined; the next one costs 0.001 ETH.',
    },
  ])('a beaten NFT buy says who was first and the price now: $text', ({ tokenId, wei, text }) => {
    expect(beatenBuyMessage(tokenId, nftPriceText(wei, 'ETH', 18))).toBe(text)
  })
})
