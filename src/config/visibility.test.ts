import type { AppConfig, FeatureFlags } from '.'
import { baseSepoliaConfig } from './baseSepolia'
import type { VisibilityContext } from './visibility'
import { isLinkActive, profilePath, sidebarLinks } from './visibility'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const allOff: FeatureFlags = {
  activityPoints: false,
  nftLaunchpad: false,
  sendTokens: false,
  stake: false,
  swap: false,
  airdrop: false,
}
const noContracts = {
  nftLaunchpadBondingAddress: '',
  activityPointsAddress: '',
  stakingContractAddress: '',
  swapRouterAddress: '',
  airdropClaimDomainsAddress: '',
  airdropApAddress: '',
}

const makeConfig = (features: Partial<FeatureFlags>, contracts: Partial<typeof noContracts>): AppConfig => ({
  ...baseSepoliaConfig,
  ...noContracts,
  ...contracts,
  features: { ...allOff, ...features },
})

const disconnected: VisibilityContext = { isConnected: false, username: '', address: null }
const connectedNoName: VisibilityContext = { isConnected: true, username: '', address: ADDRESS }
const connectedWithName: VisibilityContext = { isConnected: true, username: 'alice.demo', address: ADDRESS }

const labels = (config: AppConfig, context: VisibilityContext) =>
  sidebarLinks(config, context).map((link) => link.label)

describe('sidebarLinks visibility (spec §2 Left sidebar): flags × addresses × connection', () => {
  type Row = [
    label: string,
    features: Partial<FeatureFlags>,
    contracts: Partial<typeof noContracts>,
    context: VisibilityContext,
    isVisible: boolean,
  ]
  const rows: Row[] = [
    // NFT Launchpad: a bonding contract address configured and its feature flag on.
    ['NFT Launchpad', { nftLaunchpad: true }, { nftLaunchpadBondingAddress: CONTRACT }, disconnected, true],
    ['NFT Launchpad', { nftLaunchpad: true }, {}, disconnected, false],
    ['NFT Launchpad', {}, { nftLaunchpadBondingAddress: CONTRACT }, disconnected, false],
    ['NFT Launchpad', {}, {}, connectedWithName, false],
    // Profile: only when connected with a name.
    ['Profile', {}, {}, connectedWithName, true],
    ['Profile', {}, {}, connectedNoName, false],
    ['Profile', {}, {}, disconnected, false],
    ['Profile', {}, {}, { isConnected: false, username: 'alice.demo', address: null }, false],
    // Activity Points: its flag and a contract address.
    ['Activity Points', { activityPoints: true }, { activityPointsAddress: CONTRACT }, disconnected, true],
    ['Activity Points', { activityPoints: true }, {}, connectedWithName, false],
    ['Activity Points', {}, { activityPointsAddress: CONTRACT }, connectedWithName, false],
    // Send Tokens: its flag only.
    ['Send Tokens', { sendTokens: true }, {}, disconnected, true],
    ['Send Tokens', {}, {}, connectedWithName, false],
    // Stake: a staking contract address and its flag.
    ['Stake & Earn', { stake: true }, { stakingContractAddress: CONTRACT }, disconnected, true],
    ['Stake & Earn', { stake: true }, {}, disconnected, false],
    ['Stake & Earn', {}, { stakingContractAddress: CONTRACT }, connectedWithName, false],
    // Swap: a router address and its flag.
    ['Swap', { swap: true }, { swapRouterAddress: CONTRACT }, disconnected, true],
    ['Swap', { swap: true }, {}, disconnected, false],
    ['Swap', {}, { swapRouterAddress: CONTRACT }, connectedWithName, false],
    // Airdrop: either a claim-domains or an AP airdrop address, plus its flag.
    ['Airdrop', { airdrop: true }, { airdropClaimDomainsAddress: CONTRACT }, disconnected, true],
    ['Airdrop', { airdrop: true }, { airdropApAddress: CONTRACT }, disconnected, true],
    [
      'Airdrop',
      { airdrop: true },
      { airdropClaimDomainsAddress: CONTRACT, airdropApAddress: CONTRACT },
      disconnected,
      true,
    ],
    ['Airdrop', { airdrop: true }, {}, disconnected, false],
    ['Airdrop', {}, { airdropClaimDomainsAddress: CONTRACT, airdropApAddress: CONTRACT }, connectedWithName, false],
    // Always: the three chats, Find User, About.
    ['General discussion', {}, {}, disconnected, true],
    ['Share images & NFTs', {}, {}, disconnected, true],
    ['Shill & discuss projects', {}, {}, disconnected, true],
    ['Find User', {}, {}, disconnected, true],
    ['About', {}, {}, disconnected, true],
  ]

  it.each(rows)('%s with flags %j, contracts %j, %j → shown: %s', (label, features, contracts, context, isVisible) => {
    expect(labels(makeConfig(features, contracts), context).includes(label)).toBe(isVisible)
  })

  it('keeps the spec order with everything on', () => {
    const everything = makeConfig(
      { activityPoints: true, nftLaunchpad: true, sendTokens: true, stake: true, swap: true, airdrop: true },
      {
        nftLaunchpadBondingAddress: CONTRACT,
        activityPointsAddress: CONTRACT,
        stakingContractAddress: CONTRACT,
        swapRouterAddress: CONTRACT,
        airdropApAddress: CONTRACT,
      },
    )
    expect(sidebarLinks(everything, connectedWithName).map((link) => link.to)).toEqual([
      '/',
      '/memes-images',
      '/shill',
      '/nft',
      '/profile/?id=alice.demo',
      '/activity-points',
      '/send-tokens',
      '/stake',
      '/swap/univ2',
      '/airdrop',
      '/find-user',
      '/about',
    ])
  })

  it('shows only the always-on links with everything off', () => {
    expect(labels(makeConfig({}, {}), disconnected)).toEqual([
      'General discussion',
      'Share images & NFTs',
      'Shill & discuss projects',
      'Find User',
      'About',
    ])
  })
})

describe('isLinkActive (highlight by path prefix)', () => {
  const links = sidebarLinks(
    makeConfig(
      { nftLaunchpad: true, swap: true },
      { nftLaunchpadBondingAddress: CONTRACT, swapRouterAddress: CONTRACT },
    ),
    connectedWithName,
  )
  const activeFor = (pathname: string) => links.filter((link) => isLinkActive(link, pathname)).map((link) => link.label)

  it.each([
    ['/', ['General discussion']],
    ['/memes-images', ['Share images & NFTs']],
    ['/nft', ['NFT Launchpad']],
    ['/nft/create', ['NFT Launchpad']],
    ['/nft/collection', ['NFT Launchpad']],
    ['/nftx', []],
    ['/profile', ['Profile']],
    ['/profile/', ['Profile']],
    ['/swap/univ2', ['Swap']],
    ['/swap/cow', ['Swap']],
    ['/post', []],
    ['/unknown', []],
  ])('%s → %j', (pathname, expected) => {
    expect(activeFor(pathname)).toEqual(expected)
  })
})

describe('profilePath (spec §2: username, else address, else /profile)', () => {
  it.each([
    ['alice.demo', ADDRESS, '/profile/?id=alice.demo'],
    ['', ADDRESS, `/profile/?id=${ADDRESS}`],
    ['', null, '/profile'],
    ['a&b c.demo', null, '/profile/?id=a%26b%20c.demo'],
  ])('username %j, address %j → %s', (username, address, path) => {
    expect(profilePath(username, address)).toBe(path)
  })
})
