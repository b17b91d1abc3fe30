import { shortenAddress } from '../../lib/format'
import { isHexAddress } from '../../lib/guards'
import { nameInputProblem, truncateForMessage } from '../../lib/identity'
import { formatAmount } from '../../lib/units'
import type { ActivityPointsClaim, DomainClaim } from '../../services/airdrop/airdropReads'

/** Whether a claim can be sent now, and the sentence that says so or why not. */
export interface ClaimStatus {
  canClaim: boolean
  message: string
}

/** Chat token amounts in messages: at most 4 decimals, rounded down. */
export const formatTokens = (wei: string): string => formatAmount(wei, 18, 4)

/** Issue #39: an address typed into the name field is not taken for a name (the airdrop is per name). */
export const addressNotNameMessage = (tld: string): string =>
  `Enter a ${tld} name: this airdrop is claimed per name, not per address.`

/**
 * Why text typed into the airdrop's name field cannot be looked up as a name (issue #39): an address, a short "0x1234"
 * (not a valid address), or another naming system's name ("bob.eth"); null when it can (or is empty).
 */
export function airdropNameProblem(text: string, tld: string): string | null {
  const value = text.trim()
  if (!value) return null
  if (isHexAddress(value)) return addressNotNameMessage(tld)
  return nameInputProblem(value, tld)
}

/**
 * Issue #14 Domain holders: the state of a name's claim, first match wins: paused, nobody holds the name, already
 * claimed (whatever case was typed: the claim is keyed by the name's token), not eligible (a token id above the
 * snapshot), else claimable, with the reward and who receives it.
 */
export function domainClaimStatus(claim: DomainClaim, tld: string, symbol: string): ClaimStatus {
  // A long name is shortened (issue #39): each message echoes it.
  const fullName = truncateForMessage(`${claim.domainName}${tld}`)
  if (claim.paused) return { canClaim: false, message: 'The name holders’ airdrop is paused.' }
  if (claim.holder === null)
    return { canClaim: false, message: `Nobody holds ${fullName}, so it has nothing to claim.` }
  if (claim.claimed) return { canClaim: false, message: `${fullName} has already claimed its airdrop.` }
  if (!claim.eligible) {
    return {
      canClaim: false,
      message: `${fullName} is not eligible: the airdrop is for names #1 to #${claim.maxIdEligible}, and it is #${claim.tokenId}.`,
    }
  }
  return {
    canClaim: true,
    message: `${fullName} can claim ${formatTokens(claim.rewardWei)} ${symbol}, sent to its holder ${shortenAddress(claim.holder)}.`,
  }
}

/**
 * Issue #14 Activity Points: the wallet's claim, first match wins: already claimed, paused, nothing to claim, else
 * the amount it can claim.
 */
export function activityPointsClaimStatus(claim: ActivityPointsClaim, symbol: string): ClaimStatus {
  if (claim.claimed) return { canClaim: false, message: 'You have claimed your activity points airdrop.' }
  if (claim.paused) return { canClaim: false, message: 'The activity points airdrop is paused.' }
  if (BigInt(claim.previewWei) === 0n) {
    return { canClaim: false, message: 'You have nothing to claim: spend on names or swaps to earn a share.' }
  }
  return { canClaim: true, message: `You can claim ${formatTokens(claim.previewWei)} ${symbol}.` }
}

/** Success toasts of the two claims. */
export const airdropMessages = {
  domain: (reward: string, symbol: string, fullName: string) => `You have claimed ${reward} ${symbol} for ${fullName}!`,
  activityPoints: (amount: string, symbol: string) => `You have claimed ${amount} ${symbol} for your activity points!`,
} as const
