import { config } from '../../../config'
import type { IndexedMessage } from '../../../services/index'
import type { Mention } from './findMentions'
import { notIndexedYet } from './IndexedMentions'

const loaded = (index: number, createdAt: number): Mention => ({
  channel: 'general',
  message: { index, author: '0xb0b', url: `ar://${index}`, createdAt, repliesCount: 0, deleted: false },
  text: `hi @alice ${index}`,
})

const indexed = (mainIndex: number, createdAt: number, isReply = false): IndexedMessage => ({
  id: `m-${mainIndex}`,
  channel: config.chatChannels.general,
  channelName: 'general',
  mainIndex,
  replyIndex: isReply ? 0 : null,
  isReply,
  author: '0xb0b',
  createdAt,
  deleted: false,
  blockNumber: 1,
  body: `hi @alice ${mainIndex}`,
  bodyStatus: 'ok',
})

describe('notIndexedYet: loaded mentions the index has not caught up with (issue #37)', () => {
  it('keeps the loaded ones newer than the index lists, in their order', () => {
    const lines = notIndexedYet([loaded(9, 900), loaded(8, 800), loaded(5, 500)], [indexed(5, 500)])
    expect(lines.map((line) => [line.mainIndex, line.text])).toEqual([
      [9, 'hi @alice 9'],
      [8, 'hi @alice 8'],
    ])
    expect(lines[0]).toMatchObject({ channel: 'general', isReply: false, key: 'general#9' })
  })

  it('drops the ones the index lists or has passed, and keeps all when the index lists none', () => {
    expect(notIndexedYet([loaded(5, 500), loaded(4, 400)], [indexed(6, 600), indexed(5, 500)])).toEqual([])
    // A reply of the same main index is another message: the main message stays.
    expect(notIndexedYet([loaded(7, 700)], [indexed(7, 700, true)]).map((line) => line.mainIndex)).toEqual([7])
    expect(notIndexedYet([loaded(2, 200), loaded(1, 100)], []).map((line) => line.mainIndex)).toEqual([2, 1])
  })
})
