import { FEED_MAX_PAGES, NEWEST_PAGE, holdsNewestPage, newerPageParam } from './pageCap'
import type { FeedPage } from '../../../services/chat/types'

const page = (total: number): FeedPage => ({ messages: [], olderCursor: null, total, hiddenCount: 0, deleted: [] })

describe('the feed page cap (issue #18)', () => {
  it('caps the infinite query at FEED_MAX_PAGES pages', () => {
    expect(FEED_MAX_PAGES).toBe(10)
  })

  it('has no page newer than the newest', () => {
    expect(newerPageParam(page(95), NEWEST_PAGE, 10)).toBeUndefined()
  })

  it('keys the page newer than [70, 80) as [80, 90), and the one newer than the second page as the newest', () => {
    expect(newerPageParam(page(95), 80, 10)).toBe(90)
    // total 95: the newest page is [85, 95), the second one is keyed 85, the page newer than it is the newest.
    expect(newerPageParam(page(95), 85, 10)).toBe(NEWEST_PAGE)
    expect(newerPageParam(page(95), 90, 10)).toBe(NEWEST_PAGE)
  })

  it('tells whether the kept pages start with the newest', () => {
    expect(holdsNewestPage([NEWEST_PAGE, 85, 75])).toBe(true)
    expect(holdsNewestPage([75, 65])).toBe(false)
  })
})
