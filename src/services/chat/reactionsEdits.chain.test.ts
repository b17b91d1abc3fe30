import { Contract } from 'ethers'
import { CHAT_PRICE, devnetAccount, startTestChain, takeSnapshot, type TestChain } from '../../../devnet'
import { createChainReader, type ChainReader } from '../chain/readProvider'
import { CHAT_CHANNEL_ABI } from './chatAbi'
import { readMessageExtras, type MessageTarget } from './reactionsEdits'

/** The app's read of reactions and versions (issue #38) against the devnet channel, batched as the feed reads. */
const ALICE = 1
const BOB = 2
let chain: TestChain
let reader: ChainReader
let revert: () => Promise<void>

const lower = (account: number) => devnetAccount(account).address.toLowerCase()
const general = (account: number) =>
  new Contract(chain.addresses.chatChannels.general, CHAT_CHANNEL_ABI, chain.signer(account))
const send = async (account: number, method: string, args: unknown[], value?: bigint) => {
  const tx = await general(account).getFunction(method)(...args, value === undefined ? {} : { value })
  await tx.wait()
}
const target = (parentIndex: number | null, index: number): MessageTarget => ({
  channelAddress: chain.addresses.chatChannels.general,
  parentIndex,
  index,
})

beforeAll(async () => {
  chain = await startTestChain()
  reader = createChainReader(chain.rpcUrl, 84532, chain.addresses.multicall3, 50)
})
afterAll(async () => {
  reader?.provider.destroy()
  await chain?.stop()
})
beforeEach(async () => {
  revert = await takeSnapshot(chain.provider)
})
afterEach(() => revert())

describe('readMessageExtras', () => {
  it('gives who reacted per emoji and every version, for messages and replies, in one batch', async () => {
    await send(ALICE, 'createMessage', ['ar://v0'], CHAT_PRICE)
    await send(BOB, 'createReply', [0n, 'ar://reply'], CHAT_PRICE)
    await send(BOB, 'reactToMessage', [0n, 5n, true])
    await send(ALICE, 'reactToReply', [0n, 0n, 1n, true])
    await send(ALICE, 'editMessage', [0n, 'ar://v1'])

    const [main, reply] = await Promise.all([
      readMessageExtras(reader.batcher, target(null, 0)),
      readMessageExtras(reader.batcher, target(0, 0)),
    ])
    expect(main).toEqual({ reactions: [[], [], [], [], [], [lower(BOB)]], versions: ['ar://v0', 'ar://v1'] })
    expect(reply).toEqual({ reactions: [[], [lower(ALICE)], [], [], [], []], versions: ['ar://reply'] })
  })

  it('is null for a message that does not exist or a contract without these reads', async () => {
    expect(await readMessageExtras(reader.batcher, target(null, 7))).toBeNull()
    const notAChannel = { ...target(null, 0), channelAddress: chain.addresses.punkTld }
    expect(await readMessageExtras(reader.batcher, notAChannel)).toBeNull()
  })
})
