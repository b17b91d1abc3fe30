import { parseEther } from 'ethers'
import { devnetAccount } from '../accounts'
import { send } from '../contractHelpers'
import { revertOf } from '../revert'
import { SEED } from '../seed'
import { eventsOf, read, readBigInt, setupChainFixture } from './helpers'

const env = setupChainFixture({ isolateTests: true })
const addr = (i: number): string => devnetAccount(i).address

/** What each seeded account paid the minter: alice two 5+ char names, bob one 3-char, carol one 5+ char. */
const SEED_SPEND: Record<number, bigint> = {
  1: parseEther('0.002'),
  2: parseEther('0.01'),
  3: parseEther('0.001'),
}

describe('ActivityPoints', () => {
  it('holds the seeded bonus plus name spend, with 18 decimals', async () => {
    const { c } = env()
    for (const { account, points } of SEED.bonusPoints) {
      expect(await readBigInt(c.activityPoints, 'getPoints', addr(account))).toBe(points + (SEED_SPEND[account] ?? 0n))
    }
    expect(await readBigInt(c.activityPoints, 'getPoints', addr(4))).toBe(0n)
    const total = SEED.bonusPoints.reduce((sum, { account, points }) => sum + points + (SEED_SPEND[account] ?? 0n), 0n)
    expect(await readBigInt(c.activityPoints, 'getTotalPointsAllUsers')).toBe(total)
  })

  it('lists every user who ever got points, page by page', async () => {
    const { c, chain } = env()
    expect(await read(c.activityPoints, 'getUserCount')).toBe(3n)
    expect(await read(c.activityPoints, 'getUsers', 0n, 10n)).toEqual([addr(1), addr(2), addr(3)])

    const owner = c.activityPoints.connect(chain.signer(0))
    await send(owner, 'addBonusPoints', [addr(7), 1n])
    await send(owner, 'addBonusPoints', [addr(7), 1n]) // a second award does not list the user twice
    await send(owner, 'addBonusPoints', [addr(8), 0n]) // nothing awarded, nothing listed
    expect(await read(c.activityPoints, 'getUserCount')).toBe(4n)
    expect(await read(c.activityPoints, 'getUsers', 2n, 2n)).toEqual([addr(3), addr(7)])
    expect(await read(c.activityPoints, 'getUsers', 3n, 100n)).toEqual([addr(7)])
    expect(await read(c.activityPoints, 'getUsers', 4n, 1n)).toEqual([])
  })

  it('adds and removes bonus points with events; managers only', async () => {
    const { c, chain, ifaces } = env()
    const owner = c.activityPoints.connect(chain.signer(0))
    const receipt = await send(owner, 'addBonusPoints', [addr(4), parseEther('2.5')])
    expect(eventsOf(receipt, ifaces.ActivityPoints, 'BonusPointsAdded')[0]?.args.toArray()).toEqual([
      addr(0),
      addr(4),
      parseEther('2.5'),
    ])
    await send(owner, 'removeBonusPoints', [addr(4), parseEther('0.5')])
    expect(await readBigInt(c.activityPoints, 'getPoints', addr(4))).toBe(parseEther('2'))
    expect(await revertOf(send(owner, 'removeBonusPoints', [addr(4), parseEther('3')]), ifaces.ActivityPoints)).toBe(
      'InsufficientBonusPoints',
    )

    const stranger = c.activityPoints.connect(chain.signer(5))
    expect(await revertOf(send(stranger, 'addBonusPoints', [addr(5), 1n]), ifaces.ActivityPoints)).toBe('NotManager')
    await send(owner, 'setManager', [addr(5), true])
    await send(stranger, 'addBonusPoints', [addr(5), 1n])
    expect(await readBigInt(c.activityPoints, 'getPoints', addr(5))).toBe(1n)
  })

  it('accepts spend only from reporters, and applies the multiplier', async () => {
    const { c, chain, ifaces } = env()
    const stranger = c.activityPoints.connect(chain.signer(5))
    expect(await revertOf(send(stranger, 'addWeiSpent', [addr(5), 1n]), ifaces.ActivityPoints)).toBe('NotReporter')
    expect(await read(c.activityPoints, 'reporters', chain.addresses.punkMinter)).toBe(true)
    expect(await read(c.activityPoints, 'reporters', chain.addresses.punkTld)).toBe(true)

    const owner = c.activityPoints.connect(chain.signer(0))
    await send(owner, 'setReporter', [addr(5), true])
    await send(stranger, 'addWeiSpent', [addr(6), 10n])
    await send(owner, 'setMultiplier', [3n])
    expect(await readBigInt(c.activityPoints, 'getPoints', addr(6))).toBe(30n)
    expect(await readBigInt(c.activityPoints, 'getTotalWeiSpent', addr(6))).toBe(10n)
    expect(await revertOf(send(owner, 'setMultiplier', [0n]), ifaces.ActivityPoints)).toBe('MultiplierZero')
  })
})
