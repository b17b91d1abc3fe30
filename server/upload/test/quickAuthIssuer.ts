import type { JSONWebKeySet } from 'jose'
import { SignJWT, exportJWK, generateKeyPair } from 'jose'

/** The issuer the tests' Quick Auth tokens name (a stand-in for https://auth.farcaster.xyz). */
export const TEST_ISSUER = 'https://quick-auth.test'

export interface TestTokenClaims {
  address?: string
  fid?: number
  aud?: string
  iss?: string
  /** Unix seconds. */
  exp?: number
}

/** A Quick Auth issuer of the tests: an ES256 key pair, its public JWKS, and tokens signed as /verify-siwf does. */
export interface TestIssuer {
  jwks: JSONWebKeySet
  issue(claims?: TestTokenClaims): Promise<string>
}

/** A fresh issuer key (P-256, ES256 as Farcaster's Quick Auth server signs). */
export async function createTestIssuer(): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true })
  const kid = `test-${Math.random().toString(36).slice(2)}`
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }
  return {
    jwks: { keys: [jwk] },
    issue: ({ address, fid = 1234, aud = 'site.example', iss = TEST_ISSUER, exp } = {}) =>
      new SignJWT({ ...(address && { address }) })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setSubject(String(fid))
        .setIssuer(iss)
        .setAudience(aud)
        .setIssuedAt()
        .setExpirationTime(exp ?? Math.floor(Date.now() / 1000) + 3600)
        .sign(privateKey),
  }
}
