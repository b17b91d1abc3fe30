import { ZeroAddress } from 'ethers'
import { devnetAccount } from '../accounts'
import { MINTER_PRICES, MINTER_REFERRAL_BIPS } from '../constants'
import { send } from '../contractHelpers'
import { revertOf } from '../revert'
import { read, readBigInt, setupChainFixture } from './helpers'

const env = setupChainFixture({ isolateTests: true })
const addr = (i: number): string => devnetAccount(i).address
const [P1, P2, P3, P4, P5] = MINTER_PRICES

function mintAs(account: number, name: string, value: bigint, referrer = ZeroAddress): Promise<unknown> {
  const { c, chain } = env()
  return send(c.punkMinter.connect(chain.signer(account)), 'mint', [name, addr(account), referrer], { value })
}

describe('PunkMinter', () => {
  it('exposes the deployed tiers, fee and pause flag', async () => {
    const { c } = env()
    const tiers = ['price1char', 'price2char', 'price3char', 'price4char', 'price5char']
    expect(await Promise.all(tiers.map((t) => readBigInt(c.punkMinter, t)))).toEqual([...MINTER_PRICES])
    expect(await read(c.punkMinter, 'referralFee')).toBe(MINTER_REFERRAL_BIPS)
    expect(await read(c.punkMinter, 'paused')).toBe(false)
  })

  it.each([
    ['a', P1],
    ['é', P1],
    ['🙂', P1],
    ['ab', P2],
    ['éé', P2],
    ['日本語', P3],
    ['🙂🙂🙂🙂', P4],
    ['abcde', P5],
    ['abcdefghijklmnop', P5],
  ])('prices %j by Unicode character count', async (name, price) => {
    expect(await readBigInt(env().c.punkMinter, 'getPrice', name)).toBe(price)
  })

  it('mints at the tier price and reverts "Value below price" one wei under it', async () => {
    const { c } = env()
    expect(await revertOf(mintAs(4, 'é', P1 - 1n))).toBe('Value below price')
    await mintAs(4, 'é', P1)
    expect(await read(c.punkTld, 'getDomainHolder', 'é')).toBe(addr(4))
    expect(await read(c.punkTld, 'defaultNames', addr(4))).toBe('é')
  })

  it('pays price*referralFee/10000 to the referrer and the rest of the value to the distributor', async () => {
    const { chain } = env()
    const value = P3 + 7n // overpay stays with the distributor
    const [ownerBefore, refBefore] = await Promise.all([
      chain.provider.getBalance(addr(0)),
      chain.provider.getBalance(addr(5)),
    ])
    await mintAs(4, 'dan', value, addr(5))
    const fee = (P3 * MINTER_REFERRAL_BIPS) / 10000n
    expect((await chain.provider.getBalance(addr(5))) - refBefore).toBe(fee)
    expect((await chain.provider.getBalance(addr(0))) - ownerBefore).toBe(value - fee)
  })

  it("adds the whole spend to the payer's activity points", async () => {
    const { c } = env()
    expect(await readBigInt(c.activityPoints, 'getPoints', addr(4))).toBe(0n)
    await mintAs(4, 'danny', P5)
    await mintAs(4, 'xy', P2)
    expect(await readBigInt(c.activityPoints, 'getPoints', addr(4))).toBe(P5 + P2)
  })

  it('leaves the name rules to the TLD, whose custom errors bubble up', async () => {
    const { ifaces } = env()
    expect(await revertOf(mintAs(4, 'a.bcde', P5), ifaces.PunkTld)).toBe('DomainNameContainsDots')
    expect(await revertOf(mintAs(4, 'ALICE', P5), ifaces.PunkTld)).toBe('DomainAlreadyExists')
  })

  it('reverts "Minting paused" while paused; only the owner toggles', async () => {
    const { c, chain, ifaces } = env()
    expect(await revertOf(send(c.punkMinter.connect(chain.signer(4)), 'togglePaused'), ifaces.PunkMinter)).toBe(
      'OwnableUnauthorizedAccount',
    )
    const owner = c.punkMinter.connect(chain.signer(0))
    await send(owner, 'togglePaused')
    expect(await revertOf(mintAs(4, 'danny', P5))).toBe('Minting paused')
    await send(owner, 'togglePaused')
    await mintAs(4, 'danny', P5)
  })

  it('lets the owner change tier prices and the referral fee within bounds', async () => {
    const { c, chain } = env()
    const owner = c.punkMinter.connect(chain.signer(0))
    await send(owner, 'changePrice', [123n, 4n])
    expect(await readBigInt(c.punkMinter, 'getPrice', 'abcd')).toBe(123n)
    expect(await revertOf(send(owner, 'changePrice', [1n, 6n]))).toBe('Chars must be 1 to 5')
    await send(owner, 'changeReferralFee', [2000n])
    expect(await read(c.punkMinter, 'referralFee')).toBe(2000n)
    expect(await revertOf(send(owner, 'changeReferralFee', [2001n]))).toBe('Fee cannot be more than 20%')
  })
})
