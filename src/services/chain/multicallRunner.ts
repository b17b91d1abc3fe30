import type { ContractRunner, JsonRpcProvider, Provider, TransactionRequest } from 'ethers'
import { Interface, makeError } from 'ethers'
import { MULTICALL3_ABI } from './abis'

interface PendingCall {
  target: string
  callData: string
  resolve: (returnData: string) => void
  reject: (error: unknown) => void
}

export interface MulticallRunnerOptions {
  /** How long to gather calls before sending them as one `aggregate3` (ms). */
  windowMs?: number
  /** Largest number of calls in one `aggregate3`. */
  maxCalls?: number
}

const multicallInterface = new Interface(MULTICALL3_ABI)

/**
 * A read-only ethers `ContractRunner` that folds every `eth_call` made within a short window into one Multicall3
 * `aggregate3` (allowFailure = true), so a screen's reads cost one round trip instead of one per call.
 * A failed inner call rejects only its own caller, with a CALL_EXCEPTION carrying the revert data so `Contract`
 * decodes custom errors as usual. If the multicall itself fails (e.g. not deployed), each call is retried alone.
 */
export class MulticallRunner implements ContractRunner {
  readonly provider: Provider
  private queue: PendingCall[] = []
  private timer: ReturnType<typeof setTimeout> | null = null
  private readonly windowMs: number
  private readonly maxCalls: number

  constructor(
    private readonly rpc: JsonRpcProvider,
    private readonly multicallAddress: string,
    { windowMs = 5, maxCalls = 100 }: MulticallRunnerOptions = {},
  ) {
    this.provider = rpc
    this.windowMs = windowMs
    this.maxCalls = maxCalls
  }

  call = (tx: TransactionRequest): Promise<string> => {
    const target = typeof tx.to === 'string' ? tx.to : null
    if (!target || tx.from || tx.value || tx.blockTag) return this.rpc.call(tx)
    return new Promise<string>((resolve, reject) => {
      this.queue.push({ target, callData: tx.data ?? '0x', resolve, reject })
      if (this.queue.length >= this.maxCalls) this.flush()
      else this.timer ??= setTimeout(() => this.flush(), this.windowMs)
    })
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    const batch = this.queue
    this.queue = []
    if (batch.length === 1) this.sendAlone(batch[0] as PendingCall)
    else if (batch.length > 1) void this.sendBatch(batch)
  }

  private sendAlone({ target, callData, resolve, reject }: PendingCall): void {
    this.rpc.call({ to: target, data: callData }).then(resolve, reject)
  }

  private async sendBatch(batch: PendingCall[]): Promise<void> {
    let results: { success: boolean; returnData: string }[]
    try {
      const calls = batch.map(({ target, callData }) => ({ target, allowFailure: true, callData }))
      const data = multicallInterface.encodeFunctionData('aggregate3', [calls])
      const raw = await this.rpc.call({ to: this.multicallAddress, data })
      ;[results] = multicallInterface.decodeFunctionResult('aggregate3', raw) as unknown as [
        { success: boolean; returnData: string }[],
      ]
    } catch {
      batch.forEach((call) => this.sendAlone(call))
      return
    }
    batch.forEach((call, index) => {
      const result = results[index]
      if (result?.success) call.resolve(result.returnData)
      else
        call.reject(
          makeError('execution reverted', 'CALL_EXCEPTION', {
            action: 'call',
            data: result?.returnData ?? '0x',
            reason: null,
            transaction: { to: call.target, data: call.callData },
            invocation: null,
            revert: null,
          }),
        )
    })
  }
}
