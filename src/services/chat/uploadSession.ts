import type { Signer } from 'ethers'
import { getAddress } from 'ethers'
import type { UploadErrorBody, UploadNonce, UploadSession } from '../../../protocol/upload'
import { UPLOAD_SESSION_MAX_MS, UPLOAD_SESSION_PATHS, signInMessage } from '../../../protocol/upload'
import { isRecord } from '../../lib/guards'
import { UploadError } from './uploadError'

/** A session is reused until this long before it expires (an upload in flight must not outlive it). */
export const SESSION_REUSE_MARGIN_MS = 15_000

/** sessionStorage key: the session lasts as long as the tab (a reload keeps it, a new tab signs in again). */
const STORAGE_KEY = 'upload-sessions'

/** The endpoint has no sessions (an older deployment): the caller signs each upload instead. */
export class SessionsUnsupported extends Error {}

const keyOf = (uploadUrl: string, address: string) => `${uploadUrl} ${address.toLowerCase()}`

function readStored(): Record<string, UploadSession> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}')
    if (!isRecord(parsed)) return {}
    const sessions: Record<string, UploadSession> = {}
    for (const [key, value] of Object.entries(parsed)) {
      if (!isRecord(value)) continue
      const { token, address, expiresAt } = value
      if (typeof token === 'string' && typeof address === 'string' && typeof expiresAt === 'number')
        sessions[key] = { token, address, expiresAt }
    }
    return sessions
  } catch {
    return {}
  }
}

function writeStored(sessions: Record<string, UploadSession>): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(sessions))
  } catch {
    // Storage off or full: the session lives in memory until the tab reloads.
  }
}

const memory = new Map<string, UploadSession>()

/** The session of `address` at `uploadUrl` while it has more than SESSION_REUSE_MARGIN_MS left, else null. */
export function cachedUploadSession(uploadUrl: string, address: string, now = Date.now()): UploadSession | null {
  const key = keyOf(uploadUrl, address)
  const session = memory.get(key) ?? readStored()[key]
  if (!session || session.expiresAt - SESSION_REUSE_MARGIN_MS <= now) return null
  memory.set(key, session)
  return session
}

/** Forgets a session the endpoint refused (expired, or its store was reset). */
export function forgetUploadSession(uploadUrl: string, address: string): void {
  const key = keyOf(uploadUrl, address)
  memory.delete(key)
  const { [key]: _dropped, ...rest } = readStored()
  writeStored(rest)
}

export interface SignInRequest {
  uploadUrl: string
  signer: Signer
  chainId: number
  now?: () => number
}

/**
 * Signs in to the upload endpoint once (issue #16, Sign-In with Ethereum, EIP-4361): asks it for a nonce, has the
 * wallet sign the message (one prompt), and keeps the session it answers for the tab's lifetime. Rejects with the
 * wallet's rejection, an UploadError with the endpoint's refusal, or SessionsUnsupported when the endpoint has no
 * sessions (the caller then signs each upload).
 */
export async function signInForUploads({ uploadUrl, signer, chainId, now = Date.now }: SignInRequest) {
  const address = getAddress(await signer.getAddress())
  let nonce: string
  try {
    const response = await fetch(`${uploadUrl}${UPLOAD_SESSION_PATHS.nonce}`, { signal: AbortSignal.timeout(10_000) })
    if (response.status === 404) throw new SessionsUnsupported('No upload sessions')
    const json = (await response.json()) as Partial<UploadNonce>
    if (!response.ok || typeof json.nonce !== 'string') throw new SessionsUnsupported(`Nonce ${response.status}`)
    nonce = json.nonce
  } catch (error) {
    if (error instanceof SessionsUnsupported) throw error
    throw new UploadError('Could not reach the upload service. Check your connection and try again.', 'network')
  }
  const issuedAt = now()
  const message = signInMessage({
    domain: window.location.host,
    address,
    uri: window.location.origin,
    chainId,
    nonce,
    issuedAt: new Date(issuedAt).toISOString(),
    expirationTime: new Date(issuedAt + UPLOAD_SESSION_MAX_MS).toISOString(),
  })
  const signature = await signer.signMessage(message)
  let response: Response
  try {
    response = await fetch(`${uploadUrl}${UPLOAD_SESSION_PATHS.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature }),
      signal: AbortSignal.timeout(10_000),
    })
  } catch {
    throw new UploadError('Could not reach the upload service. Check your connection and try again.', 'network')
  }
  const json = (await response.json().catch(() => null)) as Partial<UploadSession & UploadErrorBody> | null
  if (!response.ok || typeof json?.token !== 'string' || typeof json.expiresAt !== 'number') {
    const refusal = json?.error
    throw new UploadError(
      typeof refusal?.message === 'string' ? refusal.message : `The upload service answered ${response.status}.`,
      typeof refusal?.code === 'string' ? refusal.code : 'http',
      response.status,
    )
  }
  const session: UploadSession = { token: json.token, address, expiresAt: json.expiresAt }
  const key = keyOf(uploadUrl, address)
  memory.set(key, session)
  writeStored({ ...readStored(), [key]: session })
  return session
}
