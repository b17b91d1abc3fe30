import { getAddress, isAddress } from 'ethers'
import type { JSONWebKeySet, JWTVerifyGetKey } from 'jose'
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify } from 'jose'

/** Why a Quick Auth token is refused (shown to the user as is). */
export class QuickAuthRefused extends Error {}

/** Farcaster's Quick Auth server, the issuer of the tokens a mini app sends (spec §7). */
export const FARCASTER_QUICK_AUTH_ORIGIN = 'https://auth.farcaster.xyz'

export interface QuickAuthOptions {
  /** The Quick Auth server: the tokens' `iss`, and where its keys are (`{issuer}/.well-known/jwks.json`). */
  issuer: string
  /** Its public keys given here instead of fetched (devnet and tests: a key of our own). */
  jwks?: JSONWebKeySet
}

/** What a valid Quick Auth token says: who signed in, and until when the token holds (Unix ms). */
export interface QuickAuthIdentity {
  address: string
  /** The user's Farcaster id (`sub`). */
  fid: number
  expiresAt: number
}

/**
 * Checks a Quick Auth token (a JWT from the issuer's `/verify-siwf`, issue #16): its signature against the issuer's
 * keys, `iss`, `aud` (one of `audiences`; null checks none), `exp` and `nbf` at `now` (ms). `audiences` are the site's
 * hosts: the domain the host's sign-in message named.
 */
export type QuickAuthVerifier = (
  token: string,
  audiences: readonly string[] | null,
  now: number,
) => Promise<QuickAuthIdentity>

/** A JWT in its compact form: three base64url parts (a session token of the endpoint is one part). */
export const looksLikeJwt = (token: string): boolean => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)

/**
 * The verifier of Quick Auth tokens, with `jose` (a maintained JOSE library): keys from the issuer's JWKS (fetched
 * once, refreshed by jose on an unknown key id) or from `jwks`. Rejects with QuickAuthRefused for any token that is
 * not valid now; a JWKS that cannot be fetched rejects with the underlying error (the caller answers 503).
 */
export function createQuickAuthVerifier({ issuer, jwks }: QuickAuthOptions): QuickAuthVerifier {
  const keys: JWTVerifyGetKey = jwks
    ? createLocalJWKSet(jwks)
    : createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), { timeoutDuration: 5000 })
  return async (token, audiences, now) => {
    let payload: Record<string, unknown>
    try {
      ;({ payload } = await jwtVerify(token, keys, {
        issuer,
        ...(audiences && { audience: [...audiences] }),
        currentDate: new Date(now),
        requiredClaims: ['exp', 'sub'],
      }))
    } catch (error) {
      if (!isTokenFault(error)) throw error
      throw new QuickAuthRefused('Your Farcaster sign-in is invalid or has expired. Sign in again.')
    }
    const { address, sub, exp } = payload
    const fid = typeof sub === 'string' ? Number(sub) : sub
    if (typeof address !== 'string' || !isAddress(address) || typeof fid !== 'number' || !Number.isSafeInteger(fid)) {
      throw new QuickAuthRefused('Your Farcaster sign-in names no wallet address. Sign in again.')
    }
    return { address: getAddress(address.toLowerCase()), fid, expiresAt: Number(exp) * 1000 }
  }
}

/** jose's error codes that mean the token is bad; any other error (the issuer's keys unreachable) is ours. */
const TOKEN_FAULTS = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
])

const isTokenFault = (error: unknown): boolean => TOKEN_FAULTS.has(String((error as { code?: unknown } | null)?.code))
