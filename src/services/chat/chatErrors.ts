import type { AppError } from '../errors'
import { TxFailedError, isUserRejection, toAppError } from '../errors'
import { CHAT_REFUSED, TX_REPORTED } from './errorCodes'
import { UploadError } from './uploadError'

/** A reason the chat refuses an action before anything is signed or paid; its message is shown as is. */
export class ChatError extends Error {}

/** Maps what a chat action threw to an AppError whose message can be shown as is. */
export function toChatError(error: unknown): AppError {
  if (error instanceof TxFailedError)
    return { message: error.message, code: TX_REPORTED, ...(error.isRejection && { isRejection: true }) }
  if (error instanceof ChatError) return { message: error.message, code: CHAT_REFUSED }
  if (error instanceof UploadError) return { message: error.message, code: error.code }
  if (isUserRejection(error))
    return { ...toAppError(error), message: 'You rejected the signature: nothing was uploaded.' }
  return toAppError(error, 'Something went wrong. Please try again.')
}
