import { BAD_ADDRESS_MESSAGE } from '../../lib/identity'
import type { ProfileResolution } from '../../lib/resolveProfile'
import {
  INVISIBLE_CHARACTERS_WARNING,
  SELF_WARNING,
  ZERO_ADDRESS_MESSAGE,
  recipientFrom,
  unregisteredMessage,
} from './recipient'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const found = (overrides: Partial<Extract<ProfileResolution, { status: 'found' }>> = {}): ProfileResolution => ({
  status: 'found',
  address: ALICE,
  fullDomainName: 'alice.demo',
  mainName: 'alice.demo',
  hasInvisibleCharacters: false,
  isAddressLookup: false,
  ...overrides,
})

describe('recipientFrom (send recipient from a name or address)', () => {
  it('sends to the holder of a name', () => {
    expect(recipientFrom(found(), null)).toEqual({
      address: ALICE,
      fullDomainName: 'alice.demo',
      blocker: '',
      warnings: [],
    })
  })

  it('says nothing while the field is empty', () => {
    expect(recipientFrom({ status: 'empty' }, null)).toEqual({
      address: null,
      fullDomainName: '',
      blocker: '',
      warnings: [],
    })
  })

  it('blocks a malformed address with its message', () => {
    expect(recipientFrom({ status: 'invalid', message: BAD_ADDRESS_MESSAGE }, null)).toMatchObject({
      address: null,
      blocker: BAD_ADDRESS_MESSAGE,
    })
  })

  it('blocks an unregistered name', () => {
    const resolution: ProfileResolution = {
      status: 'unregistered',
      fullDomainName: 'nobody.demo',
      hasInvisibleCharacters: false,
    }
    expect(recipientFrom(resolution, null)).toMatchObject({
      address: null,
      blocker: unregisteredMessage('nobody.demo'),
    })
    expect(unregisteredMessage('nobody.demo')).toBe(
      'nobody.demo is not registered, so nobody would receive the tokens. Check the spelling.',
    )
  })

  it.each([
    ['a short name in full', 'nobody.demo', 'nobody.demo is not registered'],
    ['a 200-character name shortened', `${'n'.repeat(200)}.demo`, `${'n'.repeat(31)}… is not registered`],
  ])('echoes %s when it is unregistered (issue #39)', (_case, fullDomainName, start) => {
    const message = unregisteredMessage(fullDomainName)
    expect(message.startsWith(start)).toBe(true)
    expect(message.length).toBeLessThan(120)
  })

  it('blocks the zero address', () => {
    const zero = found({
      address: '0x0000000000000000000000000000000000000000',
      fullDomainName: '',
      isAddressLookup: true,
    })
    expect(recipientFrom(zero, null)).toMatchObject({ address: null, blocker: ZERO_ADDRESS_MESSAGE })
  })

  it('warns about invisible characters but still allows the send', () => {
    const spoof = found({ fullDomainName: 'ali\u200bce.demo', hasInvisibleCharacters: true })
    expect(recipientFrom(spoof, null)).toMatchObject({
      address: ALICE,
      blocker: '',
      warnings: [INVISIBLE_CHARACTERS_WARNING],
    })
  })

  it('warns when sending to yourself (any case)', () => {
    expect(recipientFrom(found(), ALICE.toLowerCase()).warnings).toEqual([SELF_WARNING])
  })
})
