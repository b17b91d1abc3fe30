import { config } from '../../config'
import { getChainReader } from '../chain/readProvider'
import type { TxSummary } from '../tx/runTransaction'
import { runTransaction } from '../tx/runTransaction'
import { registerAirdropErrors } from './airdropErrors'
import { sendActivityPointsClaim, sendDomainClaim } from './airdropWrites'

/**
 * The airdrop's writes through the one transaction lifecycle (toasts, receipt on the site's RPC); loaded on the
 * first claim, since they carry ethers' `Contract` and the runner.
 */
registerAirdropErrors()

const reader = () => getChainReader(config)

/** Claims the name holders' airdrop for `domainName` (tokens to its holder); resolves once confirmed. */
export const claimForDomain = (domainName: string, successMessage: string): Promise<TxSummary> =>
  runTransaction((signer) => sendDomainClaim(signer, config.airdropClaimDomainsAddress, domainName), {
    successMessage,
    reader: reader(),
  })

/** Claims the connected wallet's activity points airdrop; resolves once confirmed. */
export const claimForActivityPoints = (successMessage: string): Promise<TxSummary> =>
  runTransaction((signer) => sendActivityPointsClaim(signer, config.airdropApAddress), {
    successMessage,
    reader: reader(),
  })
