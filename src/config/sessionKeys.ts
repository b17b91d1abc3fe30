import addresses from './devnet-addresses.json'

/**
 * The session-key registry the chat channels ask on their posting paths (issue #38, devnet/contracts/SessionKeys.sol):
 * the devnet's; '' in the base-sepolia profile, whose reference channel contracts have no session support (each post
 * asks the wallet there). Kept out of AppConfig so the first page's bundle does not carry it: only the posting code
 * imports this.
 */
export const SESSION_KEYS_ADDRESS: string = process.env.APP_PROFILE === 'devnet' ? addresses.sessionKeys : ''
