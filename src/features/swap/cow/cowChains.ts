/**
 * Chains CoW Protocol serves (issue #13). The widget's types take `SupportedChainId` from `@cowprotocol/cow-sdk`,
 * which is not installed here and ships no runtime list in `@cowprotocol/widget-lib` 0.22; these ids are that enum's
 * (Ethereum, Gnosis Chain, Arbitrum One, Base, Sepolia). Base Sepolia (84532), the chain of this site and of the
 * devnet, is not among them, so the CoW page says so instead of loading the widget.
 */
export const COW_CHAIN_IDS: readonly number[] = [1, 100, 42161, 8453, 11155111]

/** True when CoW Protocol serves `chainId`. */
export const isCowChain = (chainId: number): boolean => COW_CHAIN_IDS.includes(chainId)
