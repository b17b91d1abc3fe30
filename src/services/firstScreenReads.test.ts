/** @jest-environment node */
import { config } from '../config'
import { createChainReadServices } from './chain/chainReadServices'
import { getLightReader } from './chain/lightReader'
import type { ReadCall } from './chain/rpc/callBatcher'
import { readChannelCounts, readChannelState, readFeedPage } from './chat/chatServices'
import { firstScreenReads } from './firstScreenReads'

const mockRecorded: ReadCall[] = []
jest.mock('./chain/lightReader', () => {
  const reader = {
    batcher: {
      call: (call: ReadCall) => {
        mockRecorded.push(call)
        return new Promise(() => {})
      },
    },
  }
  return { getLightReader: () => reader }
})

describe('firstScreenReads', () => {
  it.each(['general', 'memes-images', 'shill'] as const)(
    'are the reads of the %s feed’s first query, disconnected',
    (channel) => {
      mockRecorded.length = 0
      void readFeedPage(channel, null, null)
      void readChannelState(channel, null)
      void readChannelCounts(channel)
      expect(firstScreenReads(config, channel, { withSidebar: false })).toEqual(mockRecorded)
    },
  )

  it("add the mint widget's price reads where the sidebar shows", () => {
    mockRecorded.length = 0
    void readFeedPage('general', null, null)
    void readChannelState('general', null)
    void readChannelCounts('general')
    void createChainReadServices(config, () => getLightReader(config)).readMintPrices()
    expect(firstScreenReads(config, 'general', { withSidebar: true })).toEqual(mockRecorded)
  })
})
