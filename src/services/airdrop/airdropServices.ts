import { config } from '../../config'
import { getLightReader } from '../chain/lightReader'
import type { TxSummary } from '../tx/runTransaction'
import type { ActivityPointsClaim, DomainClaim } from './airdropReads'
import { readActivityPointsClaim, readDomainClaim } from './airdropReads'

/**
 * The airdrop screen's chain code, loaded with its page: reads on the light path (shared Multicall3 batcher), and
 * the claims, whose heavy chunk loads on the first of them.
 */
const reader = () => getLightReader(config)

const loadAirdropWrites = () => import(/* webpackChunkName: "airdrop-writes" */ './airdropWriteServices')

/** A name's airdrop state (holder, claimed, eligible, reward, paused). */
export const readNameClaim = (domainName: string): Promise<DomainClaim> =>
  readDomainClaim(reader().batcher, config, domainName)

/** The wallet's activity points airdrop (preview, claimed, paused). */
export const readPointsClaim = (address: string): Promise<ActivityPointsClaim> =>
  readActivityPointsClaim(reader().batcher, config, address)

/** Claims for a name; resolves once confirmed. */
export const claimName = async (domainName: string, successMessage: string): Promise<TxSummary> =>
  (await loadAirdropWrites()).claimForDomain(domainName, successMessage)

/** Claims the wallet's activity points airdrop; resolves once confirmed. */
export const claimPoints = async (successMessage: string): Promise<TxSummary> =>
  (await loadAirdropWrites()).claimForActivityPoints(successMessage)
