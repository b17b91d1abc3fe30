import type { Signer, TransactionResponse } from 'ethers'
import type { AppConfig } from '../../config'
import { PUNK_MINTER_ABI, PUNK_TLD_ABI } from './abis'
import { writeContract } from './writeContract'

/** Arguments of a mint (spec §7: mint(name, holder = the user, referrer) payable with the price). */
export interface MintRequest {
  /** Lower-cased name without the tld. */
  domainName: string
  /** The user's own address (spec §7: the user is the holder). */
  holder: string
  /** The referrer to pay; `createChainServices` fills it from the stored one by the spec §5 rules. */
  referrer: string
  /** The price shown to the user, in wei. */
  valueWei: string
}

/** Sends the mint on the five-tier minter when configured, else directly on the TLD (spec §3, issue #3 part 3). */
export function sendMint(signer: Signer, config: AppConfig, request: MintRequest): Promise<TransactionResponse> {
  const args = [request.domainName, request.holder, request.referrer] as const
  const overrides = { value: BigInt(request.valueWei) }
  return config.punkMinterAddress
    ? writeContract(signer, config.punkMinterAddress, PUNK_MINTER_ABI, 'mint', args, overrides)
    : writeContract(signer, config.punkTldAddress, PUNK_TLD_ABI, 'mint', args, overrides)
}

/** Spec §7: editDefaultDomain(lower-cased name). */
export function sendEditDefaultDomain(
  signer: Signer,
  config: AppConfig,
  domainName: string,
): Promise<TransactionResponse> {
  return writeContract(signer, config.punkTldAddress, PUNK_TLD_ABI, 'editDefaultDomain', [domainName])
}
