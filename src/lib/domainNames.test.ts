import { normalizeDomainName, stripTld, toFullDomainName, usernameFromName } from './domainNames'

describe('domain name helpers (spec §3, §4 Mint flow)', () => {
  it.each([
    ['alice', 'alice'],
    ['alice.demo', 'alice'],
    ['ALICE.DEMO', 'ALICE'],
    ['  bob.demo  ', 'bob'],
    ['alice.demo.demo', 'alice.demo'],
    ['alice.other', 'alice.other'],
    ['.demo', ''],
  ])('stripTld(%j) → %j', (name, expected) => {
    expect(stripTld(name, '.demo')).toBe(expected)
  })

  it.each([
    ['alice', 'alice.demo'],
    ['Alice', 'alice.demo'],
    ['alice.demo', 'alice.demo'],
    ['a.b.c', 'a.demo'],
  ])('usernameFromName(%j): the part before the first dot plus the tld → %j', (name, expected) => {
    expect(usernameFromName(name, '.demo')).toBe(expected)
  })

  it('builds full names and lower-cases before sending', () => {
    expect(toFullDomainName('bob', '.demo')).toBe('bob.demo')
    expect(normalizeDomainName('BoB-Ä')).toBe('bob-ä')
  })
})
