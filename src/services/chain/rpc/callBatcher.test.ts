/** @jest-environment node */
import { Interface, isError } from 'ethers'
import { MULTICALL3_ABI } from '../abis'
import { CallRevertedError, createCallBatcher } from './callBatcher'
import type { JsonRpcClient } from './jsonRpcClient'
import { JsonRpcError, RpcTimeoutError } from './jsonRpcClient'
import { readContract } from './readContract'

const MULTICALL = '0xcA11bde05977b3631167028862bE2a173976CA11'
const TOKEN = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'
const multicall = new Interface(MULTICALL3_ABI)
const TOKEN_ABI = ['function balanceOf(address) view returns (uint256)', 'error Nope(uint256 code)'] as const
const token = new Interface(TOKEN_ABI)
const balanceOf = (holder: string) => token.encodeFunctionData('balanceOf', [holder])
const REVERT_DATA = token.encodeErrorResult('Nope', [7])

type Answer = { success: boolean; returnData: string }

/**
 * A fake node: answers eth_call to the multicall with `inner` for each folded call, and a lone eth_call with
 * `single`. Every request is recorded.
 */
function fakeRpc({
  inner = () => ({ success: true, returnData: token.encodeFunctionResult('balanceOf', [5]) }),
  single = () => token.encodeFunctionResult('balanceOf', [9]),
  multicallFails = false,
}: {
  inner?: (target: string, callData: string) => Answer
  single?: (to: string, data: string) => string
  multicallFails?: boolean
} = {}) {
  const requests: { method: string; to: string; data: string }[] = []
  const rpc: JsonRpcClient = {
    url: 'https://rpc.test/',
    async request<T>(method: string, params: readonly unknown[]): Promise<T> {
      const { to, data } = params[0] as { to: string; data: string }
      requests.push({ method, to, data })
      if (to !== MULTICALL) return single(to, data) as T
      if (multicallFails) throw new JsonRpcError('execution reverted', 3, '0x')
      const [calls] = multicall.decodeFunctionData('aggregate3', data) as unknown as [
        { target: string; callData: string }[],
      ]
      const answers = calls.map((call) => inner(call.target, call.callData))
      return multicall.encodeFunctionResult('aggregate3', [
        answers.map((answer) => [answer.success, answer.returnData]),
      ]) as T
    },
  }
  return { rpc, requests }
}

describe('createCallBatcher', () => {
  it('folds the calls made within the window into one aggregate3, each caller getting its own answer', async () => {
    const { rpc, requests } = fakeRpc({
      inner: (target) => ({
        success: true,
        returnData: token.encodeFunctionResult('balanceOf', [target === TOKEN ? 1 : 2]),
      }),
    })
    const batcher = createCallBatcher(rpc, MULTICALL)
    const values = await Promise.all([
      readContract(batcher, TOKEN, TOKEN_ABI, 'balanceOf', [OTHER]),
      readContract(batcher, OTHER, TOKEN_ABI, 'balanceOf', [TOKEN]),
      readContract(batcher, TOKEN, TOKEN_ABI, 'balanceOf', [TOKEN]),
    ])
    expect(values).toEqual([1n, 2n, 1n])
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ method: 'eth_call', to: MULTICALL })
    const [calls] = multicall.decodeFunctionData('aggregate3', requests[0]?.data ?? '0x') as unknown as [
      { allowFailure: boolean }[],
    ]
    expect(calls.map((call) => call.allowFailure)).toEqual([true, true, true])
  })

  it('sends a lone call as a plain eth_call', async () => {
    const { rpc, requests } = fakeRpc()
    await expect(readContract(createCallBatcher(rpc, MULTICALL), TOKEN, TOKEN_ABI, 'balanceOf', [OTHER])).resolves.toBe(
      9n,
    )
    expect(requests).toEqual([{ method: 'eth_call', to: TOKEN, data: balanceOf(OTHER) }])
  })

  it('sends a full batch at once and starts a new one', async () => {
    const { rpc, requests } = fakeRpc()
    const batcher = createCallBatcher(rpc, MULTICALL, { maxCalls: 2 })
    await Promise.all([1, 2, 3, 4].map(() => batcher.call({ to: TOKEN, data: balanceOf(OTHER) })))
    expect(requests.map((request) => request.to)).toEqual([MULTICALL, MULTICALL])
  })

  it('rejects only the call that failed, with its revert data, decoded by the caller’s ABI', async () => {
    const { rpc } = fakeRpc({
      inner: (target) =>
        target === OTHER
          ? { success: false, returnData: REVERT_DATA }
          : { success: true, returnData: token.encodeFunctionResult('balanceOf', [3]) },
    })
    const batcher = createCallBatcher(rpc, MULTICALL)
    const [ok, failed, raw] = await Promise.allSettled([
      readContract(batcher, TOKEN, TOKEN_ABI, 'balanceOf', [OTHER]),
      readContract(batcher, OTHER, TOKEN_ABI, 'balanceOf', [TOKEN]),
      batcher.call({ to: OTHER, data: balanceOf(OTHER) }),
    ])
    expect(ok).toEqual({ status: 'fulfilled', value: 3n })
    const reason = failed.status === 'rejected' ? (failed.reason as unknown) : null
    expect(isError(reason, 'CALL_EXCEPTION')).toBe(true)
    expect(reason).toMatchObject({ data: REVERT_DATA, revert: { name: 'Nope', args: [7n] } })
    expect(raw.status === 'rejected' && raw.reason).toBeInstanceOf(CallRevertedError)
    expect(raw.status === 'rejected' && (raw.reason as CallRevertedError).data).toBe(REVERT_DATA)
  })

  it('falls back to one eth_call per call when the multicall itself fails', async () => {
    const { rpc, requests } = fakeRpc({
      multicallFails: true,
      single: (to) => token.encodeFunctionResult('balanceOf', [to === TOKEN ? 10 : 20]),
    })
    const batcher = createCallBatcher(rpc, MULTICALL)
    const values = await Promise.all([
      readContract(batcher, TOKEN, TOKEN_ABI, 'balanceOf', [OTHER]),
      readContract(batcher, OTHER, TOKEN_ABI, 'balanceOf', [OTHER]),
    ])
    expect(values).toEqual([10n, 20n])
    expect(requests.map((request) => request.to)).toEqual([MULTICALL, TOKEN, OTHER])
  })

  it('gives every caller the transport error, without retrying each call, when the RPC cannot be reached', async () => {
    const timeout = new RpcTimeoutError(10_000)
    const requests: string[] = []
    const rpc: JsonRpcClient = {
      url: 'https://rpc.test/',
      async request() {
        requests.push('eth_call')
        throw timeout
      },
    }
    const batcher = createCallBatcher(rpc, MULTICALL)
    const results = await Promise.allSettled([
      batcher.call({ to: TOKEN, data: balanceOf(OTHER) }),
      batcher.call({ to: OTHER, data: balanceOf(OTHER) }),
    ])
    expect(results).toEqual([
      { status: 'rejected', reason: timeout },
      { status: 'rejected', reason: timeout },
    ])
    expect(requests).toHaveLength(1)
  })

  it('turns a node’s revert answer to a lone call into revert data; other errors pass through', async () => {
    const failure = new JsonRpcError('rate limited', -32005)
    const { rpc } = fakeRpc({
      single: (to) => {
        if (to === TOKEN) throw new JsonRpcError('execution reverted', 3, REVERT_DATA)
        throw failure
      },
    })
    const batcher = createCallBatcher(rpc, MULTICALL)
    await expect(batcher.call({ to: TOKEN, data: balanceOf(OTHER) })).rejects.toEqual(
      expect.objectContaining({ data: REVERT_DATA }),
    )
    await expect(batcher.call({ to: OTHER, data: balanceOf(OTHER) })).rejects.toBe(failure)
  })
})

describe('createCallBatcher with early reads', () => {
  it('serves a call from the early answer without sending it, and sends the others as usual', async () => {
    const { rpc, requests } = fakeRpc()
    const early = jest.fn((call: { to: string; data: string }) =>
      call.to === TOKEN ? Promise.resolve(token.encodeFunctionResult('balanceOf', [42])) : null,
    )
    const batcher = createCallBatcher(rpc, MULTICALL, { earlyReads: early })
    const values = await Promise.all([
      readContract(batcher, TOKEN, TOKEN_ABI, 'balanceOf', [OTHER]),
      readContract(batcher, OTHER, TOKEN_ABI, 'balanceOf', [TOKEN]),
    ])
    expect(values).toEqual([42n, 9n])
    expect(requests).toEqual([{ method: 'eth_call', to: OTHER, data: balanceOf(TOKEN) }])
  })

  it('sends the call after all when its early read failed', async () => {
    const { rpc, requests } = fakeRpc()
    const batcher = createCallBatcher(rpc, MULTICALL, { earlyReads: () => Promise.resolve(null) })
    await expect(readContract(batcher, TOKEN, TOKEN_ABI, 'balanceOf', [OTHER])).resolves.toBe(9n)
    expect(requests).toHaveLength(1)
  })
})
