import addresses from './devnet-addresses.json'
import type { AppConfig } from './types'
import { sharedDefaults } from './shared'

/**
 * Devnet profile: anvil (chain id 84532) with the project's own contracts, written to devnet-addresses.json by
 * `devnet/deploy.ts` (deterministic: fresh chain, same deployer, same order). The chain, the local Arweave node
 * and the upload endpoint are reached through same-origin paths that the devnet host proxies, so one bundle works
 * whatever ports the devnet runs on.
 */
export const devnetConfig: AppConfig = {
  ...sharedDefaults,
  profile: 'devnet',
  projectUrl: 'http://localhost:8080',
  chain: {
    chainId: 84532,
    name: 'Base Sepolia',
    rpcUrl: '/devnet/rpc',
    // anvil answers eth_subscribe on the same port; the devnet host passes the WebSocket upgrade through (issue #18).
    wsRpcUrl: '/devnet/rpc',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    blockExplorerBaseUrl: 'https://sepolia.basescan.org',
    blockTimeMs: 2000,
  },
  supportedChainId: 84532,
  multicall3Address: addresses.multicall3,
  punkNumberOfPrices: 5,
  punkMinterAddress: addresses.punkMinter,
  punkTldAddress: addresses.punkTld,
  activityPointsAddress: addresses.activityPoints,
  chatTokenAddress: addresses.chatToken,
  chatChannels: {
    general: addresses.chatChannels.general,
    'memes-images': addresses.chatChannels.memesImages,
    shill: addresses.chatChannels.shill,
  },
  arweaveAddress: '',
  arweaveGateway: '/devnet/arweave/',
  arweaveNodeUrl: '/devnet/arweave',
  uploadUrl: '/devnet/upload',
  indexUrl: '/devnet/index',
  nftLaunchpadBondingAddress: addresses.nftLaunchpad,
  nftCommentsAddress: addresses.nftComments,
  features: { ...sharedDefaults.features, swap: true, stake: true, airdrop: true },
  swapRouterAddress: addresses.swapRouter,
  stakingContractAddress: addresses.staking,
  lpTokenAddress: addresses.demoWethPair,
  airdropClaimDomainsAddress: addresses.airdropClaimDomains,
  airdropApAddress: addresses.airdropActivityPoints,
  devnetWallet: true,
  wethAddress: addresses.weth,
  swapTokens: [{ address: addresses.usdToken, symbol: 'USD', name: 'Devnet USD', decimals: 6, image: '' }],
}
