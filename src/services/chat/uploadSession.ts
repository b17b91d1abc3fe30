import type { Signer } from 'ethers'
import { getAddress } from 'ethers'
import type { UploadSession } from '../../../protocol/upload'
import { UPLOAD_SESSION_MAX_MS, signInMessage } from '../../../protocol/upload'
import { isRecord } from '../../lib/guards'
import { SessionsUnsupported, uploadSessionTransport } from './sessionTransport'

export { SessionsUnsupported }

/** A session is reused until this long before it expires (an upload in flight must not outlive it). */
export const SESSION_REUSE_MARGIN_MS = 15_000

/** sessionStorage key: the session lasts as long as the tab (a reload keeps it, a new tab signs in again). */
const STORAGE_KEY = 'upload-sessions'

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

/**
 * Ends every upload session this tab holds at `uploadUrl` (issue #35: called when the wallet disconnects): forgets
 * them at once, then asks the endpoint to end each (`DELETE /session`), so a token left in the tab or its
 * sessionStorage opens nothing. Resolves when every call has settled; never rejects (a session the endpoint could not
 * be told about still expires within 12 h), and hands each failure to `onError`.
 */
export async function endUploadSessions(
  uploadUrl: string,
  onError: (error: unknown) => void = () => {},
): Promise<void> {
  const prefix = `${uploadUrl} `
  const stored = readStored()
  const tokens = new Set<string>()
  for (const [key, session] of [...memory.entries(), ...Object.entries(stored)]) {
    if (!key.startsWith(prefix)) continue
    tokens.add(session.token)
    memory.delete(key)
    delete stored[key]
  }
  writeStored(stored)
  if (tokens.size === 0) return
  const transport = uploadSessionTransport()
  await Promise.all([...tokens].map((token) => transport.revokeSession(uploadUrl, token).catch(onError)))
}

export interface SignInRequest {
  uploadUrl: string
  signer: Signer
  chainId: number
  now?: () => number
}

/**
 * Signs in to the upload endpoint once (issue #16, Sign-In with Ethereum, EIP-4361): asks it for a nonce, has the
 * wallet sign the message (one prompt), and keeps the session it answers for the tab's lifetime. Both HTTP calls go
 * through the registered transport (the store's RTK Query HTTP API, issue #20). Rejects with the wallet's rejection,
 * an UploadError with the endpoint's refusal, or SessionsUnsupported when the endpoint has no sessions (the caller
 * then signs each upload).
 */
export async function signInForUploads({ uploadUrl, signer, chainId, now = Date.now }: SignInRequest) {
  const transport = uploadSessionTransport()
  const address = getAddress(await signer.getAddress())
  const nonce = await transport.fetchNonce(uploadUrl)
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
  const opened = await transport.openSession(uploadUrl, { message, signature })
  const session: UploadSession = { token: opened.token, address, expiresAt: opened.expiresAt }
  const key = keyOf(uploadUrl, address)
  memory.set(key, session)
  writeStored({ ...readStored(), [key]: session })
  return session
}
