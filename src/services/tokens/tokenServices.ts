import { config } from '../../config'
import { getChainReader } from '../chain/readProvider'
import { runTransaction } from '../tx/runTransaction'
import type { TransferRequest } from './transfers'
import { readNativeTransferFee, sendTransfer } from './transfers'

/** The send screen's chain code, loaded on demand (it carries ethers), bound to the configured chain. */
const reader = () => getChainReader(config)

/** Sends tokens through the transaction lifecycle (toasts, receipt); `successMessage` names amount and recipient. */
export const sendTokens = (request: TransferRequest, successMessage: string) =>
  runTransaction((signer) => sendTransfer(signer, request), { successMessage, reader: reader() })

/** The expected fee of a native transfer in wei (decimal string). */
export const readNativeSendFee = () => readNativeTransferFee(reader().provider)
