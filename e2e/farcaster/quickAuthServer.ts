import type { Page, Route } from '@playwright/test'
import { DEVNET_FARCASTER_FID } from '../../devnet/farcasterAppKey'
import { DEVNET_QUICK_AUTH_ISSUER, issueDevnetQuickAuthToken } from '../../devnet/quickAuthKey'

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
}

/**
 * The Quick Auth server on the page's routes: a nonce, then a devnet token (devnet/quickAuthKey.ts, which the devnet
 * upload endpoint trusts) for `address` and the devnet Farcaster user (fid 4242), for the domain the sign-in named, or
 * for the next of `audiences` while there are any (a token the endpoint must refuse). Resolves with the paths called
 * and the tokens issued, both growing as the app signs in.
 */
export async function playQuickAuthServer(page: Page, address: string, audiences: string[] = []) {
  const calls: string[] = []
  const tokens: string[] = []
  await page.route(`${DEVNET_QUICK_AUTH_ISSUER}/**`, async (route: Route) => {
    const request = route.request()
    const { pathname } = new URL(request.url())
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS })
    calls.push(pathname)
    if (pathname === '/nonce') return route.fulfill({ headers: CORS, json: { nonce: `nonce${calls.length}` } })
    if (pathname === '/verify-siwf') {
      const { domain } = request.postDataJSON() as { domain: string }
      const token = await issueDevnetQuickAuthToken({
        address,
        fid: DEVNET_FARCASTER_FID,
        domain: audiences.shift() ?? domain,
      })
      tokens.push(token)
      return route.fulfill({ headers: CORS, json: { valid: true, token } })
    }
    return route.fulfill({ status: 404, headers: CORS, json: {} })
  })
  return { calls, tokens }
}
