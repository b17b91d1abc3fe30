/**
 * Plain JSON-RPC over fetch for the index benchmark: the seed sends thousands of calls per block, which ethers would
 * send (and parse, and poll for) one by one.
 */

interface RpcAnswer {
  id: number
  result?: unknown
  error?: { message: string }
}

/** Calls `method` and returns its `result`; throws with the node's message on a JSON-RPC error. */
export async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const [answer] = await rpcBatch(rpcUrl, [{ method, params }])
  return answer
}

/**
 * Sends the calls as one JSON-RPC batch and returns their results in order; throws on the first error, naming the
 * method and the node's message.
 */
export async function rpcBatch(rpcUrl: string, calls: { method: string; params: unknown[] }[]): Promise<unknown[]> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call }))),
  })
  if (!response.ok) throw new Error(`${rpcUrl} answered ${response.status}`)
  const answers = (await response.json()) as RpcAnswer[]
  return calls.map((call, id) => {
    const answer = answers.find((candidate) => candidate.id === id)
    if (answer === undefined || answer.error !== undefined) {
      throw new Error(`${call.method}: ${answer?.error?.message ?? 'no answer'}`)
    }
    return answer.result
  })
}
