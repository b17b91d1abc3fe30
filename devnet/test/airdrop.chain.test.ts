import { parseEther, type Contract } from 'ethers'
import { devnetAccount } from '../accounts'
import { attachContract, deployContract, send } from '../contractHelpers'
import { AIRDROP } from '../stakeSeed'
import { revertOf } from '../revert'
import { eventsOf, read, readBigInt, setupChainFixture } from './helpers'

/**
 * Both airdrop claimers against the seeded devnet's TLD, chat token and activity points. The seed minted, in order,
 * alice (token 1), alice-two (2), bob (3) and carol (4); these claimers take names up to token 3.
 */
const env = setupChainFixture({ isolateTests: true })
const addr = (i: number): string => devnetAccount(i).address
const REWARD = parseEther('100')
const MAX_ID = 3n
const RATIO = 1000n
/** What the seed's accounts paid for their names (wei), which is what the activity points airdrop counts. */
const SPENT: Record<number, bigint> = { 1: parseEther('0.002'), 2: parseEther('0.01'), 3: parseEther('0.001') }

let domains: Contract
let points: Contract

beforeAll(async () => {
  const { c, chain } = env()
  const owner = chain.signer(0)
  const chatToken = await c.chatToken.getAddress()
  domains = await deployContract(
    'ChatTokenClaimDomains',
    [chatToken, await c.punkTld.getAddress(), REWARD, MAX_ID],
    owner,
  )
  points = await deployContract(
    'ChatTokenClaimActivityPoints',
    [chatToken, await c.activityPoints.getAddress(), RATIO],
    owner,
  )
  const token = c.chatToken.connect(owner)
  await send(token, 'setExtraMinter', [await domains.getAddress(), true])
  await send(token, 'setExtraMinter', [await points.getAddress(), true])
})

const claimFor = (name: string, by = 5) => send(domains.connect(env().chain.signer(by)), 'claim', [name])
const balanceOf = (account: number) => readBigInt(env().c.chatToken, 'balanceOf', addr(account))

describe('ChatTokenClaimDomains', () => {
  it('exposes its reward and snapshot', async () => {
    expect(await read(domains, 'chatReward')).toBe(REWARD)
    expect(await read(domains, 'maxIdEligible')).toBe(MAX_ID)
    expect(await read(domains, 'paused')).toBe(false)
  })

  it('mints the reward to the name’s holder, whoever claims, once', async () => {
    const { ifaces } = env()
    const before = await balanceOf(2)
    expect(await read(domains, 'hasClaimed', 'bob')).toBe(false)
    const receipt = await claimFor('bob', 5)
    expect(eventsOf(receipt, ifaces.ChatTokenClaimDomains, 'Claimed')[0]?.args.toArray()).toEqual([
      addr(5),
      addr(2),
      3n,
      REWARD,
    ])
    expect(await balanceOf(2)).toBe(before + REWARD)
    expect(await read(domains, 'hasClaimed', 'bob')).toBe(true)
    expect(await read(domains, 'claimedTokenIds', 3n)).toBe(true)
    expect(await revertOf(claimFor('bob', 2), ifaces.ChatTokenClaimDomains)).toBe('AlreadyClaimed')
  })

  it('treats every case variant as the same name: the reference’s double claim fails', async () => {
    const { ifaces } = env()
    const before = await balanceOf(1)
    await claimFor('Alice')
    expect(await read(domains, 'hasClaimed', 'alice')).toBe(true)
    expect(await read(domains, 'hasClaimed', 'ALICE')).toBe(true)
    for (const variant of ['alice', 'ALICE', 'aLiCe']) {
      expect(await revertOf(claimFor(variant), ifaces.ChatTokenClaimDomains)).toBe('AlreadyClaimed')
    }
    expect(await balanceOf(1)).toBe(before + REWARD)
    // alice-two is another token: it claims on its own.
    await claimFor('ALICE-TWO')
    expect(await balanceOf(1)).toBe(before + 2n * REWARD)
  })

  it('refuses names above the snapshot and names nobody holds', async () => {
    const { ifaces } = env()
    expect(await revertOf(claimFor('carol'), ifaces.ChatTokenClaimDomains)).toBe('NotEligible')
    expect(await revertOf(claimFor('nobody-has-this'), ifaces.ChatTokenClaimDomains)).toBe('NoDomainHolder')
    expect(await revertOf(claimFor(''), ifaces.ChatTokenClaimDomains)).toBe('NoDomainHolder')
    expect(await read(domains, 'hasClaimed', 'nobody-has-this')).toBe(false)
  })

  it('pays the current holder after a transfer, and the name stays claimed with its token', async () => {
    const { c, chain, ifaces } = env()
    await send(c.punkTld.connect(chain.signer(2)), 'transferFrom', [addr(2), addr(6), 3n])
    const before = await balanceOf(6)
    await claimFor('bob')
    expect(await balanceOf(6)).toBe(before + REWARD)
    await send(c.punkTld.connect(chain.signer(6)), 'transferFrom', [addr(6), addr(7), 3n])
    expect(await revertOf(claimFor('bob', 7), ifaces.ChatTokenClaimDomains)).toBe('AlreadyClaimed')
  })

  it('pauses at the owner’s word only', async () => {
    const { chain, ifaces } = env()
    const iface = ifaces.ChatTokenClaimDomains
    expect(await revertOf(send(domains.connect(chain.signer(1)), 'togglePaused'), iface)).toBe(
      'OwnableUnauthorizedAccount',
    )
    await send(domains.connect(chain.signer(0)), 'togglePaused')
    expect(await revertOf(claimFor('bob'), iface)).toBe('ClaimingPaused')
  })

  it('cannot mint without the chat token’s leave', async () => {
    const { c, chain, ifaces } = env()
    await send(c.chatToken.connect(chain.signer(0)), 'setExtraMinter', [await domains.getAddress(), false])
    expect(await revertOf(claimFor('bob'), ifaces.ChatTokenClaimDomains, ifaces.ChatToken)).toBe('NotMinter')
  })
})

describe('ChatTokenClaimActivityPoints', () => {
  const claimAs = (account: number) => send(points.connect(env().chain.signer(account)), 'claim')

  it('previews the wei spent times the ratio, and mints it to the caller once', async () => {
    const { ifaces } = env()
    for (const [account, spent] of Object.entries(SPENT)) {
      expect(await read(points, 'claimPreview', addr(Number(account)))).toBe(spent * RATIO)
    }
    const before = await balanceOf(2)
    const receipt = await claimAs(2)
    expect(eventsOf(receipt, ifaces.ChatTokenClaimActivityPoints, 'Claimed')[0]?.args.toArray()).toEqual([
      addr(2),
      parseEther('10'),
    ])
    expect(await balanceOf(2)).toBe(before + parseEther('10'))
    expect(await read(points, 'hasClaimed', addr(2))).toBe(true)
    expect(await read(points, 'claimPreview', addr(2))).toBe(0n)
    expect(await revertOf(claimAs(2), ifaces.ChatTokenClaimActivityPoints)).toBe('AlreadyClaimed')
  })

  it('counts spend, not bonus points, and refuses an empty claim', async () => {
    const { c, chain, ifaces } = env()
    expect(await read(points, 'claimPreview', addr(6))).toBe(0n)
    expect(await revertOf(claimAs(6), ifaces.ChatTokenClaimActivityPoints)).toBe('NothingToClaim')
    await send(c.activityPoints.connect(chain.signer(0)), 'addBonusPoints', [addr(6), parseEther('5')])
    expect(await read(points, 'claimPreview', addr(6))).toBe(0n)
    // A name bought now counts.
    const price = await readBigInt(c.punkMinter, 'getPrice', 'newcomer-six')
    await send(c.punkMinter.connect(chain.signer(6)), 'mint', ['newcomer-six', addr(6), addr(0)], { value: price })
    expect(await read(points, 'claimPreview', addr(6))).toBe(price * RATIO)
  })

  it('pauses at the owner’s word only', async () => {
    const { chain, ifaces } = env()
    const iface = ifaces.ChatTokenClaimActivityPoints
    expect(await revertOf(send(points.connect(chain.signer(1)), 'togglePaused'), iface)).toBe(
      'OwnableUnauthorizedAccount',
    )
    await send(points.connect(chain.signer(0)), 'togglePaused')
    expect(await revertOf(claimAs(1), iface)).toBe('ClaimingPaused')
  })
})

describe('the devnet deployment', () => {
  it('deploys both claimers with the devnet settings, allowed to mint the chat token', async () => {
    const { c, chain } = env()
    const { addresses } = chain
    const deployedDomains = await attachContract('ChatTokenClaimDomains', addresses.airdropClaimDomains, chain.provider)
    const deployedPoints = await attachContract(
      'ChatTokenClaimActivityPoints',
      addresses.airdropActivityPoints,
      chain.provider,
    )
    expect(await read(deployedDomains, 'chatReward')).toBe(AIRDROP.chatReward)
    expect(await read(deployedDomains, 'maxIdEligible')).toBe(AIRDROP.maxIdEligible)
    expect(await read(deployedDomains, 'domainContract')).toBe(addresses.punkTld)
    expect(await read(deployedPoints, 'chatEthRatio')).toBe(AIRDROP.chatEthRatio)
    expect(await read(deployedPoints, 'activityPoints')).toBe(addresses.activityPoints)
    expect(await read(c.chatToken, 'extraMinters', addresses.airdropClaimDomains)).toBe(true)
    expect(await read(c.chatToken, 'extraMinters', addresses.airdropActivityPoints)).toBe(true)
    expect(await read(c.chatToken, 'minter')).toBe(addr(0))
  })
})
