import { isFallbackPath } from '../../scripts/staticHost'
import { isAppNavigationPath, isHashedAsset, isImmutableStorageRead, resolveGateways } from './routes'

const ORIGIN = 'https://social.example.org'
const TX = 'qrK2UL5ZUd2hIsrfPGpBUfH15pSGQ9xioqjETCK1Auw'
const url = (href: string) => new URL(href, ORIGIN)

describe('isAppNavigationPath (the worker answers these navigations with index.html)', () => {
  it.each(['/', '/about', '/profile/', '/post', '/nft/create', '/swap/univ2', '/no/such/page'])(
    '%s is an app route',
    (path) => expect(isAppNavigationPath(path)).toBe(true),
  )
  it.each([
    '/assets/main.1a2b3c4d.js',
    '/assets/page-gone.0123abcd.js',
    '/img/icon.png',
    '/.well-known/farcaster.json',
    '/build.json',
    '/index.html',
    '/sw.js',
    '/robots.txt',
    '/devnet/rpc',
    '/devnet/arweave/abc',
    '/api/upload',
  ])('%s goes to the network (a real file or a real 404)', (path) => expect(isAppNavigationPath(path)).toBe(false))

  it('agrees with the static host on every path the host serves itself (docs/HOSTING.md rule 1)', () => {
    for (const path of ['/', '/about', '/profile/', '/assets/x.12345678.js', '/img/a.png', '/build.json', '/a.txt'])
      expect(isAppNavigationPath(path)).toBe(isFallbackPath(path))
  })
})

describe('isHashedAsset', () => {
  it('matches same-origin GETs of content-hashed build files only', () => {
    expect(isHashedAsset('GET', url('/assets/main.1a2b3c4d.js'), ORIGIN)).toBe(true)
    expect(isHashedAsset('GET', url('/assets/logo.0badc0de.svg'), ORIGIN)).toBe(true)
    expect(isHashedAsset('POST', url('/assets/main.1a2b3c4d.js'), ORIGIN)).toBe(false)
    expect(isHashedAsset('GET', url('/assets/main.js'), ORIGIN)).toBe(false)
    expect(isHashedAsset('GET', url('/assets/main.1a2b3c4d.js?x=1'), ORIGIN)).toBe(false)
    expect(isHashedAsset('GET', new URL('https://cdn.example.com/assets/main.1a2b3c4d.js'), ORIGIN)).toBe(false)
    expect(isHashedAsset('GET', url('/sw.js'), ORIGIN)).toBe(false)
    expect(isHashedAsset('GET', url('/build.json'), ORIGIN)).toBe(false)
  })
})

describe('isImmutableStorageRead (bodies and pictures by transaction id)', () => {
  const gateways = resolveGateways(['/devnet/arweave/', 'https://arweave.net/', ''], ORIGIN)

  it('resolves relative gateways against the origin and drops empty ones', () => {
    expect(gateways).toEqual([`${ORIGIN}/devnet/arweave/`, 'https://arweave.net/'])
    expect(resolveGateways(['https://arweave.net'], ORIGIN)).toEqual(['https://arweave.net/'])
  })

  it.each([`/devnet/arweave/${TX}`, `https://arweave.net/${TX}`])('a GET of %s matches', (href) => {
    expect(isImmutableStorageRead('GET', url(href), gateways)).toBe(true)
  })

  it.each([
    ['POST', `/devnet/arweave/${TX}`],
    ['HEAD', `/devnet/arweave/${TX}`],
    ['POST', '/devnet/rpc'],
    ['GET', '/devnet/rpc'],
    ['POST', '/devnet/upload'],
    ['GET', '/devnet/arweave/wallet/abc/balance'],
    ['GET', `/devnet/arweave/${TX}?x=1`],
    ['GET', `/devnet/arweave/${TX}/extra`],
    ['GET', `/devnet/arweave/${TX.slice(1)}`],
    ['GET', `https://evil.example.com/${TX}`],
  ])('%s %s does not (RPC, uploads, balances and anything else go to the network)', (method, href) =>
    expect(isImmutableStorageRead(method, url(href), gateways)).toBe(false),
  )
})
