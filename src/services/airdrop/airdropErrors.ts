import { registerCustomErrors } from '../errors'
import { CLAIM_ACTIVITY_POINTS_ABI, CLAIM_DOMAINS_ABI } from './airdropAbi'

/** What the airdrop claimers' reverts say (the screen prevents them; a race can still cause one). */
export const AIRDROP_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ClaimingPaused: 'Error: Claiming is paused.',
  NoDomainHolder: 'Error: Nobody holds this name.',
  NotEligible: 'Error: This name is not eligible for the airdrop.',
  AlreadyClaimed: 'Error: This airdrop has already been claimed.',
  NothingToClaim: 'Error: There is nothing to claim.',
}

/** Makes both claimers' custom errors readable in toasts (call when the claims load). */
export const registerAirdropErrors = (): void =>
  registerCustomErrors([...CLAIM_DOMAINS_ABI, ...CLAIM_ACTIVITY_POINTS_ABI], AIRDROP_ERROR_MESSAGES)
