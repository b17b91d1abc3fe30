import { chainApi, chainQuery } from '../chainApi'
import { logger } from '../../services/logger'
import { tagId } from '../../lib/tagId'

/** Spec §8: activity-point and token-balance read failures count as 0 (logged), so no screen ever breaks on them. */
async function orZero(result: { data: string } | { error: { message: string } }, what: string) {
  if ('error' in result) {
    logger.warn(`${what} read failed`, result.error)
    return { data: '0' }
  }
  return result
}

/** Chain endpoints for a user's balances and points; amounts are wei decimal strings (bigint stays out of Redux). */
export const accountApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    getActivityPoints: build.query<string, string>({
      queryFn: async (address) => orZero(await chainQuery((chain) => chain.readPoints(address)), 'Activity points'),
      providesTags: (_result, _error, address) => [{ type: 'Points', id: tagId(address) }],
    }),
    getTokenBalance: build.query<string, { token: string; address: string }>({
      queryFn: async ({ token, address }) =>
        orZero(await chainQuery((chain) => chain.readTokenBalance(token, address)), 'Token balance'),
      providesTags: (_result, _error, { address }) => [{ type: 'TokenBalance', id: tagId(address) }],
    }),
    getNativeBalance: build.query<string, string>({
      queryFn: async (address) => {
        const result = await chainQuery((chain) => chain.readNativeBalance(address))
        if ('error' in result) logger.warn('Balance read failed', result.error)
        return result
      },
      providesTags: (_result, _error, address) => [{ type: 'NativeBalance', id: tagId(address) }],
      keepUnusedDataFor: 30,
    }),
  }),
})

export const { useGetActivityPointsQuery, useGetTokenBalanceQuery, useGetNativeBalanceQuery } = accountApi
