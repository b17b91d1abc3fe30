import { AbiCoder, Interface, dataSlice, isError } from 'ethers'
import { ERC20_ABI, PUNK_TLD_ABI } from '../chain/abis'
import { JSON_RPC_ERROR_MESSAGES, PROVIDER_ERROR_MESSAGES } from './rpcCodes'
import { findInError } from './walk'

/** A revert decoded from its data: a custom error by name, an `Error(string)` reason, or a panic code. */
export type RevertReason =
  | { kind: 'custom'; name: string }
  | { kind: 'reason'; reason: string }
  | { kind: 'panic'; code: number }

/** A plain, serializable error for RTK Query results and Redux (no bigint, no cycles). */
export interface AppError {
  message: string
  code?: string | number
  /** True when the user rejected the request in the wallet (4001 / ACTION_REJECTED). */
  isRejection?: boolean
}

const ERROR_STRING_SELECTOR = '0x08c379a0'
const PANIC_SELECTOR = '0x4e487b71'
const errorInterface = new Interface([...PUNK_TLD_ABI, ...ERC20_ABI].filter((f) => f.startsWith('error ')))

/** Turns anything thrown into an Error, keeping the original as `cause`. */
export function asError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown
  if (typeof thrown === 'string') return new Error(thrown)
  const message = findInError(thrown, (node) => (typeof node.message === 'string' ? node.message : undefined))
  return new Error(message ?? 'Unknown error', { cause: thrown })
}

/** True when the user rejected a wallet request: ethers ACTION_REJECTED or EIP-1193 code 4001 anywhere in the chain. */
export function isUserRejection(error: unknown): boolean {
  if (isError(error, 'ACTION_REJECTED')) return true
  return findInError(error, (node) => (node.code === 4001 || node.code === 'ACTION_REJECTED' ? true : undefined)) === true
}

/** The numeric JSON-RPC or EIP-1193 code carried by an error (or nested inside it), if any. */
export function getRpcCode(error: unknown): number | undefined {
  return findInError(error, (node) => (typeof node.code === 'number' ? node.code : undefined))
}

const isRevertData = (value: unknown): value is string =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{8}/.test(value) && value.length % 2 === 0

/** Finds the revert data (`0x` + selector + arguments) in an error from ethers, a wallet or an RPC node. */
export function getRevertData(error: unknown): string | undefined {
  return findInError(error, (node) => (isRevertData(node.data) ? node.data : undefined))
}

/** Decodes revert data with the app's error fragments; null if it matches none. */
export function decodeRevertData(data: string): RevertReason | null {
  const selector = dataSlice(data, 0, 4)
  try {
    if (selector === ERROR_STRING_SELECTOR) {
      const [reason] = AbiCoder.defaultAbiCoder().decode(['string'], dataSlice(data, 4))
      return { kind: 'reason', reason: String(reason) }
    }
    if (selector === PANIC_SELECTOR) {
      const [code] = AbiCoder.defaultAbiCoder().decode(['uint256'], dataSlice(data, 4))
      return { kind: 'panic', code: Number(code) }
    }
    const parsed = errorInterface.parseError(data)
    return parsed ? { kind: 'custom', name: parsed.name } : null
  } catch {
    return null
  }
}

/**
 * The revert reason of a failed call or transaction: decoded from revert data (custom errors by name), or from an
 * `execution reverted: <reason>` message when the node sent no data. Null when the error is not a revert.
 */
export function getRevertReason(error: unknown): RevertReason | null {
  const data = getRevertData(error)
  if (data) {
    const decoded = decodeRevertData(data)
    if (decoded) return decoded
  }
  const reason = findInError(error, (node) => {
    const message = typeof node.message === 'string' ? node.message : ''
    const match = /execution reverted: ([^"\n]+)/.exec(message)
    return match?.[1]?.trim()
  })
  return reason ? { kind: 'reason', reason } : null
}

/**
 * Spec §8 "Contract revert": from a client message keep the text between the details marker and the client version
 * marker, remove quotes, and replace 'execution reverted:' by 'Error:'. Messages without markers are cleaned the same.
 */
export function formatRevertMessage(message: string): string {
  const details = message.split('Details:')[1] ?? message
  const text = details.split('Version:')[0] ?? details
  return text.replace(/["']/g, '').replace(/execution reverted:/g, 'Error:').trim()
}

/** Friendly texts for custom errors a user can cause; other custom errors show their name. */
const CUSTOM_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  DomainAlreadyExists: 'This name is already taken',
  NotDomainHolder: 'You do not own this domain.',
  DomainBuyingDisabled: 'Error: Minting names is currently disabled.',
  DomainMintingDisabledForever: 'Error: Minting names has been disabled for good.',
  InsufficientPayment: 'Error: The payment is below the name price.',
  DomainNameEmpty: 'Error: The name is empty.',
  DomainNameTooLong: 'Error: The name is too long.',
  DomainNameContainsDots: 'Dots not allowed',
  DomainNameContainsSpaces: 'Spaces not allowed',
  ERC20InsufficientBalance: 'Error: Your token balance is too low.',
}

/** The user-facing text of a decoded revert (spec §8: 'execution reverted:' → 'Error:'). */
export function revertReasonMessage(reason: RevertReason): string {
  switch (reason.kind) {
    case 'custom':
      return CUSTOM_ERROR_MESSAGES[reason.name] ?? `Error: ${reason.name}`
    case 'reason':
      return `Error: ${formatRevertMessage(reason.reason)}`
    case 'panic':
      return `Error: the contract panicked (code 0x${reason.code.toString(16)}).`
  }
}

export const REJECTION_MESSAGE = 'You rejected the request in your wallet.'
export const TX_FAILED_MESSAGE = 'Transaction has failed.'

/**
 * The toast text for any error of a wallet or chain call: rejection, decoded revert, JSON-RPC or provider code
 * (spec §8 tables), else `fallback` ('Transaction has failed.' by default).
 */
export function toUserMessage(error: unknown, fallback = TX_FAILED_MESSAGE): string {
  if (isUserRejection(error)) return REJECTION_MESSAGE
  const revert = getRevertReason(error)
  if (revert) return revertReasonMessage(revert)
  const code = getRpcCode(error)
  if (code !== undefined) {
    const known = JSON_RPC_ERROR_MESSAGES[code] ?? PROVIDER_ERROR_MESSAGES[code]
    if (known) return known
  }
  return fallback
}

/** A serializable summary of an error for RTK Query `{ error }` results. */
export function toAppError(error: unknown, fallback?: string): AppError {
  const isRejection = isUserRejection(error)
  const code = getRpcCode(error) ?? (isError(error, 'CALL_EXCEPTION') ? 'CALL_EXCEPTION' : undefined)
  return { message: toUserMessage(error, fallback), ...(code !== undefined && { code }), ...(isRejection && { isRejection }) }
}
