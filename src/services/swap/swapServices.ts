import { config } from '../../config'
import { NATIVE_COIN_ADDRESS } from '../../config/constants'
import { getChainReader } from '../chain/readProvider'
import { mintReferrer, toValidAddress } from '../chain/referrer'
import { runTransaction } from '../tx/runTransaction'
import type { TxTag } from '../tx/pendingTransactions'
import type { RevertExplainer } from '../tx/runTransaction'
import { minedSwapRevertMessage } from './swapErrors'
import { readContract } from '../chain/rpc/readContract'
import { SWAP_ROUTER_ABI } from './swapAbi'
import type { ExactOutRequest, QuoteRequest, SwapContracts, TradeType } from './swapReads'
import { readAllowance, readQuote, readQuoteExactOut, readTokenInfo } from './swapReads'
import type { ExactOutSwapRequest, SwapRequest } from './swapWrites'
import { sendApprove, sendSwap, sendSwapExactOut, sendUnwrap, sendWrap } from './swapWrites'

/** The swap screen's chain code (issue #13), loaded with its page: reads, writes and the tx lifecycle. */
const reader = () => getChainReader(config)
const contracts = (): SwapContracts => ({
  router: config.swapRouterAddress,
  weth: config.wethAddress,
  native: NATIVE_COIN_ADDRESS,
})

/** Gas a swap may take (a two-hop token swap with the fee split uses ~230k): what Max keeps back, priced now. */
export const SWAP_GAS_LIMIT = 300_000n

export type { ExactOutRequest, QuoteRequest, SwapQuote, TokenInfo, TradeType } from './swapReads'

let uniswapRouterAddress: Promise<string> | undefined
/** UniswapV2Router02's address, read once from the site router (it never changes: an immutable). */
function uniswapRouter(): Promise<string> {
  uniswapRouterAddress ??= readContract(reader().batcher, config.swapRouterAddress, SWAP_ROUTER_ABI, 'uniswapRouter')
  uniswapRouterAddress.catch(() => {
    uniswapRouterAddress = undefined
  })
  return uniswapRouterAddress
}

/** A quote for the form (see readQuote). */
export const quote = (request: QuoteRequest) => readQuote(reader().batcher, contracts(), request)

/** An exact-output quote for the form (see readQuoteExactOut). */
export const quoteExactOut = async (request: ExactOutRequest) =>
  readQuoteExactOut(reader().batcher, { ...contracts(), uniswapRouter: await uniswapRouter() }, request)

/**
 * How much of `token` the router of a trade type may spend for `owner` (base units, decimal string): the site router
 * for exactIn, Uniswap's for exactOut.
 */
export const allowance = async (token: string, owner: string, tradeType: TradeType = 'exactIn') =>
  readAllowance(reader().batcher, token, owner, await spender(tradeType))

const spender = (tradeType: TradeType) =>
  tradeType === 'exactOut' ? uniswapRouter() : Promise.resolve(config.swapRouterAddress)

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

/** An exact-output swap from the form; `amountInMax` was computed with `slippageBps`. */
export type ExactOutSwapArgs = Omit<ExactOutSwapRequest, 'uniswapRouter'> & { slippageBps: number }

/** Sends an exact-output swap through Uniswap's router and waits for it (toasts through the tx lifecycle). */
export const swapExactOut = (
  { slippageBps, ...request }: ExactOutSwapArgs,
  successMessage: string,
  tags: readonly TxTag[],
) =>
  runTransaction(
    async (signer) => sendSwapExactOut(signer, { ...request, uniswapRouter: await uniswapRouter() }),
    tx(successMessage, tags, async ({ error }) => minedSwapRevertMessage(error, slippageBps)),
  )

/**
 * Approves the router of `tradeType` (see allowance) to spend `amount` of `token` (exact amount or unlimited, the
 * user's choice).
 */
export const approve = (
  token: string,
  amount: string,
  successMessage: string,
  tags: readonly TxTag[],
  tradeType: TradeType = 'exactIn',
) =>
  runTransaction(
    async (signer) => sendApprove(signer, token, await spender(tradeType), amount),
    tx(successMessage, tags),
  )

/** Wraps `amount` wei of ETH into WETH. */
export const wrap = (amount: string, successMessage: string, tags: readonly TxTag[]) =>
  runTransaction((signer) => sendWrap(signer, config.wethAddress, amount), tx(successMessage, tags))

/** Unwraps `amount` WETH into ETH. */
export const unwrap = (amount: string, successMessage: string, tags: readonly TxTag[]) =>
  runTransaction((signer) => sendUnwrap(signer, config.wethAddress, amount), tx(successMessage, tags))
