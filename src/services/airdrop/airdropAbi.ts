/**
 * Human-readable ABIs of the airdrop screen (reference §3.9). Custom errors are declared so reverts decode by name.
 * Kept apart from services/chain/abis.ts so they load with the airdrop page only.
 */

/** Chat tokens for name holders (ChatTokenClaimDomains). */
export const CLAIM_DOMAINS_ABI = [
  'function chatReward() view returns (uint256)',
  'function maxIdEligible() view returns (uint256)',
  'function hasClaimed(string domainName) view returns (bool)',
  'function paused() view returns (bool)',
  'function claim(string domainName)',
  'error ClaimingPaused()',
  'error NoDomainHolder()',
  'error NotEligible()',
  'error AlreadyClaimed()',
] as const

/** Chat tokens for past spend (ChatTokenClaimActivityPoints). */
export const CLAIM_ACTIVITY_POINTS_ABI = [
  'function claimPreview(address user) view returns (uint256)',
  'function hasClaimed(address user) view returns (bool)',
  'function paused() view returns (bool)',
  'function claim()',
  'error ClaimingPaused()',
  'error AlreadyClaimed()',
  'error NothingToClaim()',
] as const

/** The TLD's raw registry (not lower-cased): where a name's token id and holder live. */
export const TLD_REGISTRY_ABI = [
  'function domains(string domainName) view returns (string name, uint256 tokenId, address holder, string data)',
] as const
