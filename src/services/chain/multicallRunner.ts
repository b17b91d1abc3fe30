import type { ContractRunner, Provider, TransactionRequest } from 'ethers'
import { makeError } from 'ethers'
import type { CallBatcher } from './rpc/callBatcher'
import { CallRevertedError } from './rpc/callBatcher'

/**
 * A read-only ethers `ContractRunner` for `Contract`-based reads (profile, leaderboard, tokens): plain calls go
 * through the app's call batcher, so they join the same Multicall3 `aggregate3` as the light reads. A reverted call
 * rejects with a CALL_EXCEPTION carrying the revert data, so `Contract` decodes custom errors as usual. Calls with a
 * sender, a value or a block tag go to `provider` directly.
 */
export class MulticallRunner implements ContractRunner {
  constructor(
    private readonly batcher: CallBatcher,
    readonly provider: Provider | null,
  ) {}

  call = async (tx: TransactionRequest): Promise<string> => {
    const target = typeof tx.to === 'string' ? tx.to : null
    if (!target || tx.from || tx.value || tx.blockTag) {
      if (!this.provider) throw new Error('This call needs a provider')
      return this.provider.call(tx)
    }
    const data = tx.data ?? '0x'
    try {
      return await this.batcher.call({ to: target, data })
    } catch (error) {
      if (!(error instanceof CallRevertedError)) throw error
      throw makeError('execution reverted', 'CALL_EXCEPTION', {
        action: 'call',
        data: error.data,
        reason: null,
        transaction: { to: target, data },
        invocation: null,
        revert: null,
      })
    }
  }
}
