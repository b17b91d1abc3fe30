import { Contract, getAddress } from 'ethers'
import { devnetAccount } from '../../../devnet/accounts'
import { revertOf } from '../../../devnet/revert'
import { takeSnapshot } from '../../../devnet/testChain'
import { SEED } from '../../../devnet/seed'
import { resolveProfile } from '../../lib/resolveProfile'
import { setupAppChain } from '../../test/appChain'
import { PUNK_TLD_ABI } from '../chain/abis'
import { readDefaultName, readDomainData, readDomainHolder } from '../chain/reads'
import { sendDomainDataPatch } from './profileWrites'

const env = setupAppChain()
const addr = (i: number) => devnetAccount(i).address

/** The name's data read straight from the chain (no app cache in between). */
async function dataOf(name: string): Promise<unknown> {
  const { chain, config } = env()
  const tld = new Contract(config.punkTldAddress, PUNK_TLD_ABI, chain.provider)
  return JSON.parse(String(await tld.getFunction('getDomainData')(name)))
}

describe('profile picture write (editData through sendDomainDataPatch)', () => {
  let revert: () => Promise<void>
  beforeEach(async () => {
    revert = await takeSnapshot(env().chain.provider)
  })
  afterEach(async () => revert())

  it('sets image and keeps every other key of the name data', async () => {
    const { chain, config, reader } = env()
    const before = JSON.parse(SEED.aliceData) as Record<string, string>
    const tx = await sendDomainDataPatch(chain.signer(1), reader, config, 'alice', { image: 'ipfs://bafy-first' })
    expect((await tx.wait())?.status).toBe(1)
    expect(await dataOf('alice')).toEqual({ ...before, image: 'ipfs://bafy-first' })

    const second = await sendDomainDataPatch(chain.signer(1), reader, config, 'alice', {
      image: 'https://img.example/2.png',
    })
    await second.wait()
    expect(await dataOf('alice')).toEqual({ ...before, image: 'https://img.example/2.png' })
  })

  it('writes a fresh object when the name had no data', async () => {
    const { chain, config, reader } = env()
    await (await sendDomainDataPatch(chain.signer(2), reader, config, 'bob', { image: 'ar://tx-bob' })).wait()
    expect(await dataOf('bob')).toEqual({ image: 'ar://tx-bob' })
  })

  it('replaces data that is not a JSON object', async () => {
    const { chain, config, reader } = env()
    const tld = new Contract(config.punkTldAddress, PUNK_TLD_ABI, chain.signer(3))
    await (await tld.getFunction('editData')('carol', 'not json {')).wait()
    expect(await readDomainData(reader, config, 'carol')).toBe('not json {')
    await (await sendDomainDataPatch(chain.signer(3), reader, config, 'carol', { image: 'ipfs://c' })).wait()
    expect(await dataOf('carol')).toEqual({ image: 'ipfs://c' })
  })

  it('refuses a name the signer does not hold (NotDomainHolder) and leaves the data alone', async () => {
    const { chain, config, reader } = env()
    const tld = new Contract(config.punkTldAddress, PUNK_TLD_ABI)
    const label = await revertOf(
      sendDomainDataPatch(chain.signer(2), reader, config, 'alice', { image: 'ipfs://x' }),
      tld.interface,
    )
    expect(label).toBe('NotDomainHolder')
    expect(await dataOf('alice')).toEqual(JSON.parse(SEED.aliceData))
  })
})

describe('resolveProfile against the chain', () => {
  const deps = () => {
    const { config, reader } = env()
    return {
      tld: config.tldName,
      toChecksumAddress: getAddress,
      readDomainHolder: (name: string) => readDomainHolder(reader, config, name),
      readMainName: async (address: string) => {
        const name = await readDefaultName(reader, config, address)
        return name ? `${name}${config.tldName}` : ''
      },
    }
  }

  it.each([
    ['alice', 'alice.demo', 1],
    ['ALICE.demo', 'alice.demo', 1],
    ['alice-two', 'alice-two.demo', 1],
    ['bob.DEMO', 'bob.demo', 2],
  ])('finds the holder of %s', async (input, fullDomainName, account) => {
    const result = await resolveProfile(input, deps())
    expect(result).toEqual({
      status: 'found',
      address: addr(account),
      fullDomainName,
      mainName: account === 1 ? 'alice.demo' : 'bob.demo',
      hasInvisibleCharacters: false,
      isAddressLookup: false,
    })
  })

  it('finds an address by its lower-case form, with its main name', async () => {
    const result = await resolveProfile(addr(3).toLowerCase(), deps())
    expect(result).toMatchObject({
      status: 'found',
      address: addr(3),
      fullDomainName: 'carol.demo',
      isAddressLookup: true,
    })
  })

  it('finds a nameless address without inventing a name', async () => {
    expect(await resolveProfile(addr(4), deps())).toMatchObject({
      status: 'found',
      address: addr(4),
      fullDomainName: '',
      mainName: '',
    })
  })

  it('reports an unregistered name', async () => {
    expect(await resolveProfile('nobody-here', deps())).toEqual({
      status: 'unregistered',
      fullDomainName: 'nobody-here.demo',
      hasInvisibleCharacters: false,
    })
  })
})
