import { lookup as dnsLookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { classifyAddress } from './addressPolicy'
import { PreviewRefused } from './errors'

/** One address a host name resolves to. */
export interface ResolvedAddress {
  address: string
  family: number
}

/** Resolves a host name to all its addresses; rejects when it does not resolve. Tests inject their own. */
export type HostLookup = (hostname: string) => Promise<readonly ResolvedAddress[]>

/** The system resolver (getaddrinfo, so /etc/hosts counts), every address in the order it gives them. */
export const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true })

/** Which hosts the fetcher may connect to. */
export interface TargetPolicy {
  lookup: HostLookup
  /** Addresses allowed although not public (tests only: their loopback servers). */
  isAllowListed: (address: string) => boolean
}

/** A URL whose host was resolved and vetted: connect to `address`, never to the name again (no DNS rebinding). */
export interface VettedTarget {
  url: URL
  address: string
  family: 4 | 6
}

/** `promise`, or the signal's reason once it aborts (a lookup cannot be cancelled, only abandoned). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * Resolves the URL's host (an IP literal is taken as is) and checks every address it resolves to with
 * classifyAddress: if any is not public (and not allow-listed) the target is refused, so a name cannot slip a private
 * address in beside a public one. Returns the address to connect to: the first IPv4 one, else the first. Throws
 * PreviewRefused `blocked_address`, or `upstream_error` when the name does not resolve; rejects with the signal's
 * reason once it aborts.
 */
export async function vetTarget(url: URL, policy: TargetPolicy, signal: AbortSignal): Promise<VettedTarget> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  let resolved: readonly ResolvedAddress[]
  if (isIP(host) !== 0) {
    resolved = [{ address: host, family: isIP(host) }]
  } else {
    try {
      resolved = await abortable(policy.lookup(host), signal)
    } catch (error) {
      if (signal.aborted) throw error
      throw new PreviewRefused('upstream_error', `The host ${host} does not resolve.`)
    }
  }
  const verdicts = resolved.map(({ address }) => ({ address, verdict: classifyAddress(address) }))
  const first = verdicts[0]
  if (!first) throw new PreviewRefused('upstream_error', `The host ${host} does not resolve.`)
  const blocked = verdicts.find(({ address, verdict }) => !verdict.allowed && !policy.isAllowListed(address))
  if (blocked) {
    throw new PreviewRefused(
      'blocked_address',
      `The link leads to a non-public address (${blocked.verdict.range}); it has no preview.`,
    )
  }
  // IPv4 first when there is one: a server without IPv6 routes would fail on an AAAA answer listed first.
  const address = (verdicts.find(({ verdict }) => isIP(verdict.address) === 4) ?? first).verdict.address
  return { url, address, family: isIP(address) === 6 ? 6 : 4 }
}
