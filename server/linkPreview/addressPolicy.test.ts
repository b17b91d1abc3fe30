/** @jest-environment node */
import { addressMatcher, classifyAddress } from './addressPolicy'

describe('classifyAddress', () => {
  it.each([
    // IPv4
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.0.1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    // IPv6
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2002:7f00:1::', '6to4'],
    ['64:ff9b::a00:1', 'rfc6052'],
    ['64:ff9b:1::a00:1', 'rfc6052'],
    ['::7f00:1', 'ipv4Compatible'],
    // IPv4-mapped IPv6: judged as the IPv4 address inside
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:100.64.0.1', 'carrierGradeNat'],
    // Not addresses at all (ipaddr.js alone would read some of these shorthands as 127.0.0.1)
    ['localhost', 'invalid'],
    ['0x7f.1', 'invalid'],
    ['127.1', 'invalid'],
    ['2130706433', 'invalid'],
    ['', 'invalid'],
  ])('refuses %s (%s)', (address, range) => {
    expect(classifyAddress(address)).toMatchObject({ allowed: false, range })
  })

  it.each([
    ['93.184.215.14', '93.184.215.14'],
    ['8.8.8.8', '8.8.8.8'],
    ['1.1.1.1', '1.1.1.1'],
    ['172.32.0.1', '172.32.0.1'],
    ['100.128.0.1', '100.128.0.1'],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    ['2a00:1450:4001:82a::200e', '2a00:1450:4001:82a::200e'],
    // A mapped public address is connected to as plain IPv4.
    ['::ffff:8.8.8.8', '8.8.8.8'],
  ])('allows the public address %s (connecting to %s)', (raw, address) => {
    expect(classifyAddress(raw)).toEqual({ allowed: true, range: 'unicast', address })
  })
})

describe('addressMatcher', () => {
  it('matches listed addresses and ranges, IPv4-mapped addresses as IPv4, and nothing else', () => {
    const matches = addressMatcher(['127.0.0.1', '10.0.0.0/8', '::1'])
    expect(['127.0.0.1', '10.9.8.7', '::1', '::ffff:127.0.0.1'].map(matches)).toEqual([true, true, true, true])
    expect(['127.0.0.2', '11.0.0.1', '::2', 'localhost'].map(matches)).toEqual([false, false, false, false])
  })

  it('matches nothing when empty, and refuses an entry that is not an address', () => {
    expect(addressMatcher([])('127.0.0.1')).toBe(false)
    expect(() => addressMatcher(['localhost'])).toThrow('Not an IP address or CIDR range: "localhost"')
  })
})
