/** A JSON-RPC / EIP-1193 error as it travels between the node, the test wallet and the page. */
export interface RpcErrorShape {
  code: number
  message: string
  data?: unknown
}

/** Thrown by `rpcCall` when the node answers with an error; keeps the node's code, message and revert data. */
export class RpcError extends Error implements RpcErrorShape {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

let nextId = 1

/**
 * One raw JSON-RPC call to `rpcUrl` (no ethers in between, so errors keep their original code and `data`, which the
 * app needs to decode reverts). Resolves the result; rejects with RpcError, or a plain Error when unreachable.
 */
export async function rpcCall(rpcUrl: string, method: string, params: readonly unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: RpcErrorShape }
  if (body.error) throw new RpcError(body.error.code, body.error.message, body.error.data)
  return body.result
}
