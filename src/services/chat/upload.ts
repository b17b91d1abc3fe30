import type { Signer } from 'ethers'
import { getAddress, sha256 } from 'ethers'
import type { UploadContentType, UploadErrorBody, UploadResult } from '../../../protocol/upload'
import { UPLOAD_HEADERS, uploadSigningMessage } from '../../../protocol/upload'

import { UploadError } from './uploadError'

export { UploadError }

export interface UploadRequest {
  /** The upload endpoint (config.uploadUrl, may be relative to the page). */
  uploadUrl: string
  /** The posting wallet: it signs the upload (EIP-191 personal_sign). */
  signer: Signer
  data: Uint8Array
  contentType: UploadContentType
  /** Clock (ms); tests fix it. */
  now?: () => number
  timeoutMs?: number
  /** Called once the wallet has signed, as the bytes go out. */
  onSigned?: () => void
}

/**
 * Stores bytes through the project's upload endpoint (server/upload): the wallet signs the content hash and time
 * first, so a rejected signature uploads nothing; then one POST. Resolves the `ar://<id>` URL. Rejects with the
 * wallet's rejection error, or an UploadError carrying the endpoint's message (no name, too large, rate limited...).
 */
export async function uploadToStorage({
  uploadUrl,
  signer,
  data,
  contentType,
  now = Date.now,
  timeoutMs = 60_000,
  onSigned,
}: UploadRequest): Promise<string> {
  const address = getAddress(await signer.getAddress())
  const timestamp = now()
  const message = uploadSigningMessage({ address, contentType, sha256: sha256(data), size: data.length, timestamp })
  const signature = await signer.signMessage(message)
  onSigned?.()
  let response: Response
  try {
    response = await fetch(uploadUrl, {
      method: 'POST',
      body: new Blob([new Uint8Array(data)], { type: contentType }),
      headers: {
        'content-type': contentType,
        [UPLOAD_HEADERS.address]: address,
        [UPLOAD_HEADERS.timestamp]: String(timestamp),
        [UPLOAD_HEADERS.signature]: signature,
      },
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch {
    throw new UploadError('Could not reach the upload service. Check your connection and try again.', 'network')
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
