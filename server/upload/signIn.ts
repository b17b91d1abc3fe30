import { getAddress } from 'ethers'
import { SiweMessage } from 'siwe'
import { UPLOAD_SESSION_MAX_MS, UPLOAD_SIGN_IN_STATEMENT } from '../../protocol/upload'

/** Why a sign-in is refused (shown to the user as is). */
export class SignInRefused extends Error {}

/** A sign-in for another chain than the endpoint's (issue #35): its own refusal code, `wrong_chain`. */
export class WrongChain extends SignInRefused {}

/** What a signature for chain `signed` is told by an endpoint of chain `expected` (shown to the user as is). */
export const wrongChainMessage = (signed: string | number, expected: number): string =>
  `The signature is for chain ${String(signed)}, but this site runs on chain ${expected}. Reload the page and try again.`

export interface SignInCheck {
  /** The EIP-4361 message text as the wallet signed it. */
  message: string
  signature: string
  /**
   * Hosts a message may name as its domain (the site's hosts), or '*' for any (devnet: allowedOrigins '*'), in which
   * case the request's Origin host, when sent, must be the domain.
   */
  domains: readonly string[] | '*'
  /** The Origin header's host of the request, '' when none. */
  originHost: string
  /** The endpoint's chain (EIP-155 id): the message's Chain ID must be it. */
  chainId: number
  /** Consumes a nonce this endpoint issued: true once, false when unknown, used or expired. */
  takeNonce: (nonce: string) => Promise<boolean>
  now: number
}

/** The longest a message may claim to have been issued before it arrives (the nonce lives 5 minutes anyway). */
const MAX_MESSAGE_AGE_MS = 5 * 60 * 1000

/**
 * Checks a Sign-In with Ethereum message (EIP-4361, with the `siwe` library): it parses, names an accepted domain and
 * this service's statement, names the endpoint's chain (issue #35; else WrongChain), carries a nonce this endpoint
 * issued (used once), is within its validity window, and is signed by its address (EIP-191). Resolves the checksummed
 * address and until when a session may last (Unix ms: the message's expiration time, at most UPLOAD_SESSION_MAX_MS
 * from now). Throws SignInRefused.
 */
export async function checkSignIn({
  message,
  signature,
  domains,
  originHost,
  chainId,
  takeNonce,
  now,
}: SignInCheck): Promise<{ address: string; expiresAt: number }> {
  let siwe: SiweMessage
  try {
    siwe = new SiweMessage(message)
  } catch {
    throw new SignInRefused('The sign-in message is not a valid Sign-In with Ethereum message.')
  }
  const isDomainAccepted = domains === '*' ? !originHost || originHost === siwe.domain : domains.includes(siwe.domain)
  if (!isDomainAccepted) throw new SignInRefused('The sign-in message is for another site.')
  if (siwe.statement !== UPLOAD_SIGN_IN_STATEMENT) throw new SignInRefused('The sign-in message is not for uploads.')
  if (siwe.chainId !== chainId) throw new WrongChain(wrongChainMessage(siwe.chainId, chainId))
  const issuedAt = siwe.issuedAt ? Date.parse(siwe.issuedAt) : Number.NaN
  if (!(now - issuedAt <= MAX_MESSAGE_AGE_MS)) throw new SignInRefused('The sign-in message is too old. Sign in again.')
  const result = await siwe.verify(
    { signature, domain: siwe.domain, nonce: siwe.nonce, time: new Date(now).toISOString() },
    { suppressExceptions: true },
  )
  if (!result.success) throw new SignInRefused('The sign-in could not be verified. Sign in again.')
  // The nonce is spent only by a valid signature, so a stranger cannot burn someone else's nonce.
  if (!(await takeNonce(siwe.nonce))) throw new SignInRefused('The sign-in has been used already. Sign in again.')
  const requested = siwe.expirationTime ? Date.parse(siwe.expirationTime) : Number.POSITIVE_INFINITY
  return { address: getAddress(siwe.address), expiresAt: Math.min(requested, now + UPLOAD_SESSION_MAX_MS) }
}
