/**
 * The Farcaster notification routes of the upload endpoint (issue #37; server/notify/), for the server and the site's
 * services. The manifest (src/config/farcaster.ts, a layer that may not import protocol/) repeats the webhook path;
 * scripts/farcaster-manifest.test.ts checks they agree. Plain TypeScript with no imports.
 */

/** Where Farcaster clients POST their signed events; the manifest's `webhookUrl` is this path under `uploadUrl`. */
export const FARCASTER_WEBHOOK_PATH = '/farcaster/webhook'

/** Where the site links its Quick Auth user (fid) to their wallet address: POST with `Authorization: Bearer <jwt>`. */
export const FARCASTER_LINK_PATH = '/farcaster/link'
