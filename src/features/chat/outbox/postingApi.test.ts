import { makeStore } from '../../../store/store'
import { notify } from '../../../store/toasts/notify'
import { postQueued, selectImageUploadStage, selectOutboxPost } from './outboxSlice'
import { postingApi } from './postingApi'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const FEED = { channel: 'memes-images' as const, parentIndex: null }

interface PublishArgs {
  text: string
  storedUrl: string | null
  onStage: (stage: 'checking' | 'signing' | 'uploading' | 'sending' | 'confirming') => void
  onStored: (url: string) => void
}

const mockPublish = jest.fn<Promise<{ url: string; hash: string; blockNumber: number }>, [PublishArgs]>()
const mockUpload = jest.fn<Promise<string>, unknown[]>()
jest.mock('../../../services/chat/loadChatServices', () => ({
  loadChatServices: async () => ({
    publishMessage: (args: PublishArgs) => mockPublish(args),
    uploadImage: (...args: unknown[]) => mockUpload(...args),
    toChatError: (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) }),
  }),
}))
jest.mock('../../../store/toasts/notify', () => ({ notify: { error: jest.fn(), warning: jest.fn() } }))
jest.mock('../imageResize', () => ({
  ImageError: class extends Error {},
  prepareImage: async () => ({ data: new Uint8Array([1]), contentType: 'image/png' }),
}))

function queue(store: ReturnType<typeof makeStore>['store'], text: string): string {
  return store.dispatch(postQueued(FEED, text, ALICE)).payload.id
}

beforeEach(() => jest.clearAllMocks())

describe('postMessage mutation', () => {
  it('follows the post through its stages, and marks it confirmed (its feed tag is then invalidated)', async () => {
    const { store } = makeStore()
    const id = queue(store, 'gm')
    mockPublish.mockImplementationOnce(async ({ onStage, onStored }) => {
      onStage('signing')
      onStored('ar://gm')
      expect(selectOutboxPost(store.getState(), id)).toMatchObject({ stage: 'signing', url: 'ar://gm' })
      onStage('confirming')
      return { url: 'ar://gm', hash: '0xabc', blockNumber: 1 }
    })
    const result = await store.dispatch(postingApi.endpoints.postMessage.initiate({ id, channel: FEED.channel }))

    expect(result).toEqual({ data: { url: 'ar://gm' } })
    expect(selectOutboxPost(store.getState(), id)).toMatchObject({ stage: 'confirmed', url: 'ar://gm', text: 'gm' })
  })

  it('keeps a failed post with its text and the reason, and sends it again with its stored body', async () => {
    const { store } = makeStore()
    const id = queue(store, 'keep me')
    mockPublish.mockImplementationOnce(async ({ onStored }) => {
      onStored('ar://stored')
      throw new Error('The transaction failed.')
    })
    const failed = await store.dispatch(postingApi.endpoints.postMessage.initiate({ id, channel: FEED.channel }))
    expect('error' in failed).toBe(true)
    expect(selectOutboxPost(store.getState(), id)).toMatchObject({
      stage: 'failed',
      text: 'keep me',
      error: 'The transaction failed.',
      url: 'ar://stored',
    })
    expect(notify.error).toHaveBeenCalledWith('The transaction failed.')
  })

  it('sends posts one at a time, in the order they were written', async () => {
    const { store } = makeStore()
    const first = queue(store, 'one')
    const second = queue(store, 'two')
    const order: string[] = []
    let releaseFirst: () => void = () => {}
    const firstStarted = new Promise<void>((started) => {
      mockPublish.mockImplementationOnce(async ({ text }) => {
        order.push(`start ${text}`)
        const released = new Promise<void>((resolve) => (releaseFirst = resolve))
        started()
        await released
        order.push(`end ${text}`)
        return { url: 'ar://1', hash: '0x1', blockNumber: 1 }
      })
    })
    mockPublish.mockImplementationOnce(async ({ text }) => {
      order.push(`start ${text}`)
      return { url: 'ar://2', hash: '0x2', blockNumber: 2 }
    })
    const one = store.dispatch(postingApi.endpoints.postMessage.initiate({ id: first, channel: FEED.channel }))
    const two = store.dispatch(postingApi.endpoints.postMessage.initiate({ id: second, channel: FEED.channel }))
    await firstStarted
    expect(order).toEqual(['start one'])
    releaseFirst()
    await Promise.all([one, two])
    expect(order).toEqual(['start one', 'end one', 'start two'])
  })

  it('does nothing for a post that is gone', async () => {
    const { store } = makeStore()
    const result = await store.dispatch(postingApi.endpoints.postMessage.initiate({ id: 'nope', channel: 'shill' }))
    expect(result).toEqual({ data: null })
    expect(mockPublish).not.toHaveBeenCalled()
  })
})

describe('uploadChatImage mutation', () => {
  it('resolves the image URL for the text, its stage visible while it runs', async () => {
    const { store } = makeStore()
    mockUpload.mockImplementationOnce(async (_channel, _data, _type, onStage) => {
      ;(onStage as (stage: string) => void)('uploading')
      expect(selectImageUploadStage(store.getState(), 'shill')).toBe('uploading')
      return 'ar://img'
    })
    const result = await store.dispatch(
      postingApi.endpoints.uploadChatImage.initiate({ channel: 'shill', file: new Blob(['x']) }),
    )
    expect(result).toEqual({ data: 'ar://img?img' })
    expect(selectImageUploadStage(store.getState(), 'shill')).toBeNull()
  })

  it('toasts a failed upload and resolves an error', async () => {
    const { store } = makeStore()
    mockUpload.mockRejectedValueOnce(new Error('Upload refused.'))
    const result = await store.dispatch(
      postingApi.endpoints.uploadChatImage.initiate({ channel: 'shill', file: new Blob(['x']) }),
    )
    expect('error' in result).toBe(true)
    expect(notify.error).toHaveBeenCalledWith('Upload refused.')
    expect(selectImageUploadStage(store.getState(), 'shill')).toBeNull()
  })
})
