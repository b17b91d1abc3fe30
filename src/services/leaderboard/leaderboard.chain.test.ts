import { Contract, parseEther } from 'ethers'
import { devnetAccount } from '../../../devnet/accounts'
import { takeSnapshot } from '../../../devnet/testChain'
import { setupAppChain } from '../../test/appChain'
import { readLeaderboard } from './leaderboard'

const env = setupAppChain()
const addr = (i: number) => devnetAccount(i).address
const NAME_SPEND = { 1: parseEther('0.002'), 2: parseEther('0.01'), 3: parseEther('0.001') } as const

/** Counts the eth_call requests the reader's JSON-RPC client sends (each aggregate3 is one). */
function countEthCalls(): { count: () => number; restore: () => void } {
  const spy = jest.spyOn(env().reader.rpc, 'request')
  return {
    count: () => spy.mock.calls.filter(([method]) => method === 'eth_call').length,
    restore: () => spy.mockRestore(),
  }
}

describe('readLeaderboard', () => {
  it('ranks the seeded users by points, with their names, in four eth_calls', async () => {
    const { config, reader } = env()
    const counter = countEthCalls()
    const board = await readLeaderboard(reader, config)
    counter.restore()
    expect(board).toEqual({
      available: true,
      userCount: 3,
      rankedCount: 3,
      entries: [
        {
          rank: 1,
          address: addr(1),
          pointsWei: (parseEther('1500') + NAME_SPEND[1]).toString(),
          username: 'alice.demo',
        },
        { rank: 2, address: addr(2), pointsWei: (parseEther('42.5') + NAME_SPEND[2]).toString(), username: 'bob.demo' },
        {
          rank: 3,
          address: addr(3),
          pointsWei: (parseEther('0.75') + NAME_SPEND[3]).toString(),
          username: 'carol.demo',
        },
      ],
    })
    // count, pages, points, names: one aggregate each.
    expect(counter.count()).toBeLessThanOrEqual(4)
  })

  describe('with more users than a page', () => {
    let revert: () => Promise<void>
    beforeAll(async () => {
      const { chain, config } = env()
      revert = await takeSnapshot(chain.provider)
      const points = new Contract(
        config.activityPointsAddress,
        ['function addBonusPoints(address,uint256)'],
        chain.signer(0),
      )
      const bonuses: [number, string][] = [
        [4, '2000'],
        [5, '42.52'],
        [6, '5'],
        [7, '42.52'],
        [8, '0.000001'],
      ]
      for (const [account, amount] of bonuses)
        await (await points.getFunction('addBonusPoints')(addr(account), parseEther(amount))).wait()
    })
    afterAll(async () => revert())

    it('reads every page and ranks ties together (1, 2, 3, 3, 5 ...)', async () => {
      const { config, reader } = env()
      const counter = countEthCalls()
      const board = await readLeaderboard(reader, config, { pageSize: 3, batchSize: 4, limit: 6 })
      counter.restore()
      if (!board.available) throw new Error('expected a board')
      expect(board.userCount).toBe(8)
      expect(board.entries.map((entry) => [entry.rank, entry.address, entry.username])).toEqual([
        [1, addr(4), ''],
        [2, addr(1), 'alice.demo'],
        [3, addr(5), ''],
        [3, addr(7), ''],
        [5, addr(2), 'bob.demo'],
        [6, addr(6), ''],
      ])
      // count + pages (3 calls, 1 batch) + points (8 calls in batches of 4) + names = 5.
      expect(counter.count()).toBeLessThanOrEqual(5)
    })

    it('ranks only the first maxUsers users and says how many it ranked', async () => {
      const { config, reader } = env()
      const board = await readLeaderboard(reader, config, { maxUsers: 3, limit: 10 })
      expect(board).toMatchObject({ available: true, userCount: 8, rankedCount: 3 })
      if (board.available) expect(board.entries.map((entry) => entry.address)).toEqual([addr(1), addr(2), addr(3)])
    })
  })

  it('is unavailable when the points contract cannot list its users', async () => {
    const { config, reader } = env()
    // An ERC-20 reverts on the unknown selector; an account without code returns no data at all.
    expect(await readLeaderboard(reader, { ...config, activityPointsAddress: config.chatTokenAddress })).toEqual({
      available: false,
    })
    expect(await readLeaderboard(reader, { ...config, activityPointsAddress: addr(6) })).toEqual({ available: false })
  })
})
