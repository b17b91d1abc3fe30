/**
 * Search engines, social preview fetchers and link unfurlers (Googlebot, bingbot, Twitterbot, facebookexternalhit,
 * Slackbot, Discordbot, WhatsApp, …). Automated browsers used for testing (HeadlessChrome, Lighthouse) are not crawlers.
 */
const CRAWLER_USER_AGENT =
  /bot\b|crawl|spider|slurp|facebookexternalhit|facebookcatalog|embedly|vkshare|whatsapp|w3c_validator|preview/i

/** True for a crawler's user agent string (spec §2: crawlers get no error page). */
export const isCrawlerUserAgent = (userAgent: string): boolean => CRAWLER_USER_AGENT.test(userAgent)

/** True when this page is being rendered for a crawler. */
export const isCrawler = (): boolean => typeof navigator !== 'undefined' && isCrawlerUserAgent(navigator.userAgent)
