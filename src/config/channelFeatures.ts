/**
 * Whether the configured chat channels keep reactions and edit versions (issue #38; devnet/README.md "Chat channel
 * additions"): the devnet's own contracts do; the base-sepolia profile's reference channels do not, so the app never
 * asks them (each message's read would fail). Decided per build, like the session registry (config/sessionKeys.ts),
 * and outside AppConfig so the first page's bundle does not carry it.
 */
export const CHANNELS_HAVE_EXTRAS: boolean = process.env.APP_PROFILE === 'devnet'
