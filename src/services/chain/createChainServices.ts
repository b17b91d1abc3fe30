import type { AppConfig } from '../../config'
import type { PendingTransaction, TxTag } from '../tx/pendingTransactions'
import { resumePendingTransactions } from '../tx/resumePendingTransactions'
import { runTransaction } from '../tx/runTransaction'
import type { ChainReader } from './readProvider'
import * as reads from './reads'
import { mintReferrer, resolveReferrer } from './referrer'
import type { MintRequest } from './writes'
import { sendEditDefaultDomain, sendMint } from './writes'

export const MINT_SUCCESS_MESSAGE = 'You have successfully minted a name!'
export const USERNAME_CHANGED_MESSAGE = 'You have successfully changed your username!'

/**
 * Every read and write the app makes, bound to one config and one reader (the app's shared one, or a test chain's).
 * Reads go through the reader's multicall runner, so reads started together cost one `eth_call`.
 */
export function createChainServices(config: AppConfig, getReader: () => ChainReader) {
  const readDomainHolder = (name: string) => reads.readDomainHolder(getReader(), config, name)
  const receiptProvider = () => getReader().provider
  return {
    readDefaultName: (address: string) => reads.readDefaultName(getReader(), config, address),
    readDomainHolder,
    readDomainData: (name: string) => reads.readDomainData(getReader(), config, name),
    readMintPrices: () => reads.readMintPrices(getReader(), config),
    readPoints: (address: string) => reads.readPoints(getReader(), config, address),
    readTokenBalance: (token: string, address: string) => reads.readTokenBalance(getReader(), token, address),
    readNativeBalance: (address: string) => reads.readNativeBalance(getReader(), config, address),

    /** Spec §5 Referrer: a `ref` value (address or name) to an accepted referrer address, or null. */
    resolveReferrer: (ref: string, userAddress?: string | null) => resolveReferrer(ref, readDomainHolder, userAddress),

    /**
     * Spec §4 Mint flow: mints `request.domainName` for the connected user on the minter (or the plain TLD), paying
     * `valueWei` and the referrer chosen by spec §5 from the stored one. Resolves once confirmed.
     */
    mintDomain: (request: MintRequest, tags: readonly TxTag[] = []) =>
      runTransaction(
        (signer) => sendMint(signer, config, { ...request, referrer: mintReferrer(request.referrer, request.holder, config.defaultReferrer) }),
        { successMessage: MINT_SUCCESS_MESSAGE, receiptProvider: receiptProvider(), tags },
      ),

    /** Spec §4 Change username: makes an owned name the user's main name. Resolves once confirmed. */
    editDefaultDomain: (domainName: string, tags: readonly TxTag[] = []) =>
      runTransaction((signer) => sendEditDefaultDomain(signer, config, domainName), {
        successMessage: USERNAME_CHANGED_MESSAGE,
        receiptProvider: receiptProvider(),
        tags,
      }),

    /** Waits again for the transactions a reload interrupted (see resumePendingTransactions). */
    resumePendingTransactions: (onSettled: (record: PendingTransaction) => void) =>
      resumePendingTransactions(receiptProvider(), config.chain.chainId, onSettled),
  }
}

export type ChainServicesApi = ReturnType<typeof createChainServices>
