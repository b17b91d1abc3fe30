import type { AppConfig } from './types'
import { sharedDefaults } from './shared'

/**
 * Production profile: the contracts already deployed on Base Sepolia (chain-interface.md, "Deployed addresses").
 * Deployment-specific URLs and keys come from the build environment (see README "Profiles").
 */
export const baseSepoliaConfig: AppConfig = {
  ...sharedDefaults,
  profile: 'base-sepolia',
  projectUrl: process.env.PROJECT_URL || 'https://demo-social.example',
  chain: {
    chainId: 84532,
    name: 'Base Sepolia',
    rpcUrl: process.env.RPC_URL || 'https://sepolia.base.org',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    blockExplorerBaseUrl: 'https://sepolia.basescan.org',
    blockTimeMs: 2000,
  },
  supportedChainId: 84532,
  multicall3Address: '0xcA11bde05977b3631167028862bE2a173976CA11',
  punkNumberOfPrices: 1,
  punkMinterAddress: '',
  punkTldAddress: '0xD9FF69E89D9B6a7f18a46e9151c48BfBF687B7da',
  activityPointsAddress: '0x7058413D002B36486465FF8628bBcCE080e6Af87',
  chatTokenAddress: '0x249f1172Ebd8686386a5C0Ee704378B85acD0627',
  chatChannels: {
    general: '0x2843e0b801436409E3e26789217d71a486c6D7dD',
    'memes-images': '0xde16C1c780f32cF8dB6F6F41a58B2D4e91B86fd3',
    shill: '0x38E89E57e88fF8bB3Dc995f28a54bE8D99b582C2',
  },
  arweaveAddress: process.env.ARWEAVE_ADDRESS || '',
  arweaveGateway: 'https://arweave.net/',
  arweaveNodeUrl: 'https://arweave.net',
  uploadUrl: process.env.UPLOAD_URL || '/api/upload',
  // The event index is optional: without INDEX_URL the site has no search (the chain serves everything else).
  indexUrl: process.env.INDEX_URL || '',
  nftLaunchpadBondingAddress: '0xBdaba8106cdC29420c9A7Bb31066ED79c9b6Be74',
  nftCommentsAddress: '0x6Dd7580ae0B5b764D08a1d40dE348198F54Bd6BF',
  devnetWallet: false,
  // Base's predeployed WETH. The swap flag stays off here until a site swap router is deployed and configured.
  wethAddress: '0x4200000000000000000000000000000000000006',
}
