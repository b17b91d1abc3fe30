import { devnetConfig } from '../../config/devnet'
import { earningWays } from './earning'

describe('earningWays', () => {
  const base = { ...devnetConfig, nftLaunchpadBondingAddress: '', swapRouterAddress: '' }

  it('always lists names and referrals', () => {
    expect(earningWays(base)).toEqual([
      'Mint a .demo name: what you pay for it is added to your points.',
      'Share your referral link: when someone you invited mints a name, you earn a referral fee and points.',
    ])
  })

  it('adds the launchpad and swap only when their flag is on and their contract is set', () => {
    const withAddresses = { ...base, nftLaunchpadBondingAddress: '0x1', swapRouterAddress: '0x2' }
    expect(
      earningWays({ ...withAddresses, features: { ...base.features, nftLaunchpad: true, swap: true } }),
    ).toHaveLength(4)
    expect(
      earningWays({ ...withAddresses, features: { ...base.features, nftLaunchpad: false, swap: false } }),
    ).toHaveLength(2)
    expect(earningWays({ ...base, features: { ...base.features, nftLaunchpad: true, swap: true } })).toHaveLength(2)
  })
})
