import { chainApi, withModule } from '../../store/chainApi'
import { loadTokenServices } from '../../services/tokens/loadTokenServices'
import type { TransferRequest } from '../../services/tokens/transfers'
import type { TxSummary } from '../../services/tx/runTransaction'
import { tagId } from '../../lib/tagId'

/** A send as the mutation takes it: the transfer, who sends it (for cache invalidation) and the success toast text. */
export interface SendTokensArgs extends TransferRequest {
  from: string
  successMessage: string
}

const balanceTags = (address: string) =>
  [
    { type: 'NativeBalance', id: tagId(address) },
    { type: 'TokenBalance', id: tagId(address) },
  ] as const

/** Chain endpoints of the send screen (issue #7 part 4). */
export const sendTokensApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    /** The expected fee of a native transfer in wei (decimal string); refreshed every block time while shown. */
    getNativeSendFee: build.query<string, void>({
      queryFn: () => withModule(loadTokenServices, (services) => services.readNativeSendFee()),
      keepUnusedDataFor: 15,
    }),
    /** Sends, waits for the receipt, then refreshes both sides' balances (sender's gas included). */
    sendTokens: build.mutation<TxSummary, SendTokensArgs>({
      queryFn: ({ from: _from, successMessage, ...request }) =>
        withModule(loadTokenServices, (services) => services.sendTokens(request, successMessage)),
      invalidatesTags: (result, _error, { from, to }) => (result ? [...balanceTags(from), ...balanceTags(to)] : []),
    }),
  }),
})

export const { useGetNativeSendFeeQuery, useSendTokensMutation } = sendTokensApi
