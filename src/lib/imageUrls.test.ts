import {
  TIMEOUT_ERROR,
  checkImageUrl,
  findWorkingImage,
  imageCandidates,
  imageFromDomainData,
  isSuccessStatus,
} from './imageUrls'

const config = {
  ipfsGateways: ['https://ipfs.io/ipfs/', 'https://dweb.link/ipfs/', 'https://ipfs.filebase.io/ipfs/'] as const,
  arweaveGateway: 'https://arweave.net/',
}

describe('imageCandidates (spec §4 Profile image, §7 HEAD row)', () => {
  it.each([
    ['https://example.com/a.png', ['https://example.com/a.png']],
    ['http://example.com/a.png?x=1', ['http://example.com/a.png?x=1']],
    ['  https://example.com/a.png  ', ['https://example.com/a.png']],
    [
      'ipfs://bafyCID/pic.png',
      [
        'https://ipfs.io/ipfs/bafyCID/pic.png',
        'https://dweb.link/ipfs/bafyCID/pic.png',
        'https://ipfs.filebase.io/ipfs/bafyCID/pic.png',
      ],
    ],
    [
      'ipfs://ipfs/bafyCID',
      ['https://ipfs.io/ipfs/bafyCID', 'https://dweb.link/ipfs/bafyCID', 'https://ipfs.filebase.io/ipfs/bafyCID'],
    ],
    [
      'IPFS://bafyCID',
      ['https://ipfs.io/ipfs/bafyCID', 'https://dweb.link/ipfs/bafyCID', 'https://ipfs.filebase.io/ipfs/bafyCID'],
    ],
    ['ar://TxId123', ['https://arweave.net/TxId123']],
    ['javascript://alert(1)', []],
    ['data:image/png;base64,AAAA', []],
    ['/relative/path.png', []],
    ['https://evil/x"onerror="alert(1)".png', []],
    ['https://a b/c.png', []],
    ['', []],
  ])('%j → %j', (reference, expected) => {
    expect(imageCandidates(reference, config)).toEqual(expected)
  })

  it('resolves a relative Arweave gateway (devnet proxy) against the page', () => {
    expect(imageCandidates('ar://abc', { ...config, arweaveGateway: '/devnet/arweave/' })).toEqual([
      `${window.location.origin}/devnet/arweave/abc`,
    ])
  })
})

describe('isSuccessStatus (spec §5: 200 up to 399)', () => {
  it.each([
    [199, false],
    [200, true],
    [204, true],
    [301, true],
    [399, true],
    [400, false],
    [404, false],
    [500, false],
    [0, false],
  ])('%i → %s', (status, expected) => {
    expect(isSuccessStatus(status)).toBe(expected)
  })
})

type FetchAnswer = number | 'network' | 'timeout'

function mockFetch(answers: Record<string, FetchAnswer>) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const answer = answers[url] ?? 404
    if (answer === 'network') throw new TypeError('Failed to fetch')
    if (answer === 'timeout') throw Object.assign(new Error('signal timed out'), { name: 'TimeoutError' })
    expect(init?.method).toBe('HEAD')
    expect(init?.signal).toBeInstanceOf(AbortSignal)
    return { status: answer, headers: new Headers({ 'content-type': 'image/png' }) } as Response
  })
  Object.assign(globalThis, { fetch: fetchMock })
  return fetchMock
}

describe('checkImageUrl (HEAD with a timeout; never throws)', () => {
  it.each([
    [200, { success: true, code: 200, format: 'image/png', error: '' }],
    [302, { success: true, code: 302 }],
    [404, { success: false, code: 404 }],
    ['network' as const, { success: false, code: 0, error: 'Failed to fetch' }],
    ['timeout' as const, { success: false, code: 0, error: TIMEOUT_ERROR }],
  ])('%s → %j', async (answer, expected) => {
    mockFetch({ 'https://x/a.png': answer })
    await expect(checkImageUrl('https://x/a.png')).resolves.toMatchObject({ url: 'https://x/a.png', ...expected })
  })

  it('uses the spec timeout of 5000 ms by default', async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout')
    mockFetch({ 'https://x/a.png': 200 })
    await checkImageUrl('https://x/a.png')
    expect(timeout).toHaveBeenCalledWith(5000)
    timeout.mockRestore()
  })
})

describe('findWorkingImage', () => {
  it('tries the three ipfs gateways in order and stops at the first that answers', async () => {
    const fetchMock = mockFetch({
      'https://ipfs.io/ipfs/cid': 500,
      'https://dweb.link/ipfs/cid': 200,
      'https://ipfs.filebase.io/ipfs/cid': 200,
    })
    await expect(findWorkingImage('ipfs://cid', config)).resolves.toBe('https://dweb.link/ipfs/cid')
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['https://ipfs.io/ipfs/cid', 'https://dweb.link/ipfs/cid'])
  })

  it('gives null when no gateway answers, without loading after a timeout', async () => {
    const load = jest.spyOn(window, 'Image')
    mockFetch({
      'https://ipfs.io/ipfs/cid': 'timeout',
      'https://dweb.link/ipfs/cid': 404,
      'https://ipfs.filebase.io/ipfs/cid': 410,
    })
    await expect(findWorkingImage('ipfs://cid', config)).resolves.toBeNull()
    expect(load).not.toHaveBeenCalled()
    load.mockRestore()
  })

  it('falls back to loading the image when HEAD is blocked (no CORS headers)', async () => {
    mockFetch({ 'https://nocors/a.png': 'network' })
    const original = window.Image
    class LoadingImage {
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      set src(_value: string) {
        setTimeout(() => this.onload?.(), 0)
      }
    }
    Object.assign(window, { Image: LoadingImage })
    await expect(findWorkingImage('https://nocors/a.png', config)).resolves.toBe('https://nocors/a.png')
    Object.assign(window, { Image: original })
  })

  it('checks a picture once while several callers ask for it at the same time, and again once that check is over', async () => {
    const fetchMock = mockFetch({ 'https://ipfs.io/ipfs/same': 200 })
    const all = await Promise.all([1, 2, 3].map(() => findWorkingImage('ipfs://same', config)))
    expect(all).toEqual(['https://ipfs.io/ipfs/same', 'https://ipfs.io/ipfs/same', 'https://ipfs.io/ipfs/same'])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await findWorkingImage('ipfs://same', config)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('never requests anything for an unsafe reference', async () => {
    const fetchMock = mockFetch({})
    await expect(findWorkingImage('javascript:alert(1)', config)).resolves.toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('imageFromDomainData', () => {
  it.each([
    ['{"image":"ipfs://cid"}', 'ipfs://cid'],
    ['{"image":"https://x/a.png","url":"https://x"}', 'https://x/a.png'],
    ['{"description":"no picture"}', ''],
    ['{"image":42}', ''],
    ['not json', ''],
    ['', ''],
    [undefined, ''],
    ['null', ''],
  ])('%j → %j', (data, expected) => {
    expect(imageFromDomainData(data)).toBe(expected)
  })
})
