/** @jest-environment node */
import { config } from '../../config'
import type { ReadCall } from '../chain/rpc/callBatcher'
import { readChannelState, readFeedPage } from './chatServices'
import { firstScreenReads } from './firstScreenReads'

const mockRecorded: ReadCall[] = []
jest.mock('../chain/lightReader', () => ({
  getLightReader: () => ({
    batcher: {
      call: (call: ReadCall) => {
        mockRecorded.push(call)
        return new Promise(() => {})
      },
    },
  }),
}))

describe('firstScreenReads', () => {
  it.each(['general', 'memes-images', 'shill'] as const)('are the reads of the %s feed’s first query, disconnected', (channel) => {
    mockRecorded.length = 0
    void readFeedPage(channel, null, null)
    void readChannelState(channel, null)
    expect(firstScreenReads(config, channel)).toEqual(mockRecorded)
  })
})
