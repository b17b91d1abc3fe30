import type { AppConfig } from './types'
import { ROUTES } from './routes'

const DAY_MS = 24 * 60 * 60 * 1000

/** Values both profiles share; each profile overrides what differs. */
export const sharedDefaults: Omit<
  AppConfig,
  | 'profile'
  | 'projectUrl'
  | 'chain'
  | 'supportedChainId'
  | 'multicall3Address'
  | 'punkNumberOfPrices'
  | 'punkMinterAddress'
  | 'punkTldAddress'
  | 'activityPointsAddress'
  | 'chatTokenAddress'
  | 'chatChannels'
  | 'arweaveAddress'
  | 'arweaveGateway'
  | 'arweaveNodeUrl'
  | 'uploadUrl'
  | 'indexUrl'
  | 'devnetWallet'
> & { nftLaunchpadBondingAddress: string } = {
  projectName: 'Demo Social',
  projectMetadataTitle: 'Demo Social',
  projectDescription: 'A community chat where your wallet is your login and a .demo name is your identity.',
  projectTwitter: '@example',
  favicon: '/img/favicon.svg',
  previewImage: '/img/cover.png',
  pageMetadata: {
    '/': { title: 'General discussion' },
    [ROUTES.post]: { title: 'Post' },
    [ROUTES.about]: { title: 'About' },
    [ROUTES.shill]: { title: 'Shill & discuss projects' },
    [ROUTES.stake]: { title: 'Stake & Earn' },
    [ROUTES.airdrop]: { title: 'Airdrop' },
    [ROUTES.profile]: { title: 'Profile' },
    [ROUTES.swapCow]: { title: 'Swap' },
    [ROUTES.swapUniV2]: { title: 'Swap' },
    [ROUTES.findUser]: { title: 'Find user' },
    [ROUTES.nft]: { title: 'NFT Launchpad' },
    [ROUTES.nftCreate]: { title: 'Create NFT' },
    [ROUTES.nftCollection]: { title: 'NFT collection' },
    [ROUTES.sendTokens]: { title: 'Send tokens' },
    [ROUTES.memesImages]: { title: 'Share images & NFTs' },
    [ROUTES.activityPoints]: { title: 'Activity points' },
  },
  aboutLinks: [
    { label: 'Punk Domains', url: 'https://punk.domains' },
    { label: 'Arweave', url: 'https://arweave.org' },
    { label: 'Base', url: 'https://base.org' },
  ],
  tldName: '.demo',
  tokenSymbol: 'ETH',
  tokenDecimals: 18,
  defaultReferrer: '0x0000000000000000000000000000000000000000',
  chatTokenSymbol: 'DEMO',
  chatTokenImage: '/img/token-demo.svg',
  chatTokenDecimals: 18,
  chatPageSize: 10,
  arweaveMinBalance: 0.02,
  ipfsGateways: ['https://ipfs.io/ipfs/', 'https://dweb.link/ipfs/', 'https://ipfs.filebase.io/ipfs/'],
  fileUploadEnabled: true,
  fileUploadSizeLimit: 1024 * 1024,
  farcasterShareText: 'Chat with your .demo name on Demo Social!',
  quickAuthServerOrigin: process.env.QUICK_AUTH_SERVER_ORIGIN || 'https://auth.farcaster.xyz',
  walletConnectProjectId: process.env.WALLETCONNECT_PROJECT_ID || '',
  expiryUsernames: 7 * DAY_MS,
  expiryPfps: 10 * DAY_MS,
  expiryCollections: 7 * DAY_MS,
  features: {
    activityPoints: true,
    nftLaunchpad: true,
    sendTokens: true,
    stake: false,
    swap: false,
    airdrop: false,
  },
  nftLaunchpadBondingAddress: '',
  nftCommentsAddress: '',
  nftLaunchpadLatestItems: 4,
  nftDefaultRatio: '1',
  stakingContractAddress: '',
  lpTokenAddress: '',
  swapRouterAddress: '',
  wethAddress: '',
  swapPriceImpactWarnBps: 300,
  swapPriceImpactMaxBps: 1000,
  swapTokens: [],
  airdropClaimDomainsAddress: '',
  airdropApAddress: '',
}
