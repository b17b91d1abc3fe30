import { installFakePictures, type FakePictures } from '../test/fakePictures'
import { findWorkingImage, imageCandidates, imageFromDomainData } from './imageUrls'

const config = {
  ipfsGateways: ['https://ipfs.io/ipfs/', 'https://dweb.link/ipfs/', 'https://ipfs.filebase.io/ipfs/'] as const,
  arweaveGateway: 'https://arweave.net/',
}

describe('imageCandidates (spec §4 Profile image, §7: ipfs on three gateways, ar on the Arweave gateway)', () => {
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

describe('findWorkingImage (issue #41: the picture’s own GET is its check)', () => {
  let pictures: FakePictures | null = null
  afterEach(() => {
    pictures?.restore()
    pictures = null
  })

  it('tries the three ipfs gateways in order and stops at the first that loads', async () => {
    pictures = installFakePictures({ 'https://ipfs.io/ipfs/cid': 500, 'https://dweb.link/ipfs/cid': 200 })
    await expect(findWorkingImage('ipfs://cid', config)).resolves.toBe('https://dweb.link/ipfs/cid')
    expect(pictures.requested).toEqual(['https://ipfs.io/ipfs/cid', 'https://dweb.link/ipfs/cid'])
  })

  it('gives null when no gateway loads', async () => {
    pictures = installFakePictures({})
    await expect(findWorkingImage('ipfs://cid', config)).resolves.toBeNull()
    expect(pictures.requested).toHaveLength(3)
  })

  it('loads a picture once while several callers ask for it at the same time, and again once that load is over', async () => {
    pictures = installFakePictures({ 'https://ipfs.io/ipfs/same': 200 })
    const all = await Promise.all([1, 2, 3].map(() => findWorkingImage('ipfs://same', config)))
    expect(all).toEqual(['https://ipfs.io/ipfs/same', 'https://ipfs.io/ipfs/same', 'https://ipfs.io/ipfs/same'])
    expect(pictures.requested).toHaveLength(1)
    await findWorkingImage('ipfs://same', config)
    expect(pictures.requested).toHaveLength(2)
  })

  it('never requests anything for an unsafe reference', async () => {
    pictures = installFakePictures({})
    await expect(findWorkingImage('javascript:alert(1)', config)).resolves.toBeNull()
    expect(pictures.requested).toEqual([])
  })

  it('sends no fetch at all: no HEAD check before the picture', async () => {
    const fetchMock = jest.fn()
    Object.assign(globalThis, { fetch: fetchMock })
    pictures = installFakePictures({ 'https://arweave.net/tx': 200 })
    await expect(findWorkingImage('ar://tx', config)).resolves.toBe('https://arweave.net/tx')
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
