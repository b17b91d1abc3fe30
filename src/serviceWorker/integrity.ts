/**
 * Subresource Integrity (SRI) strings for the precache (issue #35): the build writes one per precached file into the
 * worker's manifest (webpack.config.ts), and the worker checks every cached copy against it before serving it (sw.ts),
 * so one corrupted Cache Storage entry is dropped and fetched again instead of being served on every visit.
 */

/** The SRI hash function the build uses: `sha384-<base64 of the SHA-384 digest>`, as `<script integrity>` does. */
export const INTEGRITY_ALGORITHM = 'sha384'

const SUBTLE_NAMES: Partial<Record<string, string>> = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' }

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The SRI string (`sha384-…`) of `bytes`, with WebCrypto (the worker and the browser; Node ≥ 20 has it too). */
export async function integrityOf(bytes: BufferSource): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-384', bytes)
  return `${INTEGRITY_ALGORITHM}-${toBase64(new Uint8Array(digest))}`
}

/**
 * Whether `bytes` match the SRI string `integrity`: at least one of its space-separated hashes of a known algorithm
 * (SRI's rule). An empty or unknown one matches nothing: the caller then treats the copy as unverified.
 */
export async function matchesIntegrity(bytes: BufferSource, integrity: string): Promise<boolean> {
  for (const token of integrity.trim().split(/\s+/)) {
    const [algorithm, expected] = [token.slice(0, token.indexOf('-')), token.slice(token.indexOf('-') + 1)]
    const name = SUBTLE_NAMES[algorithm]
    if (!name || !expected) continue
    const digest = toBase64(new Uint8Array(await crypto.subtle.digest(name, bytes)))
    if (digest === expected.split('?')[0]) return true
  }
  return false
}
