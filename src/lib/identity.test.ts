/** @jest-environment node */
import { getAddress } from 'ethers'
import {
  BAD_ADDRESS_MESSAGE,
  BAD_CHECKSUM_MESSAGE,
  EMPTY_NAME_MESSAGE,
  foreignNameMessage,
  parseIdentity,
  truncateForMessage,
} from './identity'

const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** The same address with one letter's case flipped: a typo the checksum catches. */
const BAD_CHECKSUM = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8'
const parse = (input: string) => parseIdentity(input, '.demo', getAddress)

describe('parseIdentity (profile id, find-user input, recipient)', () => {
  it.each([
    ['alice', 'alice'],
    ['alice.demo', 'alice'],
    ['Alice.DEMO', 'alice'],
    ['  bob  ', 'bob'],
    ['alice-two', 'alice-two'],
    ['0xpunk', '0xpunk'],
    ['ünïcödé', 'ünïcödé'],
  ])('reads %j as the name %j', (input, domainName) => {
    expect(parse(input)).toEqual({
      kind: 'name',
      domainName,
      fullDomainName: `${domainName}.demo`,
      hasInvisibleCharacters: false,
    })
  })

  it.each([
    ['lower case', CHECKSUMMED.toLowerCase()],
    ['upper case hex', `0x${CHECKSUMMED.slice(2).toUpperCase()}`],
    ['checksummed', CHECKSUMMED],
    ['padded with spaces', ` ${CHECKSUMMED} `],
  ])('accepts an address in %s and checksums it', (_case, input) => {
    expect(parse(input)).toEqual({ kind: 'address', address: CHECKSUMMED })
  })

  it('refuses a mixed-case address whose checksum does not match', () => {
    expect(parse(BAD_CHECKSUM)).toEqual({ kind: 'invalid', message: BAD_CHECKSUM_MESSAGE })
  })

  it.each([
    ['too short', CHECKSUMMED.slice(0, -1)],
    ['too long', `${CHECKSUMMED}0`],
    ['a few hex digits (issue #39)', '0x1234'],
    ['0x alone', '0x'],
    ['upper-case hex digits', '0xABCDEF'],
  ])('refuses an address that is %s', (_case, input) => {
    expect(parse(input)).toEqual({ kind: 'invalid', message: BAD_ADDRESS_MESSAGE })
  })

  it.each(['', '   ', '\n'])('treats %j as empty', (input) => {
    expect(parse(input)).toEqual({ kind: 'empty' })
  })

  it.each([
    ['.demo', EMPTY_NAME_MESSAGE],
    ['alice.eth', 'alice.eth is not a .demo name: only .demo names count.'],
    ['Bob.ETH', 'Bob.ETH is not a .demo name: only .demo names count.'],
    ['bob.demo.eth', 'bob.demo.eth is not a .demo name: only .demo names count.'],
    ['vitalik.base.eth', 'vitalik.base.eth is not a .demo name: only .demo names count.'],
    ['al ice', 'Spaces not allowed'],
    ['50%', '% not allowed'],
    ['a&b', '& not allowed'],
    ['who?', '? not allowed'],
    ['#1', '# not allowed'],
    ['a/b', '/ not allowed'],
    ['a,b', 'Comma not allowed'],
    ['<script>alert(1)</script>', '/ not allowed'],
    ['https://evil.example/x', 'Dots not allowed'],
  ])('refuses the garbage %j with the spec message', (input, message) => {
    expect(parse(input)).toEqual({ kind: 'invalid', message })
  })

  it.each([
    ['0xpunk', '0xpunk'],
    ['0x1234.demo', '0x1234'],
    ['0xcafe.DEMO', '0xcafe'],
  ])('reads %j as a name: not only hex digits, or with the tld', (input, domainName) => {
    expect(parse(input)).toMatchObject({ kind: 'name', domainName })
  })

  it('echoes a long foreign name shortened with an ellipsis', () => {
    const long = `${'a'.repeat(200)}.eth`
    const result = parse(long)
    expect(result).toEqual({ kind: 'invalid', message: foreignNameMessage(long, '.demo') })
    expect(result.kind === 'invalid' && result.message).toBe(
      `${'a'.repeat(31)}… is not a .demo name: only .demo names count.`,
    )
  })

  it('looks up a name with invisible characters but flags it', () => {
    expect(parse('ali\u200bce')).toEqual({
      kind: 'name',
      domainName: 'ali\u200bce',
      fullDomainName: 'ali\u200bce.demo',
      hasInvisibleCharacters: true,
    })
  })
})

describe('truncateForMessage (issue #39: long names are not echoed in full)', () => {
  it.each([
    ['short text as it is', 'bob.demo', 32, 'bob.demo'],
    ['exactly the limit as it is', 'a'.repeat(32), 32, 'a'.repeat(32)],
    ['one over the limit shortened', 'a'.repeat(33), 32, `${'a'.repeat(31)}…`],
    ['200 characters shortened', 'b'.repeat(200), 32, `${'b'.repeat(31)}…`],
    ['a custom limit', 'abcdefgh', 5, 'abcd…'],
    ['emoji counted as one character each', '😀'.repeat(40), 4, '😀😀😀…'],
    ['empty text as it is', '', 32, ''],
  ])('%s', (_case, text, max, expected) => {
    expect(truncateForMessage(text, max)).toBe(expected)
  })
})
