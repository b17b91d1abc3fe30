import type { AppConfig } from './types'

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
    '/post': { title: 'Post' },
    '/about': { title: 'About' },
    '/shill': { title: 'Shill & discuss projects' },
    '/stake': { title: 'Stake & Earn' },
    '/airdrop': { title: 'Airdrop' },
    '/profile': { title: 'Profile' },
    '/swap/cow': { title: 'Swap' },
    '/swap/univ2': { title: 'Swap' },
    '/find-user': { title: 'Find user' },
    '/nft': { title: 'NFT Launchpad' },
    '/nft/create': { title: 'Create NFT' },
    '/nft/collection': { title: 'NFT collection' },
    '/send-tokens': { title: 'Send tokens' },
    '/memes-images': { title: 'Share images & NFTs' },
    '/activity-points': { title: 'Activity points' },
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
  swapRouterAddress: '',
  airdropClaimDomainsAddress: '',
  airdropApAddress: '',
}
