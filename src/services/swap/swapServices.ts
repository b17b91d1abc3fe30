import { config } from '../../config'
import { NATIVE_COIN_ADDRESS } from '../../config/constants'
import { getChainReader } from '../chain/readProvider'
import { mintReferrer, toValidAddress } from '../chain/referrer'
import { runTransaction } from '../tx/runTransaction'
import type { TxTag } from '../tx/pendingTransactions'
import type { RevertExplainer } from '../tx/runTransaction'
import { minedSwapRevertMessage } from './swapErrors'
import type { QuoteRequest, SwapContracts } from './swapReads'
import { readAllowance, readQuote, readTokenInfo } from './swapReads'
import type { SwapRequest } from './swapWrites'
import { sendApprove, sendSwap, sendUnwrap, sendWrap } from './swapWrites'

/** The swap screen's chain code (issue #13), loaded with its page: reads, writes and the tx lifecycle. */
const reader = () => getChainReader(config)
const contracts = (): SwapContracts => ({
  router: config.swapRouterAddress,
  weth: config.wethAddress,
  native: NATIVE_COIN_ADDRESS,
})

/** Gas a swap may take (a two-hop token swap with the fee split uses ~230k): what Max keeps back, priced now. */
export const SWAP_GAS_LIMIT = 300_000n

export type { QuoteRequest, SwapQuote, TokenInfo } from './swapReads'

/** A quote for the form (see readQuote). */
export const quote = (request: QuoteRequest) => readQuote(reader().batcher, contracts(), request)

/** How much of `token` the site router may spend for `owner` (base units, decimal string). */
export const allowance = (token: string, owner: string) =>
  readAllowance(reader().batcher, token, owner, config.swapRouterAddress)

/** Symbol, name and decimals of a pasted address; rejects for a malformed address or a non-token. */
export async function tokenInfo(address: string) {
  const valid = toValidAddress(address.trim())
  if (!valid) throw new Error('Not an address')
  return readTokenInfo(reader().batcher, valid)
}

/** The network fee a swap may cost in wei (SWAP_GAS_LIMIT at the current max fee per gas), as a decimal string. */
export async function swapGasFee(): Promise<string> {
  const feeData = await reader().provider.getFeeData()
  return (SWAP_GAS_LIMIT * (feeData.maxFeePerGas ?? feeData.gasPrice ?? 0n)).toString()
}

const tx = (successMessage: string, tags: readonly TxTag[], explainRevert?: RevertExplainer) => ({
  successMessage,
  reader: reader(),
  tags,
  explainRevert,
})

/**
 * A swap from the form: the referrer is the stored one when spec §5 accepts it, else the default, else none;
 * `slippageBps` is the setting `amountOutMin` was computed with, named when the price moves past it (issue #35).
 */
export interface SwapArgs extends Omit<SwapRequest, 'router' | 'referrer'> {
  storedReferrer: string
  slippageBps: number
}

/** Sends a swap through the site router and waits for it (toasts through the tx lifecycle). */
export const swap = (
  { storedReferrer, slippageBps, ...request }: SwapArgs,
  successMessage: string,
  tags: readonly TxTag[],
) =>
  runTransaction(
    (signer) =>
      sendSwap(signer, {
        ...request,
        router: config.swapRouterAddress,
        referrer: mintReferrer(storedReferrer, request.to, config.defaultReferrer),
      }),
    tx(successMessage, tags, async ({ error }) => minedSwapRevertMessage(error, slippageBps)),
  )

/** Approves the site router to spend `amount` of `token` (exact amount or unlimited, the user's choice). */
export const approve = (token: string, amount: string, successMessage: string, tags: readonly TxTag[]) =>
  runTransaction((signer) => sendApprove(signer, token, config.swapRouterAddress, amount), tx(successMessage, tags))

/** Wraps `amount` wei of ETH into WETH. */
export const wrap = (amount: string, successMessage: string, tags: readonly TxTag[]) =>
  runTransaction((signer) => sendWrap(signer, config.wethAddress, amount), tx(successMessage, tags))

/** Unwraps `amount` WETH into ETH. */
export const unwrap = (amount: string, successMessage: string, tags: readonly TxTag[]) =>
  runTransaction((signer) => sendUnwrap(signer, config.wethAddress, amount), tx(successMessage, tags))
