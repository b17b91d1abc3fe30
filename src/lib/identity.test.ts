/** @jest-environment node */
import { getAddress } from 'ethers'
import { BAD_ADDRESS_MESSAGE, BAD_CHECKSUM_MESSAGE, EMPTY_NAME_MESSAGE, parseIdentity } from './identity'

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
  ])('refuses an address that is %s', (_case, input) => {
    expect(parse(input)).toEqual({ kind: 'invalid', message: BAD_ADDRESS_MESSAGE })
  })

  it.each(['', '   ', '\n'])('treats %j as empty', (input) => {
    expect(parse(input)).toEqual({ kind: 'empty' })
  })

  it.each([
    ['.demo', EMPTY_NAME_MESSAGE],
    ['alice.eth', 'Dots not allowed'],
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

  it('looks up a name with invisible characters but flags it', () => {
    expect(parse('ali\u200bce')).toEqual({
      kind: 'name',
      domainName: 'ali\u200bce',
      fullDomainName: 'ali\u200bce.demo',
      hasInvisibleCharacters: true,
    })
  })
})
