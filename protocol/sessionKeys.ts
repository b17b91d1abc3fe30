/**
 * Human-readable ABI of the session-key registry (devnet/contracts/SessionKeys.sol, issue #38): a key generated in the
 * browser posts for its user in the channels it was registered for, until it expires, is spent or is revoked. Shared
 * by the site (src/services/chat/session) and the upload endpoint, which accepts a registered key as its user.
 */
export const SESSION_KEYS_ABI = [
  'function sessions(address key) view returns (address user, uint64 expiresAt, uint128 spendCap, uint128 spent)',
  'function userOf(address key, address channel) view returns (address)',
  'function isChannelOf(address key, address channel) view returns (bool)',
  'function registrationDigest(address user, address key, uint64 expiresAt, uint128 spendCap, address[] channels) view returns (bytes32)',
  'function register(address key, uint64 expiresAt, uint128 spendCap, address[] channels, bytes keySignature) payable',
  'function revoke(address key)',
] as const
