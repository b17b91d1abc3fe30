import type { Signer } from 'ethers'
import { getAddress, sha256 } from 'ethers'
import type { UploadContentType, UploadErrorBody, UploadResult } from '../../../protocol/upload'
import { UPLOAD_HEADERS, uploadSigningMessage } from '../../../protocol/upload'

import { UploadError } from './uploadError'
import { retryAfterMs } from '../../lib/retryAfter'

export { UploadError }

export interface UploadRequest {
  /** The upload endpoint (config.uploadUrl, may be relative to the page). */
  uploadUrl: string
  /** The posting wallet, or a session key of the author: it signs the upload (EIP-191 personal_sign). */
  signer: Signer
  /**
   * Issue #38: the user a session key (`signer`) uploads for. The signed text names the user and the key's address
   * goes in its own header; the endpoint checks the key's registration on chain. Unset: the signer is the author.
   */
  author?: string
  /** The chain the site runs on (config.chain.chainId): the signed text names it (issue #35). */
  chainId: number
  /** The site's host the signed text names (issue #35); the page's own by default. */
  domain?: string
  data: Uint8Array
  contentType: UploadContentType
  /** Clock (ms); tests fix it. */
  now?: () => number
  timeoutMs?: number
  /** Called once the wallet has signed, as the bytes go out. */
  onSigned?: () => void
  /** An upload session's Bearer token (uploadSession.ts): nothing is signed, the session names the address. */
  sessionToken?: string
  /** Waits `ms` before a retry of a 503; tests may observe it. */
  wait?: (ms: number) => Promise<void>
}

/** At most this many tries of one upload while the endpoint answers 503 (its store or a dependency is away). */
export const UPLOAD_503_ATTEMPTS = 3
/** The longest wait before a retry (ms), whatever `Retry-After` asks: the signature turns stale after 5 minutes. */
export const UPLOAD_503_MAX_WAIT_MS = 10_000
/** The wait when a 503 has no usable `Retry-After` (ms). */
const UPLOAD_503_DEFAULT_WAIT_MS = 2_000

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Stores bytes through the project's upload endpoint (server/upload): with an upload session its Bearer token, else
 * the wallet signs the site, chain, content hash and time first (issue #35), so a rejected signature uploads nothing;
 * then one POST, tried again on HTTP 503 after the wait its `Retry-After` asks (at most 10 s, UPLOAD_503_ATTEMPTS
 * tries in all; the endpoint releases a signature it could not check, so the same one is sent again). Resolves the
 * `ar://<id>` URL. Rejects with the wallet's rejection error, or an UploadError carrying the endpoint's message (no
 * name, too large, rate limited, or the last 503's).
 */
export async function uploadToStorage({
  uploadUrl,
  signer,
  chainId,
  domain = window.location.host,
  data,
  contentType,
  now = Date.now,
  timeoutMs = 60_000,
  onSigned,
  sessionToken,
  author,
  wait = sleep,
}: UploadRequest): Promise<string> {
  let authentication: Record<string, string>
  if (sessionToken) authentication = { authorization: `Bearer ${sessionToken}` }
  else {
    const signerAddress = getAddress(await signer.getAddress())
    const address = author ? getAddress(author) : signerAddress
    const timestamp = now()
    const fields = { domain, chainId, address, contentType, sha256: sha256(data), size: data.length, timestamp }
    const signature = await signer.signMessage(uploadSigningMessage(fields))
    onSigned?.()
    authentication = {
      [UPLOAD_HEADERS.address]: address,
      [UPLOAD_HEADERS.timestamp]: String(timestamp),
      [UPLOAD_HEADERS.signature]: signature,
      [UPLOAD_HEADERS.domain]: domain,
      [UPLOAD_HEADERS.chainId]: String(chainId),
      ...(author ? { [UPLOAD_HEADERS.sessionKey]: signerAddress } : {}),
    }
  }
  const post = async (): Promise<Response> => {
    try {
      return await fetch(uploadUrl, {
        method: 'POST',
        body: new Blob([new Uint8Array(data)], { type: contentType }),
        headers: { 'content-type': contentType, ...authentication },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch {
      throw new UploadError('Could not reach the upload service. Check your connection and try again.', 'network')
    }
  }
  let response = await post()
  for (let attempt = 1; response.status === 503 && attempt < UPLOAD_503_ATTEMPTS; attempt += 1) {
    await response.body?.cancel().catch(() => {})
    await wait(
      retryAfterMs(response.headers.get('retry-after'), {
        maxMs: UPLOAD_503_MAX_WAIT_MS,
        fallbackMs: UPLOAD_503_DEFAULT_WAIT_MS,
        now: now(),
      }),
    )
    response = await post()
  }
  const json = (await response.json().catch(() => null)) as Partial<UploadResult & UploadErrorBody> | null
  if (response.ok && typeof json?.url === 'string' && json.url.startsWith('ar://')) return json.url
  const refusal = json?.error
  throw new UploadError(
    typeof refusal?.message === 'string' ? refusal.message : `The upload service answered ${response.status}.`,
    typeof refusal?.code === 'string' ? refusal.code : 'http',
    response.status,
  )
}
