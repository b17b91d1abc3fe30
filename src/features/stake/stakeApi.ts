import { chainApi, withModule } from '../../store/chainApi'
import { loadStakeServices } from '../../services/stake/loadStakeServices'
import type { PeriodRollsRead, RemoveLiquidityQuote, StakeOverview } from '../../services/stake/stakeReads'
import type { AddLiquidityRequest, ApproveRequest, RemoveLiquidityRequest } from '../../services/stake/stakeWrites'
import type { TxSummary } from '../../services/tx/runTransaction'
import { APR_ROLLS } from './apr'

/** The overview plus when its answer arrived (browser ms), so countdowns can run on the chain's clock. */
export interface StakeOverviewData extends StakeOverview {
  receivedAt: number
}

/** Every write names the wallet that sends it (whose balances it changes) and its success toast. */
interface WriteArgs {
  owner: string
  successMessage: string
}

const ownerTags = (owner: string) =>
  [
    { type: 'Stake' as const },
    { type: 'TokenBalance' as const, id: owner.toLowerCase() },
    { type: 'NativeBalance' as const, id: owner.toLowerCase() },
  ] as const

/** A write refreshes the stake screen and the sender's balances once confirmed (nothing on failure). */
const invalidatesOwner = (result: TxSummary | undefined, _error: unknown, { owner }: WriteArgs) =>
  result ? [...ownerTags(owner)] : []

/**
 * Chain endpoints of /stake (issue #14): the overview (one batch), the router's liquidity quotes, and the writes
 * (approve, add and remove liquidity, deposit, withdraw, claim), each waiting for its receipt.
 */
export const stakeApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    /** The staking state and, for a non-empty address, that staker's position and wallet. */
    getStakeOverview: build.query<StakeOverviewData, string>({
      queryFn: (address) =>
        withModule(loadStakeServices, async (services) => ({
          ...(await services.readOverview(address || null)),
          receivedAt: Date.now(),
        })),
      providesTags: (_result, _error, address) =>
        address ? [{ type: 'Stake' }, ...ownerTags(address).slice(1)] : [{ type: 'Stake' }],
    }),
    /**
     * The latest period rolls for the APR estimate (issue #39), read again only when a period rolls (the argument's
     * `lastClaimPeriod` changes): the log search costs up to 20 requests on a real chain, so neither a new block nor
     * a deposit repeats it.
     */
    getPeriodRolls: build.query<PeriodRollsRead, { lastClaimPeriod: number; periodLength: number }>({
      queryFn: ({ periodLength }) =>
        withModule(loadStakeServices, (services) => services.readLatestPeriodRolls(periodLength, APR_ROLLS + 1)),
    }),
    /** ETH (wei) to send with `demoWei` chat tokens when adding liquidity. */
    getLiquidityEthQuote: build.query<string, string>({
      queryFn: (demoWei) => withModule(loadStakeServices, (services) => services.readEthForLiquidity(demoWei)),
      providesTags: [{ type: 'Stake' }],
      keepUnusedDataFor: 15,
    }),
    /** DEMO and ETH (wei) that removing `lpWei` liquidity pays out. */
    getRemoveLiquidityQuote: build.query<RemoveLiquidityQuote, string>({
      queryFn: (lpWei) => withModule(loadStakeServices, (services) => services.readRemoveQuote(lpWei)),
      providesTags: [{ type: 'Stake' }],
      keepUnusedDataFor: 15,
    }),
    approveForStake: build.mutation<TxSummary, WriteArgs & { request: ApproveRequest }>({
      queryFn: ({ request, successMessage }) =>
        withModule(loadStakeServices, (services) => services.approve(request, successMessage)),
      invalidatesTags: invalidatesOwner,
    }),
    addLiquidity: build.mutation<TxSummary, WriteArgs & { request: AddLiquidityRequest }>({
      queryFn: ({ request, successMessage }) =>
        withModule(loadStakeServices, (services) => services.addLiquidity(request, successMessage)),
      invalidatesTags: invalidatesOwner,
    }),
    removeLiquidity: build.mutation<TxSummary, WriteArgs & { request: RemoveLiquidityRequest }>({
      queryFn: ({ request, successMessage }) =>
        withModule(loadStakeServices, (services) => services.removeLiquidity(request, successMessage)),
      invalidatesTags: invalidatesOwner,
    }),
    depositStake: build.mutation<TxSummary, WriteArgs & { amountWei: string }>({
      queryFn: ({ amountWei, successMessage }) =>
        withModule(loadStakeServices, (services) => services.deposit(amountWei, successMessage)),
      invalidatesTags: invalidatesOwner,
    }),
    withdrawStake: build.mutation<TxSummary, WriteArgs & { amountWei: string }>({
      queryFn: ({ amountWei, successMessage }) =>
        withModule(loadStakeServices, (services) => services.withdraw(amountWei, successMessage)),
      invalidatesTags: invalidatesOwner,
    }),
    claimStakeRewards: build.mutation<TxSummary, WriteArgs>({
      queryFn: ({ successMessage }) =>
        withModule(loadStakeServices, (services) => services.claimRewards(successMessage)),
      invalidatesTags: invalidatesOwner,
    }),
  }),
})

export const {
  useGetStakeOverviewQuery,
  useGetPeriodRollsQuery,
  useGetLiquidityEthQuoteQuery,
  useGetRemoveLiquidityQuoteQuery,
  useApproveForStakeMutation,
  useAddLiquidityMutation,
  useRemoveLiquidityMutation,
  useDepositStakeMutation,
  useWithdrawStakeMutation,
  useClaimStakeRewardsMutation,
} = stakeApi
