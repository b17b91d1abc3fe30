import { Contract } from 'ethers'
import { devnetAccount } from '../../../devnet/accounts'
import type { ChannelName } from '../../config'
import { setupAppChain } from '../../test/appChain'
import { CHAT_CHANNEL_ABI } from '../chat/chatAbi'
import { readRecentPostsBy } from './recentPosts'

const env = setupAppChain()
const addr = (i: number) => devnetAccount(i).address

/** Posts `url` in `channel` as devnet account `account`, paying the channel's price, a minute after the last post. */
async function post(channel: ChannelName, account: number, url: string): Promise<void> {
  const { chain, config } = env()
  await chain.provider.send('evm_increaseTime', [60])
  const contract = new Contract(config.chatChannels[channel], CHAT_CHANNEL_ABI, chain.signer(account))
  const price = (await contract.getFunction('price')()) as bigint
  await (await contract.getFunction('createMessage')(url, { value: price })).wait()
}

describe('readRecentPostsBy', () => {
  beforeAll(async () => {
    await post('general', 1, 'ar://alice-1')
    await post('general', 2, 'ar://bob-1')
    await post('shill', 1, 'ar://alice-2')
    await post('memes-images', 2, 'ar://bob-2')
    await post('general', 1, 'ar://alice-3')
    await post('general', 1, 'ar://alice-deleted')
    const { chain, config } = env()
    const general = new Contract(config.chatChannels.general, CHAT_CHANNEL_ABI, chain.signer(1))
    await (await general.getFunction('deleteMessage')(3)).wait()
  })

  it('finds an author’s posts in every channel, newest first, without deleted ones, in one eth_call', async () => {
    const { config, reader } = env()
    const send = jest.spyOn(reader.rpc, 'request')
    const posts = await readRecentPostsBy(reader.batcher, config.chatChannels, addr(1).toLowerCase(), {
      window: 50,
      limit: 10,
    })
    const ethCalls = send.mock.calls.filter(([method]) => method === 'eth_call')
    send.mockRestore()
    expect(posts.map(({ channel, message }) => [channel, message.url, message.author])).toEqual([
      ['general', 'ar://alice-3', addr(1)],
      ['shill', 'ar://alice-2', addr(1)],
      ['general', 'ar://alice-1', addr(1)],
    ])
    expect(ethCalls).toHaveLength(1)
  })

  it('stops at the limit and only looks within the window of each channel', async () => {
    const { config, reader } = env()
    const limited = await readRecentPostsBy(reader.batcher, config.chatChannels, addr(1), { window: 50, limit: 2 })
    expect(limited.map((post) => post.message.url)).toEqual(['ar://alice-3', 'ar://alice-2'])
    // The last 2 general messages are alice-3 and the deleted one: alice-1 is outside that window.
    const windowed = await readRecentPostsBy(reader.batcher, config.chatChannels, addr(1), { window: 2, limit: 10 })
    expect(windowed.map((post) => post.message.url)).toEqual(['ar://alice-3', 'ar://alice-2'])
  })

  it('returns nothing for someone who never posted', async () => {
    const { config, reader } = env()
    expect(await readRecentPostsBy(reader.batcher, config.chatChannels, addr(6), { window: 50, limit: 5 })).toEqual([])
  })
})
