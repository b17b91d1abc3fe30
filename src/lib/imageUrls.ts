import type { AppConfig } from '../config'
import { IMAGE_CHECK_TIMEOUT_MS } from '../config/constants'

/** Result of checking an image URL (spec §7 HEAD row: success flag, code, url, format (content-type), error). */
export interface ImageCheck {
  success: boolean
  code: number
  url: string
  format: string
  error: string
}

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

/** Spec §5 Profile image check: success is an HTTP status from 200 up to 399. */
export const isSuccessStatus = (status: number): boolean => status >= 200 && status <= 399

/** The `error` of an ImageCheck that ran out of time. */
export const TIMEOUT_ERROR = 'timeout'

/**
 * Spec §7 HEAD row: a HEAD request with a timeout (spec §9: 5000 ms); success for status 200 to 399. Never throws:
 * a network failure (often a host without CORS headers) gives code 0 with its message, a timeout code 0 with
 * TIMEOUT_ERROR.
 */
export async function checkImageUrl(url: string, timeoutMs = IMAGE_CHECK_TIMEOUT_MS): Promise<ImageCheck> {
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) })
    return {
      success: isSuccessStatus(response.status),
      code: response.status,
      url,
      format: response.headers.get('content-type') ?? '',
      error: '',
    }
  } catch (error) {
    const isTimeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    return {
      success: false,
      code: 0,
      url,
      format: '',
      error: isTimeout ? TIMEOUT_ERROR : String(error instanceof Error ? error.message : error),
    }
  }
}

/**
 * Loads the image itself when a HEAD request could not be read (hosts without CORS headers still serve images
 * to <img>), with the same timeout.
 */
function probeByLoading(url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image()
    const timer = setTimeout(() => resolve(false), timeoutMs)
    image.onload = () => {
      clearTimeout(timer)
      resolve(true)
    }
    image.onerror = () => {
      clearTimeout(timer)
      resolve(false)
    }
    image.src = url
  })
}

/** Checks under way, by candidate list: a page with several messages by one author checks the picture once. */
const inFlight = new Map<string, Promise<string | null>>()

async function firstWorking(candidates: readonly string[], timeoutMs: number): Promise<string | null> {
  for (const url of candidates) {
    const check = await checkImageUrl(url, timeoutMs)
    if (check.success) return url
    if (check.code === 0 && check.error !== TIMEOUT_ERROR && (await probeByLoading(url, timeoutMs))) return url
  }
  return null
}

/**
 * The first candidate URL of `reference` that answers (spec §4 Profile image: ipfs on three gateways in order, ar on
 * the configured gateway), or null. A HEAD that failed without a status and without timing out is retried as an
 * image load, since many image hosts send no CORS headers. Callers asking for the same reference while its check
 * runs share that check (issue #8: no picture URL is probed twice at once); the outcome itself is cached by the
 * caller (the pfp cache).
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
  const check = firstWorking(candidates, timeoutMs).finally(() => inFlight.delete(key))
  inFlight.set(key, check)
  return check
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
