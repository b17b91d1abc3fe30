import { MULTICALL3_ABI } from '../abis'
import { lightFunction } from '../abi/lightFunction'
import type { EarlyReadLookup } from './earlyReads'
import type { JsonRpcClient } from './jsonRpcClient'
import { JsonRpcError } from './jsonRpcClient'
import { isTransientRpcError } from './transient'

/** A read-only contract call: target address and ABI-encoded call data. */
export interface ReadCall {
  to: string
  data: string
}

/**
 * The call reverted. `data` is the revert data as the node or Multicall3 returned it ('0x' when there was none), so
 * the caller's ABI can decode a custom error or an `Error(string)` reason.
 */
export class CallRevertedError extends Error {
  constructor(
    readonly data: string,
    readonly call: ReadCall,
  ) {
    super('execution reverted')
    this.name = 'CallRevertedError'
  }
}

export interface CallBatcher {
  /**
   * Resolves the call's return data (hex). Calls made within the batcher's window travel together as one Multicall3
   * `aggregate3` (allowFailure = true). Rejects with CallRevertedError when this call reverted, or with the transport's
   * error (see JsonRpcClient) when the RPC could not be reached.
   */
  call(call: ReadCall): Promise<string>
}

export interface CallBatcherOptions {
  /** How long to gather calls before sending them (ms). */
  windowMs?: number
  /** Largest number of calls in one `aggregate3`; a full batch leaves at once. */
  maxCalls?: number
  /** Answers already on their way (index.html's early reads): a call found there is not sent again. */
  earlyReads?: EarlyReadLookup
}

interface PendingCall {
  call: ReadCall
  resolve: (returnData: string) => void
  reject: (error: unknown) => void
}

/** One inner result of Multicall3 `aggregate3`. */
export interface Aggregate3Result {
  success: boolean
  returnData: string
}

/** The inner results of an `aggregate3` answer (hex). Throws AbiDecodeError when it is not one. */
export const decodeAggregate3 = (returnData: string): Aggregate3Result[] =>
  (lightFunction(MULTICALL3_ABI, 'aggregate3').decodeResult(returnData) as [Aggregate3Result[]])[0]

const HEX_DATA = /^0x([0-9a-fA-F]{2})*$/

/** A node's answer to a reverted eth_call (JSON-RPC code 3, or a message saying so) as a CallRevertedError. */
function asRevert(error: unknown, call: ReadCall): unknown {
  if (!(error instanceof JsonRpcError)) return error
  const isRevert = error.code === 3 || /revert/i.test(error.message)
  if (!isRevert) return error
  return new CallRevertedError(typeof error.data === 'string' && HEX_DATA.test(error.data) ? error.data : '0x', call)
}

/**
 * The one read batcher of the app (architecture: "reads are batched"): every call made within `windowMs` (5 ms)
 * becomes one `eth_call` of Multicall3 `aggregate3` with allowFailure = true, so a screen's reads cost one HTTP
 * request. A lone call goes as a plain `eth_call`. A failed inner call rejects only its own caller, with its revert
 * data; if the multicall itself fails (not deployed, reverted, undecodable answer), each call is retried alone,
 * unless the RPC could not be reached at all: then every caller gets the transport error.
 */
export function createCallBatcher(
  rpc: JsonRpcClient,
  multicallAddress: string,
  { windowMs = 5, maxCalls = 100, earlyReads }: CallBatcherOptions = {},
): CallBatcher {
  let queue: PendingCall[] = []
  let timer: ReturnType<typeof setTimeout> | null = null

  const ethCall = (call: ReadCall) => rpc.request<string>('eth_call', [{ to: call.to, data: call.data }, 'latest'])

  function sendAlone({ call, resolve, reject }: PendingCall): void {
    ethCall(call).then(resolve, (error: unknown) => reject(asRevert(error, call)))
  }

  async function sendBatch(batch: PendingCall[]): Promise<void> {
    let raw: string
    try {
      const calls = batch.map(({ call }) => ({ target: call.to, allowFailure: true, callData: call.data }))
      raw = await ethCall({
        to: multicallAddress,
        data: lightFunction(MULTICALL3_ABI, 'aggregate3').encodeCall([calls]),
      })
    } catch (error) {
      // The node answered (a revert, out of gas, too large...): single calls may still work. No answer at all (HTTP
      // error, timeout, offline) or a node that is rate limiting: N more requests would fail the same way (or make it
      // worse), so every caller gets that error now.
      if (error instanceof JsonRpcError && !isTransientRpcError(error)) batch.forEach(sendAlone)
      else batch.forEach((pending) => pending.reject(error))
      return
    }
    let results: Aggregate3Result[]
    try {
      results = decodeAggregate3(raw)
      if (results.length !== batch.length) throw new Error('aggregate3 answered a different number of calls')
    } catch {
      batch.forEach(sendAlone)
      return
    }
    batch.forEach((pending, index) => {
      const result = results[index] as Aggregate3Result
      if (result.success) pending.resolve(result.returnData)
      else pending.reject(new CallRevertedError(result.returnData, pending.call))
    })
  }

  function flush(): void {
    if (timer) clearTimeout(timer)
    timer = null
    const batch = queue
    queue = []
    if (batch.length === 1) sendAlone(batch[0] as PendingCall)
    else if (batch.length > 1) void sendBatch(batch)
  }

  const enqueue = (call: ReadCall) =>
    new Promise<string>((resolve, reject) => {
      queue.push({ call, resolve, reject })
      if (queue.length >= maxCalls) flush()
      else timer ??= setTimeout(flush, windowMs)
    })

  return {
    call: (call) => {
      const early = earlyReads?.(call)
      return early ? early.then((returnData) => returnData ?? enqueue(call)) : enqueue(call)
    },
  }
}
