import type { AppConfig } from '../../config'
import { IMAGE_CHECK_TIMEOUT_MS } from '../../config/constants'

/** Result of checking an image URL (spec §7 HEAD row: success flag, code, url, format (content-type), error). */
export interface ImageCheck {
  success: boolean
  code: number
  url: string
  format: string
  error: string
}

/**
 * The http(s) URLs to try for an image reference: `ipfs://` on three gateways in order, `ar://` on the configured
 * Arweave gateway, http(s) as is; anything else (javascript:, data:, relative) yields none.
 */
export function imageCandidates(reference: string, config: Pick<AppConfig, 'ipfsGateways' | 'arweaveGateway'>): string[] {
  const url = reference.trim()
  if (url.startsWith('ipfs://')) return config.ipfsGateways.map((gateway) => `${gateway}${url.slice('ipfs://'.length)}`)
  if (url.startsWith('ar://')) {
    const gateway = /^https?:\/\//.test(config.arweaveGateway)
      ? config.arweaveGateway
      : new URL(config.arweaveGateway, window.location.origin).href
    return [`${gateway}${url.slice('ar://'.length)}`]
  }
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) ? [url] : []
}

/** Spec §5 Profile image check: success is an HTTP status from 200 up to 399. */
export const isSuccessStatus = (status: number): boolean => status >= 200 && status <= 399

/** HEAD request with a timeout (spec §9: 5000 ms). Never throws. */
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
    return { success: false, code: 0, url, format: '', error: error instanceof Error ? error.message : String(error) }
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

/** The first candidate URL that answers, or null. */
export async function findWorkingImage(
  reference: string,
  config: Pick<AppConfig, 'ipfsGateways' | 'arweaveGateway'>,
  timeoutMs = IMAGE_CHECK_TIMEOUT_MS,
): Promise<string | null> {
  for (const url of imageCandidates(reference, config)) {
    const check = await checkImageUrl(url, timeoutMs)
    if (check.success) return url
    if (check.code === 0 && (await probeByLoading(url, timeoutMs))) return url
  }
  return null
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
