import { dataSlice, isError } from 'ethers'
import { decodeParams } from '../chain/abi/abiCodec'
import { parseCustomError, parseParams } from '../chain/abi/abiTypes'
import { selectorOf } from '../chain/abi/lightFunction'
import { ERC20_ABI, PUNK_TLD_ABI } from '../chain/abis'
import { INSUFFICIENT_FUNDS_MESSAGE, REJECTION_MESSAGE, TX_FAILED_MESSAGE } from './messages'
import {
  ETHERS_CODE_USER_MESSAGES,
  JSON_RPC_ERROR_MESSAGES,
  PROVIDER_ERROR_MESSAGES,
  RPC_CODE_USER_MESSAGES,
} from './rpcCodes'
import { findInError } from './walk'

/** A revert decoded from its data: a custom error by name, an `Error(string)` reason, or a panic code. */
export type RevertReason =
  { kind: 'custom'; name: string } | { kind: 'reason'; reason: string } | { kind: 'panic'; code: number }

/** A plain, serializable error for RTK Query results and Redux (no bigint, no cycles). */
export interface AppError {
  message: string
  code?: string | number
  /** True when the user rejected the request in the wallet (4001 / ACTION_REJECTED). */
  isRejection?: boolean
}

const ERROR_STRING_SELECTOR = '0x08c379a0'
const PANIC_SELECTOR = '0x4e487b71'
const REASON_PARAMS = parseParams('string reason')
const PANIC_PARAMS = parseParams('uint256 code')
/** Custom error fragments and texts that feature chunks register when they load (see registerCustomErrors). */
const registeredFragments: string[] = []
const registeredMessages: Record<string, string> = {}

/**
 * The names of our contracts' custom errors by selector, computed on the first revert to decode (most sessions have
 * none), with the light ABI codec: no ethers `Interface` on the first screen's path (issue #18).
 */
let errorNames: Map<string, string> | undefined
const customErrors = () =>
  (errorNames ??= new Map(
    [...[...PUNK_TLD_ABI, ...ERC20_ABI].filter((f) => f.startsWith('error ')), ...registeredFragments].map(
      (fragment) => {
        const { name, signature } = parseCustomError(fragment)
        return [selectorOf(signature), name]
      },
    ),
  ))

/**
 * Lets a feature's chain code (loaded with its page) make its contracts' custom errors decodable, so their reverts
 * read as `messages[name]` (or 'Error: <name>') instead of 'Transaction has failed.', without this module importing
 * every ABI. Takes the `error …` fragments of `abi`; a fragment already known is skipped.
 */
export function registerCustomErrors(abi: readonly string[], messages: Readonly<Record<string, string>> = {}): void {
  const known = new Set<string>([...PUNK_TLD_ABI, ...ERC20_ABI, ...registeredFragments])
  const fresh = abi.filter((fragment) => fragment.startsWith('error ') && !known.has(fragment))
  if (fresh.length > 0) {
    registeredFragments.push(...fresh)
    errorNames = undefined
  }
  Object.assign(registeredMessages, messages)
}

/**
 * Thrown by the transaction runner after it has reported the failure on the tx bus (the toast is already shown);
 * callers only need to stop. `message` is the user-facing text.
 */
export class TxFailedError extends Error {
  constructor(
    message: string,
    readonly isRejection = false,
  ) {
    super(message)
    this.name = 'TxFailedError'
  }
}

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
  return (
    findInError(error, (node) => (node.code === 4001 || node.code === 'ACTION_REJECTED' ? true : undefined)) === true
  )
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
      const [reason] = decodeParams(REASON_PARAMS, dataSlice(data, 4))
      return { kind: 'reason', reason: String(reason) }
    }
    if (selector === PANIC_SELECTOR) {
      const [code] = decodeParams(PANIC_PARAMS, dataSlice(data, 4))
      return { kind: 'panic', code: Number(code) }
    }
    const name = customErrors().get(selector)
    return name ? { kind: 'custom', name } : null
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

const DETAILS_MARKER = 'Details:'
const VERSION_MARKER = 'Version:'

/**
 * Spec §8 "Contract revert": from a client message keep the text between the details marker and the client version
 * marker, remove quotes, and replace 'execution reverted:' by 'Error:'. Messages without markers are cleaned the same.
 */
export function formatRevertMessage(message: string): string {
  const details = message.split(DETAILS_MARKER)[1] ?? message
  const text = details.split(VERSION_MARKER)[0] ?? details
  return text
    .replace(/["']/g, '')
    .replace(/execution reverted:/g, 'Error:')
    .trim()
}

/** The spec §8 text of a client message carrying the details marker (viem-style wallets), if there is one. */
function detailsMessage(error: unknown): string | undefined {
  return findInError(error, (node) => {
    const message = typeof node.message === 'string' ? node.message : ''
    return message.includes(DETAILS_MARKER) ? formatRevertMessage(message) || undefined : undefined
  })
}

/** Spec §8 table texts (lower-case, no final period) → their code, to recognise a wallet's raw text without a code. */
const CODE_OF_RAW_TEXT = new Map<string, number>(
  Object.entries({ ...JSON_RPC_ERROR_MESSAGES, ...PROVIDER_ERROR_MESSAGES }).map(([code, text]) => [
    text.toLowerCase(),
    Number(code),
  ]),
)
const normalizeRawText = (text: string) =>
  text
    .trim()
    .replace(/[.!]+$/, '')
    .toLowerCase()

/**
 * The plain sentence for a raw wallet or node text of the spec §8 tables ('Internal JSON-RPC error.',
 * 'Rate limit exceeded', ...) when it came without its code; undefined for any other text.
 */
export function plainRawRpcText(text: string): string | undefined {
  const code = CODE_OF_RAW_TEXT.get(normalizeRawText(text))
  return code === undefined ? undefined : RPC_CODE_USER_MESSAGES[code]
}

/** An HTTP 429 from the RPC (our JSON-RPC client's RpcHttpError, or ethers' SERVER_ERROR with its response). */
function isHttpRateLimit(error: unknown): boolean {
  return (
    findInError(error, (node) => {
      const response = node.response as { statusCode?: unknown } | undefined
      return node.status === 429 || response?.statusCode === 429 ? true : undefined
    }) === true
  )
}

/** The ethers-style string code (NETWORK_ERROR, SERVER_ERROR, TIMEOUT...) of an error or a nested one, if it has a text. */
function ethersCodeMessage(error: unknown): string | undefined {
  return findInError(error, (node) =>
    typeof node.code === 'string' ? ETHERS_CODE_USER_MESSAGES[node.code] : undefined,
  )
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
      return CUSTOM_ERROR_MESSAGES[reason.name] ?? registeredMessages[reason.name] ?? `Error: ${reason.name}`
    case 'reason':
      return `Error: ${formatRevertMessage(reason.reason)}`
    case 'panic':
      return `Error: the contract panicked (code 0x${reason.code.toString(16)}).`
  }
}

/**
 * The plain sentence a user reads for a JSON-RPC or EIP-1193 provider error code of spec §8 (the table's meaning in
 * words a user can act on), if the code is in one of the tables.
 */
export function rpcCodeMessage(code: number): string | undefined {
  return RPC_CODE_USER_MESSAGES[code]
}

/**
 * The toast text for any error of a wallet or chain call, first match wins: the runner's own message, a rejection
 * in the wallet, a decoded revert (custom error by name, `Error(string)`, panic), a client message with the details
 * marker (a raw RPC text there is put in plain words), too little balance for value + gas, an HTTP 429 from the RPC,
 * a JSON-RPC or provider code (spec §8 tables, in plain words), an ethers transport code, a raw spec §8 text without
 * its code, else `fallback` ('Transaction has failed.' by default). The wallet's own text is never shown as is.
 */
export function toUserMessage(error: unknown, fallback = TX_FAILED_MESSAGE): string {
  if (error instanceof TxFailedError) return error.message
  if (isUserRejection(error)) return REJECTION_MESSAGE
  const revert = getRevertReason(error)
  if (revert) return revertReasonMessage(revert)
  const details = detailsMessage(error)
  if (details) return plainRawRpcText(details) ?? details
  if (isError(error, 'INSUFFICIENT_FUNDS')) return INSUFFICIENT_FUNDS_MESSAGE
  if (isHttpRateLimit(error)) return RPC_CODE_USER_MESSAGES[-32005] ?? fallback
  const code = getRpcCode(error)
  const byCode = code === undefined ? undefined : rpcCodeMessage(code)
  if (byCode) return byCode
  const byEthersCode = ethersCodeMessage(error)
  if (byEthersCode) return byEthersCode
  const rawText = findInError(error, (node) =>
    typeof node.message === 'string' ? plainRawRpcText(node.message) : undefined,
  )
  return rawText ?? fallback
}

/** A serializable summary of an error for RTK Query `{ error }` results (no bigint, no cycles). */
export function toAppError(error: unknown, fallback?: string): AppError {
  const isRejection = error instanceof TxFailedError ? error.isRejection : isUserRejection(error)
  const code = getRpcCode(error) ?? (isError(error, 'CALL_EXCEPTION') ? 'CALL_EXCEPTION' : undefined)
  return {
    message: toUserMessage(error, fallback),
    ...(code !== undefined && { code }),
    ...(isRejection && { isRejection }),
  }
}
