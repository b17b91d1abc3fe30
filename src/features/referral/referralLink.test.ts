import { referralLink } from './referralLink'

describe('referralLink (spec §9: page URL plus ref, joined with ? or &)', () => {
  it.each([
    ['https://demo.social/', 'alice.demo', 'https://demo.social/?ref=alice.demo'],
    ['https://demo.social/shill', 'alice.demo', 'https://demo.social/shill?ref=alice.demo'],
    [
      'https://demo.social/profile/?id=bob.demo',
      'alice.demo',
      'https://demo.social/profile/?id=bob.demo&ref=alice.demo',
    ],
    ['https://demo.social/?a=1&b=2', 'alice.demo', 'https://demo.social/?a=1&b=2&ref=alice.demo'],
    ['https://demo.social/?ref=bob.demo', 'alice.demo', 'https://demo.social/?ref=alice.demo'],
    ['https://demo.social/?x=1&ref=bob.demo', 'alice.demo', 'https://demo.social/?x=1&ref=alice.demo'],
    ['https://demo.social/about#team', 'alice.demo', 'https://demo.social/about?ref=alice.demo#team'],
    ['https://demo.social/about?', 'alice.demo', 'https://demo.social/about?ref=alice.demo'],
    [
      'http://localhost:8101/',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      'http://localhost:8101/?ref=0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ],
    ['https://demo.social/', 'ünï.demo', 'https://demo.social/?ref=%C3%BCn%C3%AF.demo'],
  ])('%s + %s → %s', (page, ref, expected) => {
    expect(referralLink(page, ref)).toBe(expected)
  })

  it('round-trips the ref value through URLSearchParams', () => {
    const link = referralLink('https://demo.social/?q=a b', 'a&b.demo')
    expect(new URL(link).searchParams.get('ref')).toBe('a&b.demo')
    expect(new URL(link).searchParams.get('q')).toBe('a b')
  })
})
