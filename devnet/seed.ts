import { ZeroAddress, parseEther, type JsonRpcProvider } from 'ethers'
import { devnetAccount } from './accounts'
import type { DevnetAddresses } from './addresses'
import { send } from './contractHelpers'
import { attachDevnetContracts } from './devnetContracts'
import { devnetSigner } from './provider'

/**
 * What `seedDevnet` creates. Account indexes refer to DEVNET_ACCOUNTS; accounts 4-8 are left without names and
 * points on purpose, for tests of the "no name yet" paths.
 */
export const SEED = {
  /** Minted through PunkMinter in this order, each paying its tier price, no referrer. */
  names: [
    { account: 1, name: 'alice' },
    { account: 1, name: 'alice-two' },
    { account: 2, name: 'bob' },
    { account: 3, name: 'carol' },
  ],
  /** editData of "alice"; no image yet (profile pictures come with the chat work). */
  aliceData: '{"description":"Alice, a devnet test user","url":"https://example.com/alice"}',
  /** Bonus activity points (18 decimals), on top of the wei each account spent on names. */
  bonusPoints: [
    { account: 1, points: parseEther('1500') },
    { account: 2, points: parseEther('42.5') },
    { account: 3, points: parseEther('0.75') },
  ],
  /** DEMO minted to each of these accounts. */
  chatTokenHolders: [1, 2, 3, 4, 5],
  chatTokenAmount: parseEther('1000'),
  /** Gets the soulbound mod badge, so it moderates every channel. */
  moderator: 9,
} as const

/** Creates the SEED data on freshly deployed contracts (deployer = account 0). Throws on any failed transaction. */
export async function seedDevnet(provider: JsonRpcProvider, addresses: DevnetAddresses): Promise<void> {
  const deployer = await attachDevnetContracts(addresses, devnetSigner(provider, 0))

  for (const { account, name } of SEED.names) {
    const minter = deployer.punkMinter.connect(devnetSigner(provider, account))
    const price: bigint = await minter.getFunction('getPrice')(name)
    const holder = devnetAccount(account).address
    await send(minter, 'mint', [name, holder, ZeroAddress], { value: price })
  }
  await send(deployer.punkTld.connect(devnetSigner(provider, 1)), 'editData', ['alice', SEED.aliceData])

  for (const { account, points } of SEED.bonusPoints) {
    await send(deployer.activityPoints, 'addBonusPoints', [devnetAccount(account).address, points])
  }
  for (const account of SEED.chatTokenHolders) {
    await send(deployer.chatToken, 'mint', [devnetAccount(account).address, SEED.chatTokenAmount])
  }
  await send(deployer.modToken, 'mint', [devnetAccount(SEED.moderator).address])
}
