import { NATIVE_COIN_ADDRESS } from './constants'
import type { AppConfig } from './types'

/**
 * A token the site can send (spec §3 Token descriptor: address, decimals). The native coin carries the
 * NATIVE_COIN_ADDRESS placeholder instead of a contract address.
 */
export interface TokenDescriptor {
  /** Checksummed ERC-20 address, or NATIVE_COIN_ADDRESS for the chain's own coin. */
  address: string
  symbol: string
  name: string
  decimals: number
  /** Path or URL of a small logo; '' when none. */
  image: string
}

/** True for the native coin's descriptor. */
export const isNativeToken = (token: Pick<TokenDescriptor, 'address'>): boolean =>
  token.address.toLowerCase() === NATIVE_COIN_ADDRESS.toLowerCase()

/**
 * The tokens the send screen offers, in picker order: the chain's native coin, then the chat token when one is
 * configured. Derived from the profile's config so both profiles stay in step with their addresses.
 */
export function sendableTokens(
  config: Pick<AppConfig, 'chain' | 'chatTokenAddress' | 'chatTokenSymbol' | 'chatTokenDecimals' | 'chatTokenImage'>,
): TokenDescriptor[] {
  const native: TokenDescriptor = {
    address: NATIVE_COIN_ADDRESS,
    symbol: config.chain.nativeCurrency.symbol,
    name: config.chain.nativeCurrency.name,
    decimals: config.chain.nativeCurrency.decimals,
    image: '',
  }
  if (!config.chatTokenAddress) return [native]
  const chatToken: TokenDescriptor = {
    address: config.chatTokenAddress,
    symbol: config.chatTokenSymbol,
    name: `${config.chatTokenSymbol} chat token`,
    decimals: config.chatTokenDecimals,
    image: config.chatTokenImage,
  }
  return [native, chatToken]
}

/** A token in the swap pickers; `isListed` is false for an ERC-20 pasted by address (shown as 'not on the list'). */
export interface SwapToken extends TokenDescriptor {
  isListed: boolean
}

/**
 * The tokens the swap pickers list (issue #13), in order: the native coin, WETH (when configured), the chat token,
 * then the profile's extra swap tokens (the devnet's 6-decimal USD).
 */
export function swapTokenList(
  config: Pick<
    AppConfig,
    | 'chain'
    | 'chatTokenAddress'
    | 'chatTokenSymbol'
    | 'chatTokenDecimals'
    | 'chatTokenImage'
    | 'wethAddress'
    | 'swapTokens'
  >,
): SwapToken[] {
  const [native, ...chat] = sendableTokens(config)
  const weth: TokenDescriptor[] = config.wethAddress
    ? [{ address: config.wethAddress, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, image: '' }]
    : []
  const all = [...(native ? [native] : []), ...weth, ...chat, ...config.swapTokens]
  return all.map((token) => ({ ...token, isListed: true }))
}
