import type { UploadSession, UploadSignIn } from '../../../protocol/upload'

/** The endpoint has no sessions (an older deployment): the caller signs each upload instead. */
export class SessionsUnsupported extends Error {}

/**
 * How the upload sign-in reaches the endpoint (issue #20: through the store's RTK Query HTTP API, which services may
 * not import). The composition root registers the store's implementation (store/api/uploadSessionApi.ts) at startup.
 */
export interface UploadSessionTransport {
  /** `GET {uploadUrl}/session/nonce`: a one-time nonce. Rejects with SessionsUnsupported (404) or an UploadError. */
  fetchNonce(uploadUrl: string): Promise<string>
  /** `POST {uploadUrl}/session` with the signed EIP-4361 message: the session. Rejects with an UploadError. */
  openSession(uploadUrl: string, signIn: UploadSignIn): Promise<UploadSession>
  /** `DELETE {uploadUrl}/session` with the session's Bearer token: ends it on the endpoint. Rejects with an UploadError. */
  revokeSession(uploadUrl: string, token: string): Promise<void>
}

let registered: UploadSessionTransport | null = null

/** Registers the transport (once, at startup; tests register their own). */
export function setUploadSessionTransport(transport: UploadSessionTransport | null): void {
  registered = transport
}

/** The registered transport. Throws when none is registered (a wiring mistake, not a user's problem). */
export function uploadSessionTransport(): UploadSessionTransport {
  if (!registered) throw new Error('No upload session transport registered (app startup registers it)')
  return registered
}
