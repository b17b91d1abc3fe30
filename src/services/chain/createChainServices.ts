import type { AppConfig } from '../../config'
import type { TxTag } from '../tx/pendingTransactions'
import { resumePendingTransactions } from '../tx/resumePendingTransactions'
import { runTransaction } from '../tx/runTransaction'
import { createChainReadServices } from './chainReadServices'
import type { ChainReader } from './readProvider'
import { mintReferrer } from './referrer'
import type { MintRequest } from './writes'
import { sendEditDefaultDomain, sendMint } from './writes'

export const MINT_SUCCESS_MESSAGE = 'You have successfully minted a name!'
export const USERNAME_CHANGED_MESSAGE = 'You have successfully changed your username!'

/**
 * Every read and write the app makes, bound to one config and one reader (the app's shared one, or a test chain's).
 * Reads go through the reader's call batcher (see createChainReadServices); writes wait for receipts on its read transport.
 */
export function createChainServices(config: AppConfig, getReader: () => ChainReader) {
  return {
    ...createChainReadServices(config, getReader),

    /**
     * Spec §4 Mint flow: mints `request.domainName` for the connected user on the minter (or the plain TLD), paying
     * `valueWei` and the referrer chosen by spec §5 from the stored one. Resolves once confirmed.
     */
    mintDomain: (request: MintRequest, tags: readonly TxTag[] = []) =>
      runTransaction(
        (signer) =>
          sendMint(signer, config, {
            ...request,
            referrer: mintReferrer(request.referrer, request.holder, config.defaultReferrer),
          }),
        { successMessage: MINT_SUCCESS_MESSAGE, reader: getReader(), tags },
      ),

    /** Spec §4 Change username: makes an owned name the user's main name. Resolves once confirmed. */
    editDefaultDomain: (domainName: string, tags: readonly TxTag[] = []) =>
      runTransaction((signer) => sendEditDefaultDomain(signer, config, domainName), {
        successMessage: USERNAME_CHANGED_MESSAGE,
        reader: getReader(),
        tags,
      }),

    /** Waits again for the transactions a reload interrupted (see resumePendingTransactions). */
    resumePendingTransactions: () => resumePendingTransactions(getReader(), config.chain.chainId),
  }
}
