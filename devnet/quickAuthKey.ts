import type { JSONWebKeySet, JWTPayload } from 'jose'
import { SignJWT, importJWK } from 'jose'

/**
 * The devnet's Farcaster Quick Auth issuer (issue #16): on the devnet there is no auth.farcaster.xyz that could sign
 * in a test wallet, so the devnet upload endpoint trusts this key for tokens in the name of the issuer the app is
 * built with, and the e2e tests play that server (POST /nonce, POST /verify-siwf) on Playwright routes, signing with
 * it. Committed on purpose, like anvil's accounts: a devnet endpoint only. Never trust it elsewhere.
 */
const DEVNET_QUICK_AUTH_PRIVATE_JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'G3ZU47cBjUgeTj10kyA3pSYEvEAn0w777PhiqxwRKn8',
  y: 'uv0z7bycK_5F0Ce1IbRHzqKqjCygkxeTxE9REz07ITc',
  d: 'zcot7yM7JLSqWbvOfoDqXyqrXBykraDgpjOnNBNw8Y0',
} as const

const KID = 'devnet-quick-auth-1'

/** The issuer the devnet's tokens name: what the devnet app asks (config.quickAuthServerOrigin's default). */
export const DEVNET_QUICK_AUTH_ISSUER = process.env.QUICK_AUTH_SERVER_ORIGIN || 'https://auth.farcaster.xyz'

/** The public half, as the devnet endpoint's key set. */
export const DEVNET_QUICK_AUTH_JWKS: JSONWebKeySet = {
  keys: [
    {
      kty: 'EC',
      crv: 'P-256',
      x: DEVNET_QUICK_AUTH_PRIVATE_JWK.x,
      y: DEVNET_QUICK_AUTH_PRIVATE_JWK.y,
      kid: KID,
      alg: 'ES256',
      use: 'sig',
    },
  ],
}

export interface DevnetQuickAuthClaims {
  /** The wallet the user signed in with. */
  address: string
  /** The Farcaster id. */
  fid: number
  /** The domain the host's sign-in message named (the token's audience). */
  domain: string
  /** Lifetime in seconds (default one hour). */
  lifetimeSeconds?: number
}

/** A Quick Auth JWT as the devnet's stand-in for `/verify-siwf` answers it (ES256, signed with the devnet key). */
export async function issueDevnetQuickAuthToken({
  address,
  fid,
  domain,
  lifetimeSeconds = 3600,
}: DevnetQuickAuthClaims): Promise<string> {
  const key = await importJWK({ ...DEVNET_QUICK_AUTH_PRIVATE_JWK }, 'ES256')
  // Farcaster's server puts the fid in `sub` as a number (quick-auth's JWTPayload), not the string JWT suggests.
  const claims = { address, sub: fid } as unknown as JWTPayload
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: KID })
    .setIssuer(DEVNET_QUICK_AUTH_ISSUER)
    .setAudience(domain)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(key)
}
