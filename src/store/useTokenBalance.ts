import type { TokenDescriptor } from '../config/tokens'
import { isNativeToken } from '../config/tokens'
import { useGetNativeBalanceQuery, useGetTokenBalanceQuery } from './api/accountApi'

/**
 * `address`'s balance of one token (issue #39, #40): the native coin or an ERC-20, as a decimal string of the token's
 * base units; null while it loads or without a wallet (`address` null). Only the one read the token needs runs; reads
 * are batched with the page's others and refresh with the wallet's tags (useFollowChain's walletTags).
 */
export function useTokenBalance(token: Pick<TokenDescriptor, 'address'>, address: string | null): string | null {
  const native = isNativeToken(token)
  const nativeBalance = useGetNativeBalanceQuery(address ?? '', { skip: !address || !native })
  const tokenBalance = useGetTokenBalanceQuery(
    { token: token.address, address: address ?? '' },
    { skip: !address || native },
  )
  return (native ? nativeBalance.data : tokenBalance.data) ?? null
}
