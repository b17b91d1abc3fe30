import { curvePrice, burnPriceAt, mintPriceAt } from './curve'
import { gatewayUrl } from './metadataFetch'
import { parseDataUri, toTokenMetadata } from './tokenMetadata'

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

describe('token metadata (issue #15: metadata is data, never markup)', () => {
  it('decodes base64 and percent-encoded JSON data URIs, UTF-8 included', () => {
    const json = JSON.stringify({ name: 'Cat 🐈 #2', description: '<img src=x onerror=alert(1)>', image: 'ar://x' })
    expect(parseDataUri(`data:application/json;base64,${base64(json)}`)).toEqual({
      name: 'Cat 🐈 #2',
      description: '<img src=x onerror=alert(1)>',
      image: 'ar://x',
      animationUrl: '',
    })
    expect(parseDataUri(`data:application/json,${encodeURIComponent(json)}`)?.name).toBe('Cat 🐈 #2')
  })

  it('gives null for anything that is not a JSON object, and drops non-string fields', () => {
    expect(parseDataUri('data:text/html,<b>x</b>')).toBeNull()
    expect(parseDataUri('data:application/json;base64,!!!')).toBeNull()
    expect(toTokenMetadata([1, 2])).toBeNull()
    expect(toTokenMetadata({ name: { toString: 'x' }, image: 42 })).toEqual({
      name: '',
      description: '',
      image: '',
      animationUrl: '',
    })
  })

  it('maps only http(s), ipfs and ar references to fetchable URLs', () => {
    const gateways = { arweaveGateway: 'https://arweave.net/', ipfsGateways: ['https://ipfs.io/ipfs/'] }
    expect(gatewayUrl('ipfs://bafy/1.json', gateways)).toBe('https://ipfs.io/ipfs/bafy/1.json')
    expect(gatewayUrl('ar://abc', gateways)).toBe('https://arweave.net/abc')
    expect(gatewayUrl('https://x.org/1', gateways)).toBe('https://x.org/1')
    expect(gatewayUrl('javascript:alert(1)', gateways)).toBeNull()
    expect(gatewayUrl('https://x.org/"onerror', gateways)).toBeNull()
  })
})

describe('the bonding curve (mirrors Nft721Bonding; compared with the contract in the chain test)', () => {
  const ONE = 10n ** 18n
  const FEE = 2n * 10n ** 16n
  it('prices step s as (6·s²·10000 / 42069) · ratio / 31337', () => {
    expect(curvePrice(1n, ONE)).toBe(ONE / 31337n)
    expect(curvePrice(2n, ONE)).toBe((5n * ONE) / 31337n)
  })

  it('buys at the current step plus two fees and sells one step lower minus two fees', () => {
    expect(mintPriceAt(0n, ONE, FEE)).toBe(mintPriceAt(1n, ONE, FEE))
    const price = curvePrice(2n, ONE)
    const fee = (price * FEE) / ONE
    expect(mintPriceAt(2n, ONE, FEE)).toBe(price + 2n * fee)
    expect(burnPriceAt(3n, ONE, FEE)).toBe(price - 2n * fee)
    expect(burnPriceAt(1n, ONE, FEE)).toBe(0n)
  })
})
