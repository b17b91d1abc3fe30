import type { SwapToken } from '../../config/tokens'
import { isNativeToken } from '../../config/tokens'
import { useGetNativeBalanceQuery, useGetTokenBalanceQuery } from '../../store/api/accountApi'

/**
 * `address`'s balance of one token: the native coin or an ERC-20, as a base-unit decimal string (null while unknown
 * or without a wallet). Reads are batched with the page's others and follow the chain with useFollowChain's tags.
 */
export function useTokenBalance(token: SwapToken, address: string | null): string | null {
  const native = isNativeToken(token)
  const nativeBalance = useGetNativeBalanceQuery(address ?? '', { skip: !address || !native })
  const tokenBalance = useGetTokenBalanceQuery(
    { token: token.address, address: address ?? '' },
    { skip: !address || native },
  )
  return (native ? nativeBalance.data : tokenBalance.data) ?? null
}
