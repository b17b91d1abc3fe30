import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { UploadErrorBody, UploadNonce, UploadSession, UploadSignIn } from '../../../protocol/upload'
import { UPLOAD_SESSION_PATHS } from '../../../protocol/upload'
import { absoluteUrl } from '../../lib/absoluteUrl'
import { isRecord } from '../../lib/guards'
import type { UploadSessionTransport } from '../../services/chat/sessionTransport'
import { SessionsUnsupported } from '../../services/chat/sessionTransport'
import { UploadError } from '../../services/chat/uploadError'
import { httpApi } from '../httpApi'
import type { AppDispatch } from '../store'

/**
 * The upload endpoint's sign-in calls (issue #16 sessions, issue #20 RTK Query for every remote call): both are
 * mutations, since a nonce is single-use and a session is created, never cached. The POST is not retried: a lost
 * answer would leave its nonce spent, so a retry could only be refused; the user's next post signs in again.
 */
export const uploadSessionApi = httpApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET {uploadUrl}/session/nonce` (arg: the upload URL). */
    getUploadNonce: build.mutation<UploadNonce, string>({
      query: (uploadUrl) => ({ url: absoluteUrl(`${uploadUrl}${UPLOAD_SESSION_PATHS.nonce}`), method: 'GET' }),
      // A network failure or 5xx is tried once more; a refusal or a 404 (no sessions) is an answer.
      extraOptions: {
        retryCondition: (error: FetchBaseQueryError, _args: unknown, { attempt }: { attempt: number }) =>
          attempt <= 1 && (typeof error.status !== 'number' || error.status >= 500),
      },
    }),
    /** `POST {uploadUrl}/session` with the signed EIP-4361 message. */
    openUploadSession: build.mutation<UploadSession, { uploadUrl: string; signIn: UploadSignIn }>({
      query: ({ uploadUrl, signIn }) => ({
        url: absoluteUrl(`${uploadUrl}${UPLOAD_SESSION_PATHS.signIn}`),
        method: 'POST',
        body: signIn,
      }),
      extraOptions: { maxRetries: 0 },
    }),
    /** `DELETE {uploadUrl}/session` with the Bearer token (issue #35: a wallet disconnect ends the session). */
    revokeUploadSession: build.mutation<null, { uploadUrl: string; token: string }>({
      query: ({ uploadUrl, token }) => ({
        url: absoluteUrl(`${uploadUrl}${UPLOAD_SESSION_PATHS.revoke}`),
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
        // 204: no body to parse.
        responseHandler: 'text',
      }),
      // Ending a session twice is harmless, so a network failure or 5xx is tried once more.
      extraOptions: {
        retryCondition: (error: FetchBaseQueryError, _args: unknown, { attempt }: { attempt: number }) =>
          attempt <= 1 && (typeof error.status !== 'number' || error.status >= 500),
      },
    }),
  }),
})

const UNREACHABLE = 'Could not reach the upload service. Check your connection and try again.'

/** An RTK Query error of the upload endpoint as the UploadError the chat shows (its message and code). */
export function toUploadError(error: unknown): UploadError {
  const { status, data } = (isRecord(error) ? error : {}) as Partial<FetchBaseQueryError>
  if (typeof status !== 'number') return new UploadError(UNREACHABLE, 'network')
  const refusal = isRecord(data) ? (data as Partial<UploadErrorBody>).error : undefined
  return new UploadError(
    typeof refusal?.message === 'string' ? refusal.message : `The upload service answered ${status}.`,
    typeof refusal?.code === 'string' ? refusal.code : 'http',
    status,
  )
}

const hasHttpStatus = (error: unknown): error is { status: number } =>
  isRecord(error) && typeof error.status === 'number'

/**
 * The transport services/chat/uploadSession.ts signs in through, backed by the mutations above on `dispatch`'s store.
 * Each call's cache entry is removed once it settles (nothing of a sign-in stays in the store).
 */
export function createUploadSessionTransport(dispatch: AppDispatch): UploadSessionTransport {
  return {
    async fetchNonce(uploadUrl) {
      const request = dispatch(uploadSessionApi.endpoints.getUploadNonce.initiate(uploadUrl))
      try {
        const { nonce } = await request.unwrap()
        if (typeof nonce !== 'string') throw new SessionsUnsupported('The nonce answer has no nonce')
        return nonce
      } catch (error) {
        if (error instanceof SessionsUnsupported) throw error
        // Any answer but a nonce (404 from an older deployment, a refusal): sign each upload instead, as before.
        if (hasHttpStatus(error)) throw new SessionsUnsupported(`No upload sessions (${String(error.status)})`)
        throw toUploadError(error)
      } finally {
        request.reset()
      }
    },
    async openSession(uploadUrl, signIn) {
      const request = dispatch(uploadSessionApi.endpoints.openUploadSession.initiate({ uploadUrl, signIn }))
      try {
        const session = await request.unwrap()
        if (typeof session.token !== 'string' || typeof session.expiresAt !== 'number') {
          throw new UploadError('The upload service answered without a session.', 'http', 200)
        }
        return session
      } catch (error) {
        throw error instanceof UploadError ? error : toUploadError(error)
      } finally {
        request.reset()
      }
    },
    async revokeSession(uploadUrl, token) {
      const request = dispatch(uploadSessionApi.endpoints.revokeUploadSession.initiate({ uploadUrl, token }))
      try {
        await request.unwrap()
      } catch (error) {
        throw toUploadError(error)
      } finally {
        request.reset()
      }
    },
  }
}
