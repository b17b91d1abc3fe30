import { installFakePictures, type FakePictures, type PictureAnswer } from '../test/fakePictures'
import { firstLoadingPicture, isSuccessStatus, loadPicture, responseStatusOf } from './pictureLoad'

const [A, B, C] = ['https://ipfs.io/ipfs/cid', 'https://dweb.link/ipfs/cid', 'https://ipfs.filebase.io/ipfs/cid']

let pictures: FakePictures | null = null
const host = (answers: Record<string, PictureAnswer>) => (pictures = installFakePictures(answers))

beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  pictures?.restore()
  pictures = null
  jest.useRealTimers()
})

/** Runs `search` to its end on fake time: each candidate answers a tick after its src is set, or times out at 5 s. */
async function settled<T>(search: Promise<T>): Promise<T> {
  let outcome: { value: T } | null = null
  void search.then((value) => (outcome = { value }))
  for (let step = 0; step < 10 && !outcome; step += 1) await jest.advanceTimersByTimeAsync(5000)
  if (!outcome) throw new Error('the search never ended')
  return (outcome as { value: T }).value
}

describe('isSuccessStatus (spec §5: 200 up to 399)', () => {
  it.each([
    [199, false],
    [200, true],
    [204, true],
    [301, true],
    [304, true],
    [399, true],
    [400, false],
    [404, false],
    [500, false],
    [0, false],
  ])('%i → %s', (status, expected) => {
    expect(isSuccessStatus(status)).toBe(expected)
  })
})

describe('firstLoadingPicture (issue #41: one GET per candidate, in order, the first that loads wins)', () => {
  it.each<[string, Record<string, PictureAnswer>, string | null, string[]]>([
    ['the first loads', { [A]: 200, [B]: 200 }, A, [A]],
    ['the first errors, the second loads', { [A]: 'broken', [B]: 200 }, B, [A, B]],
    ['all fail: none (the caller shows its placeholder)', { [A]: 'broken', [B]: 500, [C]: 'broken' }, null, [A, B, C]],
    ['a 3xx is a success (spec §5: 200–399)', { [A]: 302, [B]: 200 }, A, [A]],
    ['a 304 revalidation is a success', { [A]: 304 }, A, [A]],
    ['a 404 that still decodes (a host’s "not found" picture) is a failure', { [A]: 404, [B]: 200 }, B, [A, B]],
    ['a 404 page that is not an image errors: next', { [A]: 'broken', [B]: 'broken', [C]: 200 }, C, [A, B, C]],
    ['a slow first one (no answer in 5 s) hands over to the second', { [A]: 'never', [B]: 200 }, B, [A, B]],
    ['a slow last one gives none', { [A]: 'broken', [B]: 'broken', [C]: 'never' }, null, [A, B, C]],
  ])('%s', async (_case, answers, expected, requested) => {
    const fake = host(answers)
    await expect(settled(firstLoadingPicture([A, B, C]))).resolves.toBe(expected)
    expect(fake.requested).toEqual(requested)
  })

  it('gives a slow candidate the spec’s 5000 ms, not less', async () => {
    host({ [A]: 'never', [B]: 200 })
    const search = firstLoadingPicture([A, B])
    await jest.advanceTimersByTimeAsync(4999)
    expect(pictures?.requested).toEqual([A])
    await jest.advanceTimersByTimeAsync(1)
    await expect(settled(search)).resolves.toBe(B)
  })

  it('stops downloading a candidate it gave up on, so the next one has the link to itself', async () => {
    const fake = host({ [A]: 'never', [B]: 200 })
    await settled(firstLoadingPicture([A, B]))
    expect(fake.dropped).toEqual([A])
  })

  it('requests nothing for no candidates', async () => {
    const fake = host({})
    await expect(firstLoadingPicture([])).resolves.toBeNull()
    expect(fake.requested).toEqual([])
  })

  it('takes a loader that throws as a failed candidate', async () => {
    const load = jest.fn((url: string) => (url === A ? Promise.reject(new Error('boom')) : Promise.resolve(true)))
    await expect(firstLoadingPicture([A, B], 5000, load)).resolves.toBe(B)
    expect(load.mock.calls).toEqual([
      [A, 5000],
      [B, 5000],
    ])
  })
})

describe('loadPicture', () => {
  it('accepts a picture whose status the browser hides (0) once it decoded', async () => {
    host({ [A]: 200 })
    Object.defineProperty(performance, 'getEntriesByName', { configurable: true, value: () => [] })
    await expect(settled(loadPicture(A))).resolves.toBe(true)
  })

  it('is false outside a browser', async () => {
    const realImage = globalThis.Image
    Object.assign(globalThis, { Image: undefined })
    try {
      await expect(loadPicture(A)).resolves.toBe(false)
    } finally {
      Object.assign(globalThis, { Image: realImage })
    }
  })
})

describe('responseStatusOf', () => {
  it('reads the last resource timing entry of the URL, and 0 when there is none', () => {
    host({ [A]: 302 })
    expect(responseStatusOf(A)).toBe(302)
    expect(responseStatusOf(B)).toBe(0)
  })
})
