import { Contract } from 'ethers'
import { CHAT_PRICE, compileContracts, devnetAccount, startTestChain, type TestChain } from '../../../devnet'
import { AbiCoder } from 'ethers'
import { LENS_RESULT_TYPES, authorProfilesCallData, decodeAuthorProfiles, type AuthorProfile } from './authorProfiles'
import { AUTHOR_PROFILES_LENS_CODE } from './authorProfilesLensCode'
import { CHAT_CHANNEL_ABI } from './chatAbi'

/**
 * AuthorProfilesLens (issue #18) on a real anvil with the devnet contracts: the deployless eth_call the early script
 * sends, answered with the newest authors' names and data in one round trip.
 */
const ALICE = 1
const BOB = 2
const CAROL = 3
const NAMELESS = 4
let chain: TestChain

beforeAll(async () => {
  chain = await startTestChain()
})

afterAll(async () => {
  await chain?.stop()
})

const address = (account: number) => devnetAccount(account).address.toLowerCase()

async function post(channelAddress: string, account: number, url: string): Promise<void> {
  const channel = new Contract(channelAddress, CHAT_CHANNEL_ABI, chain.signer(account))
  await (await channel.getFunction('createMessage')(url, { value: CHAT_PRICE })).wait()
}

const lensCall = (channelAddress: string, lastCount: number) =>
  chain.provider.call({ data: authorProfilesCallData(chain.addresses.punkTld, channelAddress, lastCount) })

async function readProfiles(channelAddress: string, lastCount: number): Promise<AuthorProfile[]> {
  return decodeAuthorProfiles(await lensCall(channelAddress, lastCount))
}

/** The body URLs in a lens answer (index.html's script reads them to start the downloads). */
async function readUrls(channelAddress: string, lastCount: number): Promise<string[]> {
  const decoded = AbiCoder.defaultAbiCoder().decode(LENS_RESULT_TYPES, await lensCall(channelAddress, lastCount))
  return [...(decoded[5] as string[])]
}

it('is the creation code of the current contract (else run `npx tsx devnet/lensCode.ts`)', async () => {
  const { bytecode } = (await compileContracts()).AuthorProfilesLens
  expect(AUTHOR_PROFILES_LENS_CODE).toBe(bytecode)
})

it("reads the distinct authors of a channel's last messages, newest first, with their names and data", async () => {
  const general = chain.addresses.chatChannels.general
  for (const [account, n] of [
    [BOB, 1],
    [ALICE, 2],
    [NAMELESS, 3],
    [ALICE, 4],
    [CAROL, 5],
  ] as const)
    await post(general, account, `ar://lens-test-${n}`)

  const profiles = await readProfiles(general, 10)
  expect(profiles.map((profile) => profile.address)).toEqual([
    address(CAROL),
    address(ALICE),
    address(NAMELESS),
    address(BOB),
  ])
  const byAddress = new Map(profiles.map((profile) => [profile.address, profile]))
  expect(byAddress.get(address(ALICE))).toMatchObject({ name: 'alice' })
  expect(byAddress.get(address(ALICE))?.data).toContain('Alice, a devnet test user')
  expect(byAddress.get(address(NAMELESS))).toEqual({ address: address(NAMELESS), name: '', data: null })
  expect(byAddress.get(address(BOB))?.name).toBe('bob')
  // Only the last `lastCount` messages count.
  expect((await readProfiles(general, 2)).map((profile) => profile.address)).toEqual([address(CAROL), address(ALICE)])
  expect(await readUrls(general, 3)).toEqual(['ar://lens-test-5', 'ar://lens-test-4', 'ar://lens-test-3'])
})

it('leaves deleted messages out of the body URLs', async () => {
  const memes = chain.addresses.chatChannels.memesImages
  for (const n of [1, 2, 3]) await post(memes, ALICE, `ar://deleted-test-${n}`)
  const channel = new Contract(memes, CHAT_CHANNEL_ABI, chain.signer(0))
  await (await channel.getFunction('deleteMessage')(1)).wait()
  expect(await readUrls(memes, 10)).toEqual(['ar://deleted-test-3', 'ar://deleted-test-1'])
})

it('gives no authors for an empty channel or an address that is no channel', async () => {
  await expect(readProfiles(chain.addresses.chatChannels.shill, 10)).resolves.toEqual([])
  await expect(readProfiles(chain.addresses.punkTld, 10)).resolves.toEqual([])
})
