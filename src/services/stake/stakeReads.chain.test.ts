import { parseEther } from 'ethers'
import { devnetAccount } from '../../../devnet/accounts'
import { STAKE_SEED, STAKING } from '../../../devnet/stakeSeed'
import { setupAppChain } from '../../test/appChain'
import { readActivityPointsClaim, readDomainClaim } from '../airdrop/airdropReads'
import { readLiquidityEthQuote, readPeriodRolls, readRemoveLiquidityQuote, readStakeOverview } from './stakeReads'

const env = setupAppChain()
const addr = (i: number) => devnetAccount(i).address

/** Counts the eth_call requests the reader's JSON-RPC client sends (each aggregate3 is one). */
function countEthCalls(): { count: () => number; restore: () => void } {
  const spy = jest.spyOn(env().reader.rpc, 'request')
  return {
    count: () => spy.mock.calls.filter(([method]) => method === 'eth_call').length,
    restore: () => spy.mockRestore(),
  }
}

describe('stake reads on the seeded devnet', () => {
  it('reads the whole overview of a staker in one eth_call', async () => {
    const { reader, config } = env()
    const counter = countEthCalls()
    const overview = await readStakeOverview(reader.batcher, config, addr(2))
    expect(counter.count()).toBe(1)
    counter.restore()
    const latest = await env().chain.provider.getBlock('latest')
    expect(overview.chainTime).toBe(latest?.timestamp)
    expect(overview).toMatchObject({
      periodLength: Number(STAKING.periodLength),
      claimRewardsTotalWei: STAKE_SEED.firstPeriodRewards.toString(),
      futureRewardsWei: STAKE_SEED.currentPeriodRewards.toString(),
      minDepositWei: STAKING.minDeposit.toString(),
      maxDepositWei: STAKING.maxDeposit.toString(),
      totalStakedWei: parseEther('8').toString(),
      staker: {
        address: addr(2),
        stakedWei: parseEther('3').toString(),
        claimableWei: parseEther('0.3').toString(),
        lockedSeconds: 0,
        lpBalanceWei: '0',
        lpStakingAllowanceWei: '0',
        lpRouterAllowanceWei: '0',
        demoBalanceWei: parseEther('1000').toString(),
        demoRouterAllowanceWei: '0',
      },
    })
    expect(BigInt(overview.staker?.ethBalanceWei ?? '0')).toBeGreaterThan(0n)
    expect(overview.chainTime - overview.lastClaimPeriod).toBeLessThan(overview.periodLength)
  })

  it('reads the pool only without a wallet', async () => {
    const { reader, config } = env()
    expect((await readStakeOverview(reader.batcher, config, null)).staker).toBeNull()
  })

  it('quotes liquidity at the seeded price (1 ETH = 10 000 DEMO, 1 000 LP)', async () => {
    const { reader, config } = env()
    expect(await readLiquidityEthQuote(reader.batcher, config, parseEther('100').toString())).toBe(
      parseEther('0.01').toString(),
    )
    expect(await readRemoveLiquidityQuote(reader.batcher, config, parseEther('1').toString())).toEqual({
      demoWei: parseEther('100').toString(),
      ethWei: parseEther('0.01').toString(),
    })
  })

  it('finds the seed’s one period roll (the first ever) and values the 8 staked LP at 2 × their ETH side', async () => {
    const { reader, config } = env()
    const overview = await readStakeOverview(reader.batcher, config, null)
    expect(overview.periodLength).toBe(Number(STAKING.periodLength))
    const basis = await readPeriodRolls(reader.rpc, config.stakingContractAddress, {
      periodLength: overview.periodLength,
      blockTimeMs: config.chain.blockTimeMs,
      wanted: 4,
    })
    expect(basis).toEqual({
      rolls: [{ rewardsWei: STAKE_SEED.firstPeriodRewards.toString(), periodStart: expect.any(Number) as number }],
      fromFirstRoll: true,
    })
    expect(basis.rolls[0]?.periodStart).toBe(overview.lastClaimPeriod)
    // The staked value the page pairs with them: twice the ETH side of the 8 staked LP.
    const { ethWei } = await readRemoveLiquidityQuote(reader.batcher, config, overview.totalStakedWei)
    expect((BigInt(ethWei) * 2n).toString()).toBe(parseEther('0.16').toString())
  })
})

describe('airdrop reads on the seeded devnet', () => {
  it('finds a name’s claim whatever the case: holder, token, reward, eligibility', async () => {
    const { reader, config } = env()
    expect(await readDomainClaim(reader.batcher, config, 'ALICE')).toEqual({
      domainName: 'alice',
      holder: addr(1),
      tokenId: '1',
      claimed: false,
      eligible: true,
      maxIdEligible: '100000',
      rewardWei: parseEther('100').toString(),
      paused: false,
    })
    expect(await readDomainClaim(reader.batcher, config, 'nobody-has-it')).toMatchObject({
      holder: null,
      tokenId: '0',
      eligible: false,
    })
  })

  it('previews the activity points claim: wei spent × 1000', async () => {
    const { reader, config } = env()
    expect(await readActivityPointsClaim(reader.batcher, config, addr(1))).toEqual({
      previewWei: parseEther('2').toString(),
      claimed: false,
      paused: false,
    })
  })
})
