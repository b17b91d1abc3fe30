import type { AppConfig } from '../config'
import { IMAGE_CHECK_TIMEOUT_MS } from '../config/constants'
import { firstLoadingPicture } from './pictureLoad'

/** What may follow a scheme: no whitespace, quotes, angle brackets or backslashes (they never reach an attribute). */
const SAFE_REST = /^[^\s"'<>\\]+$/

/**
 * The http(s) URLs to try for an image reference (spec §4, §7): `ipfs://` on the three configured gateways in order,
 * `ar://` on the configured Arweave gateway (relative gateways resolve against the page), http(s) as is; anything
 * else (javascript:, data:, relative paths, unsafe characters) yields none.
 */
export function imageCandidates(
  reference: string,
  config: Pick<AppConfig, 'ipfsGateways' | 'arweaveGateway'>,
): string[] {
  const url = reference.trim()
  const scheme = /^([a-z]+):\/\//i.exec(url)?.[1]?.toLowerCase()
  const rest = scheme ? url.slice(scheme.length + 3) : ''
  if (!scheme || !SAFE_REST.test(rest)) return []
  if (scheme === 'ipfs') {
    const path = rest.replace(/^ipfs\//i, '')
    return config.ipfsGateways.map((gateway) => `${gateway}${path}`)
  }
  if (scheme === 'ar') {
    const gateway = /^https?:\/\//.test(config.arweaveGateway)
      ? config.arweaveGateway
      : new URL(config.arweaveGateway, window.location.origin).href
    return [`${gateway}${rest}`]
  }
  return scheme === 'http' || scheme === 'https' ? [url] : []
}

/** Searches under way, by candidate list: a page with several messages by one author loads the picture once. */
const inFlight = new Map<string, Promise<string | null>>()

/**
 * The first candidate URL of `reference` that loads as a picture (spec §4 Profile image: ipfs on three gateways in
 * order, ar on the configured gateway; spec §5: a 200–399 status), or null. Each candidate costs one GET, the
 * picture's own download, which the `<img>` showing the URL then reuses (issue #41: no HEAD check before it); a
 * candidate that errors, answers outside 200–399 or takes longer than `timeoutMs` (spec §9) hands over to the next.
 * Callers asking for the same reference while it loads share that load (issue #8); the outcome itself is cached by
 * the caller (the pfp cache).
 */
export function findWorkingImage(
  reference: string,
  config: Pick<AppConfig, 'ipfsGateways' | 'arweaveGateway'>,
  timeoutMs = IMAGE_CHECK_TIMEOUT_MS,
): Promise<string | null> {
  const candidates = imageCandidates(reference, config)
  if (candidates.length === 0) return Promise.resolve(null)
  const key = `${timeoutMs} ${candidates.join(' ')}`
  const running = inFlight.get(key)
  if (running) return running
  const search = firstLoadingPicture(candidates, timeoutMs).finally(() => inFlight.delete(key))
  inFlight.set(key, search)
  return search
}

/** The `image` field of a name's data JSON, or '' when missing or when the data is not JSON. */
export function imageFromDomainData(data: string | undefined): string {
  if (!data) return ''
  try {
    const parsed: unknown = JSON.parse(data)
    return typeof parsed === 'object' && parsed !== null && 'image' in parsed && typeof parsed.image === 'string'
      ? parsed.image
      : ''
  } catch {
    return ''
  }
}
