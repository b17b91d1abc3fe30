import { isIP } from 'node:net'
import type { IPv4, IPv6 } from 'ipaddr.js'
// A namespace import: ipaddr.js's functions call each other through `this`, so they must be called as members.
import * as ipaddr from 'ipaddr.js'

/** Whether the fetcher may connect to an address, and the range that decided it (ipaddr.js's range names). */
export interface AddressVerdict {
  allowed: boolean
  /** 'unicast' when allowed; else e.g. 'loopback', 'private', 'linkLocal', 'uniqueLocal', 'carrierGradeNat'. */
  range: string
  /** The address to connect to, normalised: an IPv4-mapped IPv6 address becomes its IPv4 address. */
  address: string
}

/**
 * IPv4-compatible IPv6 addresses (::a.b.c.d, deprecated): ipaddr.js counts them as ordinary unicast, yet some stacks
 * route them to the embedded IPv4 address, private ones included.
 */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96')

/**
 * Classifies an IP address (an IP literal, as DNS answers; anything else is not allowed, range 'invalid'). Only
 * public unicast is allowed: everything ipaddr.js names a special range is refused — loopback (127/8, ::1), private
 * (RFC 1918), unique local (fc00::/7, which holds AWS's metadata fd00:ec2::254), link-local (169.254/16 with the cloud
 * metadata 169.254.169.254, fe80::/10), unspecified, broadcast, multicast, carrier-grade NAT (100.64/10), reserved,
 * documentation and benchmarking ranges, and the IPv6 forms that embed an IPv4 address (6to4, Teredo, NAT64's
 * 64:ff9b::/96 and 64:ff9b:1::/48, IPv4-compatible ::/96). An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is judged,
 * and connected to, as its IPv4 address.
 */
export function classifyAddress(raw: string): AddressVerdict {
  // node:net's check is strict (no '0x7f.1' or '127.1' shorthands, which ipaddr.js would accept).
  if (isIP(raw) === 0) return { allowed: false, range: 'invalid', address: raw }
  const parsed = ipaddr.process(raw)
  const address = parsed.toString()
  const known = parsed.range()
  const isIpv4Compatible = parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE)
  const range = known === 'unicast' && isIpv4Compatible ? 'ipv4Compatible' : known
  return { allowed: range === 'unicast', range, address }
}

/**
 * A predicate over IP addresses from a list of addresses and CIDR ranges ('127.0.0.1', '10.0.0.0/8', '::1'); throws
 * on an entry that is neither. IPv4-mapped IPv6 addresses match as their IPv4 address.
 */
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  const ranges = entries.map((entry): [IPv4 | IPv6, number] => {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry)
    if (isIP(entry) === 0) throw new Error(`Not an IP address or CIDR range: "${entry}"`)
    const parsed = ipaddr.process(entry)
    return [parsed, parsed.kind() === 'ipv4' ? 32 : 128]
  })
  return (address) => {
    if (isIP(address) === 0) return false
    const parsed = ipaddr.process(address)
    return ranges.some((range) => parsed.kind() === range[0].kind() && parsed.match(range))
  }
}
