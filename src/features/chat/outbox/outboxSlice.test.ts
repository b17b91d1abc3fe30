import type { OutboxState } from './outboxSlice'
import {
  initialOutbox,
  isInFeed,
  outboxReducer,
  postConfirmed,
  postFailed,
  postQueued,
  postRemoved,
  postRetried,
  postStageReached,
  postStored,
} from './outboxSlice'

const AUTHOR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const FEED = { channel: 'general' as const, parentIndex: null }

function queued(text = 'gm') {
  const action = postQueued(FEED, text, AUTHOR)
  return { id: action.payload.id, state: outboxReducer(initialOutbox, action) }
}

const stageOf = (state: OutboxState, id: string) => state.posts.find((post) => post.id === id)?.stage

describe('outbox (optimistic sending)', () => {
  it('queues a post at the first stage, keeping its text and author', () => {
    const { id, state } = queued('hello')
    expect(state.posts).toEqual([
      expect.objectContaining({ id, text: 'hello', author: AUTHOR, stage: 'checking', url: null, error: null }),
    ])
    expect(isInFeed(state.posts[0]!, FEED)).toBe(true)
    expect(isInFeed(state.posts[0]!, { channel: 'general', parentIndex: 3 })).toBe(false)
  })

  it('gives every post its own id', () => {
    expect(postQueued(FEED, 'a', AUTHOR).payload.id).not.toBe(postQueued(FEED, 'a', AUTHOR).payload.id)
  })

  it('moves forward through the stages and ignores a late earlier one', () => {
    const first = queued()
    const { id } = first
    let { state } = first
    for (const stage of ['signing', 'storing', 'sending', 'confirming'] as const) {
      state = outboxReducer(state, postStageReached({ id, stage }))
      expect(stageOf(state, id)).toBe(stage)
    }
    state = outboxReducer(state, postStageReached({ id, stage: 'signing' }))
    expect(stageOf(state, id)).toBe('confirming')
  })

  it('settles as confirmed with its URL, then is removed', () => {
    const first = queued()
    const { id } = first
    let { state } = first
    state = outboxReducer(state, postConfirmed({ id, url: 'ar://abc' }))
    expect(state.posts[0]).toMatchObject({ stage: 'confirmed', url: 'ar://abc' })
    state = outboxReducer(state, postFailed({ id, error: 'late' }))
    expect(stageOf(state, id)).toBe('confirmed')
    expect(outboxReducer(state, postRemoved({ id })).posts).toEqual([])
  })

  it('keeps a failed post with its text and reason; stages do not revive it; Retry restarts it', () => {
    const first = queued('never lost')
    const { id } = first
    let { state } = first
    state = outboxReducer(state, postStored({ id, url: 'ar://stored' }))
    state = outboxReducer(state, postFailed({ id, error: 'You rejected the transaction.' }))
    expect(state.posts[0]).toMatchObject({
      stage: 'failed',
      text: 'never lost',
      error: 'You rejected the transaction.',
    })
    state = outboxReducer(state, postStageReached({ id, stage: 'confirming' }))
    expect(stageOf(state, id)).toBe('failed')
    state = outboxReducer(state, postConfirmed({ id, url: 'ar://other' }))
    expect(stageOf(state, id)).toBe('failed')
    state = outboxReducer(state, postRetried({ id }))
    // The stored body is kept, so the retry does not store it again.
    expect(state.posts[0]).toMatchObject({ stage: 'checking', error: null, url: 'ar://stored', text: 'never lost' })
  })

  it('retries only failed posts, and Discard removes one post only', () => {
    const first = queued('one')
    const { id } = first
    let { state } = first
    const second = postQueued(FEED, 'two', AUTHOR)
    state = outboxReducer(state, second)
    state = outboxReducer(state, postStageReached({ id, stage: 'sending' }))
    state = outboxReducer(state, postRetried({ id }))
    expect(stageOf(state, id)).toBe('sending')
    state = outboxReducer(state, postRemoved({ id: second.payload.id }))
    expect(state.posts.map((post) => post.text)).toEqual(['one'])
  })

  it('ignores actions for unknown posts', () => {
    const { state } = queued()
    for (const action of [
      postStageReached({ id: 'x', stage: 'storing' }),
      postStored({ id: 'x', url: 'ar://x' }),
      postConfirmed({ id: 'x', url: 'ar://x' }),
      postFailed({ id: 'x', error: 'e' }),
      postRetried({ id: 'x' }),
    ])
      expect(outboxReducer(state, action)).toEqual(state)
  })
})
