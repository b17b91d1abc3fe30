/** @jest-environment node */
import { getAddress } from 'ethers'
import { BAD_CHECKSUM_MESSAGE } from './identity'
import type { ResolveDeps } from './resolveProfile'
import { resolveProfile } from './resolveProfile'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const NAMELESS = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

/** A fake chain: alice holds alice and alice-two (main name alice); nobody else has a name. */
function fakeDeps(): ResolveDeps & { holderLookups: string[] } {
  const holderLookups: string[] = []
  return {
    holderLookups,
    tld: '.demo',
    toChecksumAddress: getAddress,
    readDomainHolder: async (domainName) => {
      holderLookups.push(domainName)
      return ['alice', 'alice-two'].includes(domainName) ? ALICE.toLowerCase() : null
    },
    readMainName: async (address) => (address.toLowerCase() === ALICE.toLowerCase() ? 'alice.demo' : ''),
  }
}

describe('resolveProfile', () => {
  it('resolves a second name of a user to its holder, keeping the name asked for', async () => {
    const deps = fakeDeps()
    expect(await resolveProfile('Alice-Two.demo', deps)).toEqual({
      status: 'found',
      address: ALICE,
      fullDomainName: 'alice-two.demo',
      mainName: 'alice.demo',
      hasInvisibleCharacters: false,
      isAddressLookup: false,
    })
    expect(deps.holderLookups).toEqual(['alice-two'])
  })

  it('resolves an address to its main name', async () => {
    expect(await resolveProfile(ALICE.toLowerCase(), fakeDeps())).toMatchObject({
      status: 'found',
      address: ALICE,
      fullDomainName: 'alice.demo',
    })
  })

  it('resolves a nameless address without a name', async () => {
    expect(await resolveProfile(NAMELESS, fakeDeps())).toMatchObject({
      status: 'found',
      address: NAMELESS,
      fullDomainName: '',
      mainName: '',
    })
  })

  it('reports an unregistered name instead of falling back to anyone', async () => {
    expect(await resolveProfile('nobody', fakeDeps())).toEqual({
      status: 'unregistered',
      fullDomainName: 'nobody.demo',
      hasInvisibleCharacters: false,
    })
  })

  it('does not touch the chain for empty or malformed ids', async () => {
    const deps = fakeDeps()
    expect(await resolveProfile('', deps)).toEqual({ status: 'empty' })
    expect(await resolveProfile('0x70997970c51812dc3A010C7d01b50e0d17dc79C8', deps)).toEqual({
      status: 'invalid',
      message: BAD_CHECKSUM_MESSAGE,
    })
    expect(await resolveProfile('a b', deps)).toEqual({ status: 'invalid', message: 'Spaces not allowed' })
    expect(deps.holderLookups).toEqual([])
  })

  it('lets chain errors through, so the screen shows an error rather than a wrong profile', async () => {
    const deps = { ...fakeDeps(), readDomainHolder: async () => Promise.reject(new Error('rpc down')) }
    await expect(resolveProfile('alice', deps)).rejects.toThrow('rpc down')
  })
})
