import { ZeroAddress, parseEther } from 'ethers'
import type { Contract, Result } from 'ethers'
import { devnetAccount } from '../accounts'
import { TLD_NAME } from '../constants'
import { deployContract, send } from '../contractHelpers'
import { revertOf } from '../revert'
import { eventsOf, read, readBigInt, setupChainFixture } from './helpers'

const env = setupChainFixture({ isolateTests: true })
const PLAIN_PRICE = parseEther('0.01')
const addr = (i: number): string => devnetAccount(i).address

/** A second TLD, ".plain", on the plain mint path: public buying on, one price, reporting spend to ActivityPoints. */
async function plainTld(): Promise<Contract> {
  const { chain, c } = env()
  const tld = await deployContract(
    'PunkTld',
    ['.plain', PLAIN_PRICE, true, chain.addresses.activityPoints],
    chain.signer(0),
  )
  await send(c.activityPoints.connect(chain.signer(0)), 'setReporter', [await tld.getAddress(), true])
  return tld
}

function mintAs(tld: Contract, account: number, name: string, value: bigint, referrer = ZeroAddress): Promise<unknown> {
  return send(tld.connect(env().chain.signer(account)), 'mint', [name, addr(account), referrer], { value })
}

describe('PunkTld plain mint path', () => {
  it('mints at the price, ids from 1, emits DomainCreated + Transfer and records the name', async () => {
    const { ifaces } = env()
    const tld = await plainTld()
    const minter = tld.connect(env().chain.signer(4))
    expect(await minter.getFunction('mint').staticCall('dave', addr(4), ZeroAddress, { value: PLAIN_PRICE })).toBe(1n)

    const receipt = await send(minter, 'mint', ['dave', addr(4), ZeroAddress], { value: PLAIN_PRICE })
    const [created] = eventsOf(receipt, ifaces.PunkTld, 'DomainCreated')
    expect(created?.args.toArray()).toEqual([addr(4), addr(4), 'dave.plain'])
    expect(eventsOf(receipt, ifaces.PunkTld, 'Transfer')[0]?.args.toArray()).toEqual([ZeroAddress, addr(4), 1n])

    expect(await read(tld, 'getDomainHolder', 'dave')).toBe(addr(4))
    expect(await read(tld, 'domainIdsNames', 1n)).toBe('dave')
    expect(await readBigInt(tld, 'totalSupply')).toBe(1n)
    expect(await read(tld, 'name')).toBe('.plain')
    expect(await read(tld, 'symbol')).toBe('.plain')
    const uri = String(await read(tld, 'tokenURI', 1n))
    const json: { name: string } = JSON.parse(
      Buffer.from(uri.replace('data:application/json;base64,', ''), 'base64').toString(),
    )
    expect(json.name).toBe('dave.plain')
  })

  it('reverts InsufficientPayment below the price', async () => {
    const tld = await plainTld()
    expect(await revertOf(mintAs(tld, 4, 'dave', PLAIN_PRICE - 1n), env().ifaces.PunkTld)).toBe('InsufficientPayment')
  })

  it('rejects public mints while buying is disabled, but not the owner', async () => {
    const { c, chain, ifaces } = env()
    expect(await read(c.punkTld, 'buyingEnabled')).toBe(false)
    expect(await revertOf(mintAs(c.punkTld, 4, 'dave', 0n), ifaces.PunkTld)).toBe('DomainBuyingDisabled')
    await send(c.punkTld.connect(chain.signer(0)), 'mint', ['by-owner', addr(4), ZeroAddress])
    expect(await read(c.punkTld, 'getDomainHolder', 'by-owner')).toBe(addr(4))
  })

  it('lower-cases ASCII on mint and lookup; the raw domains() mapping does not', async () => {
    const tld = await plainTld()
    await mintAs(tld, 4, 'MiXeD-É', PLAIN_PRICE)
    expect(await read(tld, 'getDomainHolder', 'MIXED-É')).toBe(addr(4))
    expect(await read(tld, 'defaultNames', addr(4))).toBe('mixed-É') // non-ASCII is left as it is
    const raw = (await read(tld, 'domains', 'mixed-É')) as Result
    expect(raw.toArray()).toEqual(['mixed-É', 1n, addr(4), ''])
    expect(((await read(tld, 'domains', 'MiXeD-É')) as Result).toArray()).toEqual(['', 0n, ZeroAddress, ''])
    expect(await read(tld, 'getDomainHolder', 'nobody')).toBe(ZeroAddress)
  })

  it.each([
    ['', 'DomainNameEmpty'],
    ['a'.repeat(140), 'DomainNameTooLong'],
    ['a.b', 'DomainNameContainsDots'],
    ['a b', 'DomainNameContainsSpaces'],
    ['a.b c', 'DomainNameContainsDots'],
  ])('rejects %j with %s', async (name, error) => {
    const tld = await plainTld()
    expect(await revertOf(mintAs(tld, 4, name, PLAIN_PRICE), env().ifaces.PunkTld)).toBe(error)
  })

  it('accepts 139 bytes, other whitespace and symbols (only dots and ASCII spaces are rules on-chain)', async () => {
    const tld = await plainTld()
    for (const name of ['a'.repeat(139), 'tab\there', 'x/%?#&,', '🙂']) await mintAs(tld, 4, name, PLAIN_PRICE)
    expect(await readBigInt(tld, 'totalSupply')).toBe(4n)
  })

  it('checks payment before the name, and DomainAlreadyExists case-insensitively', async () => {
    const { c, chain, ifaces } = env()
    const tld = await plainTld()
    expect(await revertOf(mintAs(tld, 4, 'a.b', 0n), ifaces.PunkTld)).toBe('InsufficientPayment')
    const owner = c.punkTld.connect(chain.signer(0))
    expect(await revertOf(send(owner, 'mint', ['ALICE', addr(4), ZeroAddress]), ifaces.PunkTld)).toBe(
      'DomainAlreadyExists',
    )
  })

  it('pays value*referral/10000 to the referrer and the rest (overpay included) to the owner; spend becomes points', async () => {
    const { chain, c } = env()
    const tld = await plainTld()
    const value = PLAIN_PRICE + 1000n
    const [ownerBefore, refBefore] = await Promise.all([
      chain.provider.getBalance(addr(0)),
      chain.provider.getBalance(addr(5)),
    ])
    await mintAs(tld, 4, 'dave', value, addr(5))
    const fee = (value * 1000n) / 10000n
    expect((await chain.provider.getBalance(addr(5))) - refBefore).toBe(fee)
    expect((await chain.provider.getBalance(addr(0))) - ownerBefore).toBe(value - fee)
    expect(await readBigInt(c.activityPoints, 'getPoints', addr(4))).toBe(value)
  })

  it('pays nobody a referral without a referrer, and follows changeReferralFee (< 5000 bips)', async () => {
    const { chain, ifaces } = env()
    const tld = await plainTld()
    const owner = tld.connect(chain.signer(0))
    expect(await revertOf(send(owner, 'changeReferralFee', [5000n]), ifaces.PunkTld)).toBe('ReferralFeeTooHigh')
    await send(owner, 'changeReferralFee', [2500n])
    const ownerBefore = await chain.provider.getBalance(addr(0))
    await mintAs(tld, 4, 'no-ref', PLAIN_PRICE)
    expect((await chain.provider.getBalance(addr(0))) - ownerBefore).toBe(PLAIN_PRICE)
    const refBefore = await chain.provider.getBalance(addr(5))
    await mintAs(tld, 4, 'with-ref', PLAIN_PRICE, addr(5))
    expect((await chain.provider.getBalance(addr(5))) - refBefore).toBe(PLAIN_PRICE / 4n)
  })

  it('reverts FailedToSendReferralFee when the referrer refuses ETH', async () => {
    const { chain, ifaces } = env()
    const tld = await plainTld()
    const refuser = chain.addresses.multicall3 // has no receive function
    expect(await revertOf(mintAs(tld, 4, 'dave', PLAIN_PRICE, refuser), ifaces.PunkTld)).toBe('FailedToSendReferralFee')
  })

  it('has owner-only settings and can disable minting forever', async () => {
    const { chain, ifaces } = env()
    const tld = await plainTld()
    expect(await revertOf(send(tld.connect(chain.signer(4)), 'changePrice', [0n]), ifaces.PunkTld)).toBe(
      'OwnableUnauthorizedAccount',
    )
    const owner = tld.connect(chain.signer(0))
    await send(owner, 'changePrice', [1n])
    await send(owner, 'toggleBuyingDomains')
    await send(owner, 'changeMinter', [addr(7)])
    expect([await read(tld, 'price'), await read(tld, 'buyingEnabled'), await read(tld, 'minter')]).toEqual([
      1n,
      false,
      addr(7),
    ])
    await send(tld.connect(chain.signer(7)), 'mint', ['via-minter', addr(7), ZeroAddress], { value: 1n })
    await send(owner, 'disableBuyingForever')
    expect(await revertOf(send(owner, 'mint', ['late', addr(0), ZeroAddress], { value: 1n }), ifaces.PunkTld)).toBe(
      'DomainMintingDisabledForever',
    )
  })

  it('exposes the defaults the app reads', async () => {
    const { c, chain } = env()
    expect(await read(c.punkTld, 'name')).toBe(TLD_NAME)
    expect(await read(c.punkTld, 'price')).toBe(0n)
    expect(await read(c.punkTld, 'referral')).toBe(1000n)
    expect(await read(c.punkTld, 'nameMaxLength')).toBe(140n)
    expect(await read(c.punkTld, 'minter')).toBe(chain.addresses.punkMinter)
  })
})

describe('PunkTld names of a holder', () => {
  it('sets the default name only when the holder has none', async () => {
    const tld = await plainTld()
    await mintAs(tld, 4, 'first', PLAIN_PRICE)
    await mintAs(tld, 4, 'second', PLAIN_PRICE)
    expect(await read(tld, 'defaultNames', addr(4))).toBe('first')
  })

  it('lets only the holder change the default name (case-insensitive)', async () => {
    const { c, chain, ifaces } = env()
    const alice = c.punkTld.connect(chain.signer(1))
    const receipt = await send(alice, 'editDefaultDomain', ['ALICE-TWO'])
    expect(eventsOf(receipt, ifaces.PunkTld, 'DefaultDomainChanged')[0]?.args.toArray()).toEqual([addr(1), 'alice-two'])
    expect(await read(c.punkTld, 'defaultNames', addr(1))).toBe('alice-two')
    const bob = c.punkTld.connect(chain.signer(2))
    expect(await revertOf(send(bob, 'editDefaultDomain', ['alice']), ifaces.PunkTld)).toBe('NotDomainHolder')
    expect(await revertOf(send(bob, 'editDefaultDomain', ['nobody']), ifaces.PunkTld)).toBe('NotDomainHolder')
  })

  it('lets only the holder replace the data JSON', async () => {
    const { c, chain, ifaces } = env()
    const bob = c.punkTld.connect(chain.signer(2))
    await send(bob, 'editData', ['bob', '{"image":"ar://one","description":"x"}'])
    const receipt = await send(bob, 'editData', ['BOB', '{"image":"ar://two"}'])
    expect(await read(c.punkTld, 'getDomainData', 'Bob')).toBe('{"image":"ar://two"}')
    expect(eventsOf(receipt, ifaces.PunkTld, 'DataChanged')[0]?.args[0]).toBe(addr(2))
    const carol = c.punkTld.connect(chain.signer(3))
    expect(await revertOf(send(carol, 'editData', ['bob', '{}']), ifaces.PunkTld)).toBe('NotDomainHolder')
  })

  it('keeps holder and default names in sync on ERC-721 transfer', async () => {
    const { c, chain } = env()
    const tokenId = ((await read(c.punkTld, 'domains', 'alice')) as Result).toArray()[1]
    await send(c.punkTld.connect(chain.signer(1)), 'transferFrom', [addr(1), addr(6), tokenId])
    expect(await read(c.punkTld, 'getDomainHolder', 'alice')).toBe(addr(6))
    expect(await read(c.punkTld, 'defaultNames', addr(1))).toBe('') // it was alice's default
    expect(await read(c.punkTld, 'defaultNames', addr(6))).toBe('alice') // receiver had none
    expect(await read(c.punkTld, 'getDomainData', 'alice')).not.toBe('') // data travels with the name

    // A receiver that already has a default name keeps it.
    const bobId = ((await read(c.punkTld, 'domains', 'bob')) as Result).toArray()[1]
    await send(c.punkTld.connect(chain.signer(2)), 'transferFrom', [addr(2), addr(6), bobId])
    expect(await read(c.punkTld, 'defaultNames', addr(6))).toBe('alice')
    expect(await read(c.punkTld, 'defaultNames', addr(2))).toBe('')
    expect(await read(c.punkTld, 'getDomainHolder', 'bob')).toBe(addr(6))
  })
})
