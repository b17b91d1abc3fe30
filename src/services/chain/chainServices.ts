import { config } from '../../config'
import { toAppError } from '../errors'
import { runTransaction } from '../tx/runTransaction'
import { getChainReader } from './readProvider'
import * as reads from './reads'
import { resolveReferrer as resolveReferrerWith } from './referrer'
import type { MintRequest } from './writes'
import { sendEditDefaultDomain, sendMint } from './writes'

/**
 * The chain code the app loads on demand (it carries ethers, ~100 KB gzip): every read and write, bound to the
 * configured chain and its shared multicall reader. RTK Query endpoints reach it through `loadChainServices`.
 */
const reader = () => getChainReader(config)

export const readDefaultName = (address: string) => reads.readDefaultName(reader(), config, address)
export const readDomainHolder = (name: string) => reads.readDomainHolder(reader(), config, name)
export const readDomainData = (name: string) => reads.readDomainData(reader(), config, name)
export const readMintPrices = () => reads.readMintPrices(reader(), config)
export const readPoints = (address: string) => reads.readPoints(reader(), config, address)
export const readTokenBalance = (token: string, address: string) => reads.readTokenBalance(reader(), token, address)
export const readNativeBalance = (address: string) => reads.readNativeBalance(reader(), config, address)
export const resolveReferrer = (ref: string) => resolveReferrerWith(reader(), config, ref)

export const mintDomain = (request: MintRequest) =>
  runTransaction((signer) => sendMint(signer, config, request), {
    successMessage: 'You have successfully minted a name!',
    receiptProvider: reader().provider,
  })

export const editDefaultDomain = (domainName: string) =>
  runTransaction((signer) => sendEditDefaultDomain(signer, config, domainName), {
    successMessage: 'You have successfully changed your username!',
    receiptProvider: reader().provider,
  })

export { toAppError }
