/** A listed swap token (the shape of config/tokens.ts TokenDescriptor). */
export interface SwapListToken {
  address: string
  symbol: string
  name: string
  decimals: number
  image: string
}

/** Names of the two build profiles (architecture.md "Two worlds, one app"). */
export type ProfileName = 'devnet' | 'base-sepolia'

/** The three chat channels; the URL carries one of these names, never a contract address. */
export type ChannelName = 'general' | 'memes-images' | 'shill'

/** Feature flags of spec §3 "Configuration values". */
export interface FeatureFlags {
  activityPoints: boolean
  nftLaunchpad: boolean
  sendTokens: boolean
  stake: boolean
  swap: boolean
  airdrop: boolean
}

/** The chain the site runs on (spec §1, §9: Base Sepolia, 84532, 2000 ms blocks). */
export interface ChainConfig {
  chainId: number
  /** Shown in 'Switch to {chain name}'. */
  name: string
  /** Read RPC; may be relative to the page origin (devnet proxies `/devnet/rpc`). */
  rpcUrl: string
  /**
   * Optional WebSocket RPC for `eth_subscribe` newHeads (issue #18): the feed's count is read per pushed block
   * instead of on a timer, which stays as the fallback while the socket is down. Absolute ws(s):// or a path.
   */
  wsRpcUrl?: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  blockExplorerBaseUrl: string
  blockTimeMs: number
}

/** Title, description and social preview of one page (spec §2 "Page metadata"). */
export interface PageMetadata {
  title: string
  description: string
  /** Path or absolute URL of the social preview image. */
  image: string
}

/**
 * Everything the app is configured with. Values named as in spec §3 "Configuration values";
 * addresses are checksummed strings, '' when not deployed. Durations are milliseconds, 0 = never expires.
 */
export interface AppConfig {
  profile: ProfileName
  projectName: string
  projectMetadataTitle: string
  projectDescription: string
  projectUrl: string
  projectTwitter: string
  favicon: string
  previewImage: string
  /** Per-route metadata overrides, keyed by route path ('/', '/profile', ...). */
  pageMetadata: Record<string, Partial<PageMetadata>>
  aboutLinks: { label: string; url: string }[]

  chain: ChainConfig
  supportedChainId: number
  multicall3Address: string

  tldName: string
  tokenSymbol: string
  tokenDecimals: number
  punkNumberOfPrices: 1 | 5
  punkMinterAddress: string
  punkTldAddress: string
  /** Used when the stored referrer is not a valid address (spec §5 Referrer). */
  defaultReferrer: string

  activityPointsAddress: string
  chatTokenAddress: string
  chatTokenSymbol: string
  chatTokenImage: string
  chatTokenDecimals: number

  chatChannels: Record<ChannelName, string>
  chatPageSize: number

  arweaveAddress: string
  arweaveGateway: string
  /** Below this balance (AR) uploads are disabled. */
  arweaveMinBalance: number
  /** Where the app reads the uploader's balance: `{arweaveNodeUrl}/wallet/{address}/balance`. */
  arweaveNodeUrl: string
  uploadUrl: string
  /**
   * Base URL of the event index's HTTP API (indexer/, issue #36), absolute or relative to the page ('/devnet/index');
   * '' when the site has none: the features that need it (search) are then not offered.
   */
  indexUrl: string
  ipfsGateways: readonly [string, string, string]
  fileUploadEnabled: boolean
  fileUploadSizeLimit: number

  farcasterShareText: string
  quickAuthServerOrigin: string
  walletConnectProjectId: string

  expiryUsernames: number
  expiryPfps: number
  expiryCollections: number

  features: FeatureFlags
  nftLaunchpadBondingAddress: string
  /** The comments channel of NFT collections (CommentsContextV1 surface; the collection address is the subject). */
  nftCommentsAddress: string
  /** Collections per page under Latest on /nft (and the number of Featured ones shown). */
  nftLaunchpadLatestItems: number
  /** Default bonding-curve ratio on /nft/create, in ether units (1 = 1e18 wei on chain). */
  nftDefaultRatio: string
  stakingContractAddress: string
  /** The liquidity token the staking contract takes (the DEMO/WETH pair). */
  lpTokenAddress: string
  swapRouterAddress: string
  /** WETH of the chain: what ETH trades as on Uniswap, and the contract wrap/unwrap call (issue #13). */
  wethAddress: string
  /** Price impact (bips) above which the swap screen warns (issue #13). */
  swapPriceImpactWarnBps: number
  /** Price impact (bips) above which the swap screen refuses to swap (reference: 1000 = 10 %). */
  swapPriceImpactMaxBps: number
  /** ERC-20s the swap pickers list besides the native coin, WETH and the chat token (e.g. the devnet USD). */
  swapTokens: readonly SwapListToken[]
  airdropClaimDomainsAddress: string
  airdropApAddress: string

  /** Offer the anvil-backed "Devnet wallet" in the connect dialog (devnet builds only). */
  devnetWallet: boolean
}
