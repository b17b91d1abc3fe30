import { isIP } from 'node:net'

/**
 * Which proxies in front of the endpoint are trusted to name the client in `X-Forwarded-For` (Fastify's
 * `trustProxy`, proxy-addr's rules): `false` (the socket's peer is the client), a hop count (the nearest `n` hops are
 * proxies: the client is the `n`-th address from the right of the chain), or the proxies' addresses and CIDR ranges
 * (the client is the nearest address that is not one of them). Never "every hop": a client can write any
 * `X-Forwarded-For` it likes, so trusting every hop would let it pick its own IP and evade the per-IP limit.
 */
export type TrustProxy = false | number | readonly string[]

/** proxy-addr's named ranges, accepted beside addresses and CIDRs. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal']

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1
  return bits >= 0 && bits <= (version === 4 ? 32 : 128)
}

/**
 * Parses `TRUST_PROXY`: unset, '' , '0' or 'false' → off; a positive integer → that many hops; else a comma-separated
 * list of proxy addresses, CIDR ranges or proxy-addr's named ranges ('loopback', 'linklocal', 'uniquelocal').
 * Throws an Error naming the variable for `true`, `*` or anything else it cannot read (the endpoint then refuses to
 * start).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? ''
  if (value === '' || value === '0' || value === 'false') return false
  if (value === 'true' || value === '*') {
    throw new Error(
      `TRUST_PROXY=${value} would trust every hop, so any client could choose its own IP with X-Forwarded-For. ` +
        'Set the number of proxies in front of the endpoint (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1).',
    )
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (!Number.isSafeInteger(hops)) throw new Error('TRUST_PROXY: the hop count is too large')
    return hops
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const wrong = entries.find((entry) => !isAddressOrCidr(entry))
  if (wrong !== undefined || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY: "${wrong ?? value}" is neither a hop count nor a proxy address or CIDR range ` +
        '(e.g. 1, or 10.0.0.0/8,127.0.0.1)',
    )
  }
  return entries
}

/**
 * The setting as Fastify's `trustProxy` option. A hop count becomes a function of the hop index (0 = the socket's
 * peer), since Fastify no longer reads a bare number as a hop count; a list is compiled by proxy-addr.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false
  if (typeof setting === 'number') return (_address, hop) => hop < setting
  return [...setting]
}
