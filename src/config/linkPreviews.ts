/**
 * Link previews (issue #38): a card under a message for its first http(s) link, from the upload endpoint's
 * `GET {uploadUrl}/link-preview` (server/linkPreview). Per profile, like the reference's `linkPreviews` setting:
 * - devnet: on (its upload endpoint serves the route);
 * - base-sepolia: on, as in the reference, whose `linkPreviews` defaults to its own preview function, so a deployment
 *   shows cards unless it opts out. Build with `LINK_PREVIEWS=off` when the upload endpoint runs without its
 *   `LINK_PREVIEWS=on` (a missing route answers 404, which the app already takes as "no preview", but every link in
 *   view would still ask once).
 * Kept out of AppConfig so the first page's bundle does not carry it: only the chat's message view imports this.
 */
export const LINK_PREVIEWS: boolean =
  process.env.APP_PROFILE === 'devnet' || process.env.LINK_PREVIEWS?.toLowerCase() !== 'off'
