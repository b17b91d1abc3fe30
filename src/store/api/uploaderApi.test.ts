/** @jest-environment node */
import { config } from '../../config'
import { makeStore } from '../store'
import { uploaderApi, uploadsBlockedReason } from './uploaderApi'

const ADDRESS = '2N_wwJTlkity08d4CfHuR-UF5OOvnUPr0brSdDI5qw4'
const ORIGIN = 'http://app.test'

/** Answers by path; counts the requests per path. */
function fakeFetch(answers: Record<string, { status?: number; body: string }[]>) {
  const calls: Record<string, number> = {}
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname
    const index = calls[path] ?? 0
    calls[path] = index + 1
    const answer = answers[path]?.[Math.min(index, (answers[path]?.length ?? 1) - 1)]
    if (!answer) throw new TypeError(`unexpected ${path}`)
    return new Response(answer.body, { status: answer.status ?? 200 })
  })
  Object.assign(globalThis, { fetch: fetchMock })
  return calls
}

const uploadUrl = config.uploadUrl
const nodeUrl = config.arweaveNodeUrl

beforeAll(() => {
  Object.assign(config, { uploadUrl: `${ORIGIN}/upload`, arweaveNodeUrl: `${ORIGIN}/arweave` })
})
afterAll(() => {
  Object.assign(config, { uploadUrl, arweaveNodeUrl: nodeUrl })
})

describe('uploader reads (spec §4 Startup: the permanent-storage balance)', () => {
  it('asks the upload endpoint for its address, then reads the balance in AR', async () => {
    fakeFetch({
      '/upload/info': [{ body: JSON.stringify({ arweaveAddress: ADDRESS }) }],
      [`/arweave/wallet/${ADDRESS}/balance`]: [{ body: '100000000000000' }],
    })
    const { store } = makeStore()
    const address = await store.dispatch(uploaderApi.endpoints.getUploaderAddress.initiate())
    expect(address.data).toBe(ADDRESS)
    const balance = await store.dispatch(uploaderApi.endpoints.getArweaveBalance.initiate(ADDRESS))
    expect(balance.data).toBe(100)
  })

  it('ignores an address that is not an Arweave address', async () => {
    fakeFetch({ '/upload/info': [{ body: '{"arweaveAddress":"<script>"}' }] })
    const { store } = makeStore()
    const address = await store.dispatch(uploaderApi.endpoints.getUploaderAddress.initiate())
    expect(address.data).toBe('')
  })

  it('retries a transient failure by itself', async () => {
    const calls = fakeFetch({
      '/upload/info': [{ status: 503, body: 'busy' }, { body: JSON.stringify({ arweaveAddress: ADDRESS }) }],
    })
    const { store } = makeStore()
    const address = await store.dispatch(uploaderApi.endpoints.getUploaderAddress.initiate())
    expect(address.data).toBe(ADDRESS)
    expect(calls['/upload/info']).toBe(2)
  })
})

describe('uploadsBlockedReason', () => {
  it('blocks below config.arweaveMinBalance (0.02 AR), with the reason', () => {
    expect(uploadsBlockedReason(0.01)).toBe(
      'Uploads of messages and pictures are paused: the storage wallet holds 0.01 AR, below the 0.02 AR needed.',
    )
  })
  it.each([0.02, 5, undefined, Number.NaN])('allows %s AR (undefined or NaN = unknown)', (balance) =>
    expect(uploadsBlockedReason(balance)).toBeNull(),
  )
})
