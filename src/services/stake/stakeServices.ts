import { config } from '../../config'
import { getLightReader } from '../chain/lightReader'
import type { TxSummary } from '../tx/runTransaction'
import type { PeriodRollsRead, RemoveLiquidityQuote, StakeOverview } from './stakeReads'
import { readLiquidityEthQuote, readPeriodRolls, readRemoveLiquidityQuote, readStakeOverview } from './stakeReads'
import type { AddLiquidityRequest, ApproveRequest, RemoveLiquidityRequest } from './stakeWrites'

/**
 * The stake screen's chain code, loaded with its page: reads on the light path (the shared Multicall3 batcher, no
 * ethers provider or `Contract`), and writes whose heavy chunk (ethers, the transaction runner) loads on the first
 * of them.
 */
const reader = () => getLightReader(config)

const loadStakeWrites = () => import(/* webpackChunkName: "stake-writes" */ './stakeWriteServices')

/** The staking contract's state and, with an address, that staker's position and wallet (one batch). */
export const readOverview = (address: string | null): Promise<StakeOverview> =>
  readStakeOverview(reader().batcher, config, address)

/** ETH (wei) the router wants next to `demoWei` chat tokens when adding liquidity. */
export const readEthForLiquidity = (demoWei: string): Promise<string> =>
  readLiquidityEthQuote(reader().batcher, config, demoWei)

/** Chat tokens and ETH (wei) that removing `lpWei` liquidity pays out now. */
export const readRemoveQuote = (lpWei: string): Promise<RemoveLiquidityQuote> =>
  readRemoveLiquidityQuote(reader().batcher, config, lpWei)

/** Approves exactly `request.amountWei`; resolves once confirmed (toasts through the transaction runner). */
export const approve = async (request: ApproveRequest, successMessage: string): Promise<TxSummary> =>
  (await loadStakeWrites()).approve(request, successMessage)

/** Adds DEMO/ETH liquidity through the router; resolves once confirmed. */
export const addLiquidity = async (request: AddLiquidityRequest, successMessage: string): Promise<TxSummary> =>
  (await loadStakeWrites()).addLiquidity(request, successMessage)

/** Removes liquidity back to DEMO and ETH through the router; resolves once confirmed. */
export const removeLiquidity = async (request: RemoveLiquidityRequest, successMessage: string): Promise<TxSummary> =>
  (await loadStakeWrites()).removeLiquidity(request, successMessage)

/** Stakes `amountWei` LP tokens; resolves once confirmed. */
export const deposit = async (amountWei: string, successMessage: string): Promise<TxSummary> =>
  (await loadStakeWrites()).deposit(amountWei, successMessage)

/** Unstakes `amountWei` LP tokens (claiming the rewards too); resolves once confirmed. */
export const withdraw = async (amountWei: string, successMessage: string): Promise<TxSummary> =>
  (await loadStakeWrites()).withdraw(amountWei, successMessage)

/** Claims the staking rewards; resolves once confirmed. */
export const claimRewards = async (successMessage: string): Promise<TxSummary> =>
  (await loadStakeWrites()).claimRewards(successMessage)

/** The latest `wanted` period rolls of periods `periodLength` (s) long, for the APR estimate. */
export const readLatestPeriodRolls = (periodLength: number, wanted: number): Promise<PeriodRollsRead> =>
  readPeriodRolls(reader().rpc, config.stakingContractAddress, {
    periodLength,
    blockTimeMs: config.chain.blockTimeMs,
    wanted,
  })
