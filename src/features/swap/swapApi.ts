import { chainApi, withModule } from '../../store/chainApi'
import { loadSwapServices } from '../../services/swap/loadSwapServices'
import type {
  ExactOutRequest,
  ExactOutSwapArgs,
  QuoteRequest,
  SwapArgs,
  SwapQuote,
  TokenInfo,
  TradeType,
} from '../../services/swap/swapServices'
import type { TxSummary } from '../../services/tx/runTransaction'

/** The message a pasted address that is not an ERC-20 gets. */
export const NOT_A_TOKEN_MESSAGE = 'No ERC-20 token at this address on this network.'

const id = (address: string) => address.toLowerCase()
/** What a confirmed swap, approval or wrap changes for `owner`: balances, allowances and every quote. */
const afterTrade = (owner: string) =>
  [
    { type: 'NativeBalance', id: id(owner) },
    { type: 'TokenBalance', id: id(owner) },
    { type: 'Allowance', id: id(owner) },
    { type: 'SwapQuote' },
  ] as const

/** A write from the form: who sends it (for cache invalidation) and the success toast text. */
interface WriteArgs {
  owner: string
  successMessage: string
}

/** Chain endpoints of the swap screen (issue #13); amounts are base-unit decimal strings. */
export const swapApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    /** A quote; the screen asks with the debounced amount, and `currentData` drops answers for older amounts. */
    getSwapQuote: build.query<SwapQuote, QuoteRequest>({
      queryFn: (request) => withModule(loadSwapServices, (s) => s.quote(request)),
      providesTags: [{ type: 'SwapQuote' }],
      keepUnusedDataFor: 10,
    }),
    /** What `amountOut` costs (exact output, issue #39); as getSwapQuote, answers for older amounts are dropped. */
    getSwapQuoteExactOut: build.query<SwapQuote, ExactOutRequest>({
      queryFn: (request) => withModule(loadSwapServices, (s) => s.quoteExactOut(request)),
      providesTags: [{ type: 'SwapQuote' }],
      keepUnusedDataFor: 10,
    }),
    /** The allowance of the router a trade type uses (the site router, or Uniswap's for exact output). */
    getSwapAllowance: build.query<string, { token: string; owner: string; tradeType: TradeType }>({
      queryFn: ({ token, owner, tradeType }) =>
        withModule(loadSwapServices, (s) => s.allowance(token, owner, tradeType)),
      providesTags: (_r, _e, { owner }) => [{ type: 'Allowance', id: id(owner) }],
    }),
    /** Symbol and decimals of an ERC-20 pasted by address. */
    getTokenInfo: build.query<TokenInfo, string>({
      queryFn: (address) => withModule(loadSwapServices, (s) => s.tokenInfo(address), NOT_A_TOKEN_MESSAGE),
    }),
    /** The network fee a swap may cost (what Max keeps back when selling ETH), in wei. */
    getSwapGasFee: build.query<string, void>({
      queryFn: () => withModule(loadSwapServices, (s) => s.swapGasFee()),
      keepUnusedDataFor: 15,
    }),
    swap: build.mutation<TxSummary, SwapArgs & WriteArgs>({
      queryFn: ({ owner, successMessage, ...args }) =>
        withModule(loadSwapServices, (s) => s.swap(args, successMessage, afterTrade(owner))),
      invalidatesTags: (result, _e, { owner }) => (result ? [...afterTrade(owner)] : []),
    }),
    swapExactOut: build.mutation<TxSummary, ExactOutSwapArgs & WriteArgs>({
      queryFn: ({ owner, successMessage, ...args }) =>
        withModule(loadSwapServices, (s) => s.swapExactOut(args, successMessage, afterTrade(owner))),
      invalidatesTags: (result, _e, { owner }) => (result ? [...afterTrade(owner)] : []),
    }),
    approve: build.mutation<TxSummary, { token: string; amount: string; tradeType: TradeType } & WriteArgs>({
      queryFn: ({ token, amount, tradeType, owner, successMessage }) =>
        withModule(loadSwapServices, (s) => s.approve(token, amount, successMessage, afterTrade(owner), tradeType)),
      invalidatesTags: (result, _e, { owner }) => (result ? [{ type: 'Allowance', id: id(owner) }] : []),
    }),
    wrap: build.mutation<TxSummary, { direction: 'wrap' | 'unwrap'; amount: string } & WriteArgs>({
      queryFn: ({ direction, amount, owner, successMessage }) =>
        withModule(loadSwapServices, (s) =>
          direction === 'wrap'
            ? s.wrap(amount, successMessage, afterTrade(owner))
            : s.unwrap(amount, successMessage, afterTrade(owner)),
        ),
      invalidatesTags: (result, _e, { owner }) => (result ? [...afterTrade(owner)] : []),
    }),
  }),
})

export const {
  useGetSwapQuoteQuery,
  useGetSwapQuoteExactOutQuery,
  useGetSwapAllowanceQuery,
  useGetTokenInfoQuery,
  useGetSwapGasFeeQuery,
  useSwapMutation,
  useSwapExactOutMutation,
  useApproveMutation,
  useWrapMutation,
} = swapApi
