import type { Signer } from 'ethers'

/** A wallet that knows its address (ethers Wallet or HDNodeWallet). */
type TestWallet = Signer & { address: string }
import { SiweMessage } from 'siwe'
import type { UploadNonce, UploadSession } from '../../../protocol/upload'
import { UPLOAD_SESSION_PATHS, UPLOAD_SIGN_IN_STATEMENT } from '../../../protocol/upload'
import { TEST_CHAIN_ID } from './signedRequest'

export interface SignInOptions {
  /** The site the message names (its host). */
  domain?: string
  statement?: string
  /** Use this nonce instead of asking the endpoint for one. */
  nonce?: string
  issuedAt?: Date
  expirationTime?: Date
  /** Who signs (defaults to the wallet the message names). */
  signer?: TestWallet
  /** The Origin header sent with the sign-in. */
  origin?: string
  /** The chain the message names. */
  chainId?: number
}

/** Asks the endpoint at `url` for a nonce. */
export async function fetchNonce(url: string): Promise<string> {
  const response = await fetch(`${url}${UPLOAD_SESSION_PATHS.nonce}`)
  return ((await response.json()) as UploadNonce).nonce
}

/** A sign-in request as the site sends it (or tampered with), and the answer. */
export async function signIn(
  url: string,
  wallet: TestWallet,
  {
    domain = 'site.example',
    statement = UPLOAD_SIGN_IN_STATEMENT,
    nonce,
    issuedAt = new Date(),
    expirationTime,
    signer = wallet,
    origin = `https://${domain}`,
    chainId = TEST_CHAIN_ID,
  }: SignInOptions = {},
): Promise<{ status: number; json: Partial<UploadSession> & { error?: { code: string } }; message: string }> {
  const message = new SiweMessage({
    domain,
    address: wallet.address,
    statement,
    uri: `https://${domain}`,
    version: '1',
    chainId,
    nonce: nonce ?? (await fetchNonce(url)),
    issuedAt: issuedAt.toISOString(),
    ...(expirationTime && { expirationTime: expirationTime.toISOString() }),
  }).prepareMessage()
  const signature = await signer.signMessage(message)
  const response = await fetch(`${url}${UPLOAD_SESSION_PATHS.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ message, signature }),
  })
  return { status: response.status, json: (await response.json()) as never, message }
}

/** An upload under a session: the body and `Authorization: Bearer <token>`, no signature headers. */
export const sessionRequest = (token: string, body: Buffer, contentType = 'application/json'): RequestInit => ({
  method: 'POST',
  body: new Uint8Array(body),
  headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
})

/** Ends the session `token` at the endpoint (`DELETE /session`, as the site does on a wallet disconnect). */
export const revoke = (url: string, token: string): Promise<Response> =>
  fetch(`${url}${UPLOAD_SESSION_PATHS.revoke}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
