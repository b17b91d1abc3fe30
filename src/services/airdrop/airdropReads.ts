import type { CallBatcher } from '../chain/rpc/callBatcher'
import { readContract } from '../chain/rpc/readContract'
import { CLAIM_ACTIVITY_POINTS_ABI, CLAIM_DOMAINS_ABI, TLD_REGISTRY_ABI } from './airdropAbi'

/** What the registry returns as the holder of a name nobody holds. */
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** The addresses the airdrop screen reads (AppConfig fields; an airdrop whose address is '' is not offered). */
export interface AirdropAddresses {
  airdropClaimDomainsAddress: string
  airdropApAddress: string
  punkTldAddress: string
}

/** A name's airdrop as the chain sees it; wei as decimal strings. */
export interface DomainClaim {
  /** The name as the registry keys it: ASCII A-Z lower-cased, without the tld. */
  domainName: string
  /** Null when nobody holds the name. */
  holder: string | null
  tokenId: string
  claimed: boolean
  /** Token id at most the claimer's `maxIdEligible`. */
  eligible: boolean
  maxIdEligible: string
  rewardWei: string
  paused: boolean
}

/** The connected wallet's activity points airdrop. */
export interface ActivityPointsClaim {
  /** Chat tokens (wei) a claim would mint now; '0' once claimed. */
  previewWei: string
  claimed: boolean
  paused: boolean
}

/**
 * The registry key of a name: ASCII A-Z lower-cased, everything else untouched, exactly as the TLD lower-cases
 * when minting (String.prototype.toLowerCase would also change 'É', which the chain keeps).
 */
export const toRegistryKey = (domainName: string): string =>
  domainName.replace(/[A-Z]/g, (letter) => letter.toLowerCase())

/** Reads a name's airdrop state in one batch: its registry entry, whether it claimed, the reward and the snapshot. */
export async function readDomainClaim(
  batcher: CallBatcher,
  addresses: AirdropAddresses,
  domainName: string,
): Promise<DomainClaim> {
  const key = toRegistryKey(domainName)
  const claimer = addresses.airdropClaimDomainsAddress
  const [[, tokenId, holder], claimed, reward, maxId, paused] = await Promise.all([
    readContract(batcher, addresses.punkTldAddress, TLD_REGISTRY_ABI, 'domains', [key]),
    readContract(batcher, claimer, CLAIM_DOMAINS_ABI, 'hasClaimed', [key]),
    readContract(batcher, claimer, CLAIM_DOMAINS_ABI, 'chatReward'),
    readContract(batcher, claimer, CLAIM_DOMAINS_ABI, 'maxIdEligible'),
    readContract(batcher, claimer, CLAIM_DOMAINS_ABI, 'paused'),
  ])
  const hasHolder = holder !== ZERO_ADDRESS
  return {
    domainName: key,
    holder: hasHolder ? holder : null,
    tokenId: tokenId.toString(),
    claimed,
    eligible: hasHolder && tokenId <= maxId,
    maxIdEligible: maxId.toString(),
    rewardWei: reward.toString(),
    paused,
  }
}

/** Reads `address`'s activity points airdrop: the preview, whether it claimed, and the pause flag (one batch). */
export async function readActivityPointsClaim(
  batcher: CallBatcher,
  addresses: AirdropAddresses,
  address: string,
): Promise<ActivityPointsClaim> {
  const claimer = addresses.airdropApAddress
  const [preview, claimed, paused] = await Promise.all([
    readContract(batcher, claimer, CLAIM_ACTIVITY_POINTS_ABI, 'claimPreview', [address]),
    readContract(batcher, claimer, CLAIM_ACTIVITY_POINTS_ABI, 'hasClaimed', [address]),
    readContract(batcher, claimer, CLAIM_ACTIVITY_POINTS_ABI, 'paused'),
  ])
  return { previewWei: preview.toString(), claimed, paused }
}
