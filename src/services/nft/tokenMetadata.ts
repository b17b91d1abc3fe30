import type { TokenMetadata } from './types'

/** Longest string kept from untrusted metadata (names, descriptions, URLs). */
const MAX_FIELD = 2000
const DATA_JSON_BASE64 = 'data:application/json;base64,'
const DATA_JSON = 'data:application/json,'

const field = (value: unknown): string => (typeof value === 'string' ? value.slice(0, MAX_FIELD) : '')

/** Picks the known fields of a parsed metadata JSON; anything else, and any non-string, is dropped. */
export function toTokenMetadata(json: unknown): TokenMetadata | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null
  const record = json as Record<string, unknown>
  return {
    name: field(record.name),
    description: field(record.description),
    image: field(record.image) || field(record.image_url),
    animationUrl: field(record.animation_url),
  }
}

/** Decodes base64 as UTF-8 (atob alone would give Latin-1). */
function decodeBase64Utf8(base64: string): string {
  const binary = atob(base64)
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}

/**
 * The metadata inside a `data:application/json` tokenURI (base64 or percent-encoded), or null when the URI is not
 * one or does not hold a JSON object. Never throws.
 */
export function parseDataUri(uri: string): TokenMetadata | null {
  try {
    if (uri.startsWith(DATA_JSON_BASE64))
      return toTokenMetadata(JSON.parse(decodeBase64Utf8(uri.slice(DATA_JSON_BASE64.length))))
    if (uri.startsWith(DATA_JSON)) return toTokenMetadata(JSON.parse(decodeURIComponent(uri.slice(DATA_JSON.length))))
  } catch {
    return null
  }
  return null
}
