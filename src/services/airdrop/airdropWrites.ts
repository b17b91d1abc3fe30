import type { Signer, TransactionResponse } from 'ethers'
import { writeContract } from '../chain/writeContract'
import { CLAIM_ACTIVITY_POINTS_ABI, CLAIM_DOMAINS_ABI } from './airdropAbi'
import { toRegistryKey } from './airdropReads'

/** `claim(name)` on the name holders' airdrop; anyone may send it, the tokens go to the name's holder. */
export const sendDomainClaim = (signer: Signer, claimer: string, domainName: string): Promise<TransactionResponse> =>
  writeContract(signer, claimer, CLAIM_DOMAINS_ABI, 'claim', [toRegistryKey(domainName)])

/** `claim()` on the activity points airdrop, for the signer. */
export const sendActivityPointsClaim = (signer: Signer, claimer: string): Promise<TransactionResponse> =>
  writeContract(signer, claimer, CLAIM_ACTIVITY_POINTS_ABI, 'claim', [])
