import type { Interface } from 'ethers'
import type { CallBatcher } from './callBatcher'
import { CallRevertedError } from './callBatcher'

/**
 * Reads a view function through the shared batcher, encoding and decoding with the contract's `Interface` (no
 * `Contract`, no provider: the light read path). Resolves the single return value as ethers decodes it (bigint,
 * string, boolean, or a `Result` for tuples and arrays), or the whole `Result` when the function returns several.
 * A revert rejects with ethers' CALL_EXCEPTION decoded by `iface` (custom error, reason), as `Contract` would; a
 * transport failure rejects with the JSON-RPC client's error.
 */
export async function readContract(
  batcher: CallBatcher,
  address: string,
  iface: Interface,
  functionName: string,
  args: readonly unknown[] = [],
): Promise<unknown> {
  const fragment = iface.getFunction(functionName)
  if (!fragment) throw new Error(`No function ${functionName} in the ABI`)
  const data = iface.encodeFunctionData(fragment, args)
  let returnData: string
  try {
    returnData = await batcher.call({ to: address, data })
  } catch (error) {
    if (error instanceof CallRevertedError) throw iface.makeError(error.data, { to: address, data })
    throw error
  }
  const result = iface.decodeFunctionResult(fragment, returnData)
  return fragment.outputs.length === 1 ? result[0] : result
}
