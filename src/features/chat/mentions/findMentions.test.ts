import type { ChatMessage } from '../../../services/chat/types'
import { findMentions } from './findMentions'

const message = (index: number, createdAt: number): ChatMessage => ({
  index,
  author: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  createdAt,
  deleted: false,
  repliesCount: 0,
  url: `ar://${index}`,
})

describe('findMentions', () => {
  const bodies: Record<string, string> = {
    'ar://1': 'hi @alice',
    'ar://2': 'nothing here',
    'ar://3': '@alice.demo look',
    'ar://5': 'mail alice@x.org',
  }
  const feeds = [
    { channel: 'general' as const, messages: [message(3, 300), message(2, 200), message(1, 100), message(4, 50)] },
    { channel: 'shill' as const, messages: [message(5, 400)] },
  ]

  it('finds the loaded messages that mention the name, newest first, and says how far back it looked', () => {
    const scan = findMentions(feeds, (url) => bodies[url], 'alice.demo', '.demo')
    expect(scan.mentions.map(({ channel, message: { index } }) => `${channel}#${index}`)).toEqual([
      'general#3',
      'general#1',
    ])
    // Message 4's text has not loaded: not counted.
    expect(scan.scanned).toBe(4)
    expect(scan.oldestCreatedAt).toBe(100)
  })

  it('finds nothing in nothing', () => {
    expect(findMentions([], () => undefined, 'alice.demo', '.demo')).toEqual({
      mentions: [],
      scanned: 0,
      oldestCreatedAt: null,
    })
  })
})
