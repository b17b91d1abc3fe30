import { preloadPicture } from './preloadPicture'

const gateways = {
  ipfsGateways: ['https://ipfs.io/ipfs/', 'https://dweb.link/ipfs/', 'https://cf.example/ipfs/'] as const,
  arweaveGateway: '/ar/',
}

describe('preloadPicture (issue #18: the download starts alongside the HEAD check)', () => {
  const sources: string[] = []
  const RealImage = globalThis.Image
  beforeAll(() => {
    class RecordingImage {
      decoding = ''
      set src(url: string) {
        sources.push(url)
      }
    }
    Object.assign(globalThis, { Image: RecordingImage })
  })
  afterAll(() => Object.assign(globalThis, { Image: RealImage }))

  it('requests the first candidate once, however many avatars show it', () => {
    preloadPicture('ipfs://cid/pic.png', gateways)
    preloadPicture('ipfs://cid/pic.png', gateways)
    expect(sources).toEqual(['https://ipfs.io/ipfs/cid/pic.png'])
  })

  it('requests nothing for a reference that is not a picture URL', () => {
    preloadPicture('javascript:alert(1)', gateways)
    expect(sources).toHaveLength(1)
  })
})
