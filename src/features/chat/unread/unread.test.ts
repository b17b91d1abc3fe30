import { badgeText, computeUnread } from './unread'
import { channelOfPath } from './UnreadBadge'

describe('computeUnread', () => {
  it('counts messages beyond the read mark per channel', () => {
    expect(computeUnread({ general: 40, shill: 7 }, { general: 37, shill: 7 })).toEqual({
      unread: { general: 3, shill: 0 },
      baselines: {},
    })
  })

  it('gives a first-seen channel its current count as the mark, not a badge for its whole history', () => {
    expect(computeUnread({ general: 40, 'memes-images': 12 }, { general: 40 })).toEqual({
      unread: { general: 0, 'memes-images': 0 },
      baselines: { 'memes-images': 12 },
    })
  })

  it('counts nothing when the chain holds fewer messages than the mark (a reset devnet)', () => {
    expect(computeUnread({ general: 2 }, { general: 9 }).unread).toEqual({ general: 0 })
  })

  it('knows nothing before the counts are read', () => {
    expect(computeUnread(undefined, { general: 3 })).toEqual({ unread: {}, baselines: {} })
  })
})

describe('badgeText', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
  ])('%i → %s', (count, text) => expect(badgeText(count)).toBe(text))
})

describe('channelOfPath', () => {
  it.each([
    ['/', 'general'],
    ['/memes-images', 'memes-images'],
    ['/shill', 'shill'],
    ['/post', null],
    ['/swap/cow', null],
  ])('%s → %s', (path, channel) => expect(channelOfPath(path)).toBe(channel))
})
