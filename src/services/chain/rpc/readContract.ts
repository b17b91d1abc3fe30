import { readInterface } from '../abiInterface'
import type { FunctionArgs, FunctionResult, HumanAbi, ViewFunctionName } from '../typedAbi'
import type { CallBatcher } from './callBatcher'
import { CallRevertedError } from './callBatcher'

/**
 * Reads view function `functionName` of the contract at `address` through the shared batcher, encoding and decoding
 * with the ABI's read `Interface` (no `Contract`, no provider: the light read path). The function name, the arguments
 * and the result are typed from the ABI (typedAbi.ts): a wrong name or argument is a compile error. Resolves the single
 * return value as ethers decodes it (bigint, string, boolean, or a `Result` for structs and arrays, whose fields read
 * by name), or the tuple of values when the function returns several. A revert rejects with ethers' CALL_EXCEPTION
 * decoded by the ABI (custom error, reason), as `Contract` would; a transport failure rejects with the JSON-RPC
 * client's error.
 */
export async function readContract<const A extends HumanAbi, const N extends ViewFunctionName<A>>(
  batcher: CallBatcher,
  address: string,
  abi: A,
  functionName: N,
  ...[args]: FunctionArgs<A, N> extends readonly [] ? [args?: FunctionArgs<A, N>] : [args: FunctionArgs<A, N>]
): Promise<FunctionResult<A, N>> {
  const iface = readInterface(abi)
  const fragment = iface.getFunction(functionName)
  if (!fragment) throw new Error(`No function ${functionName} in the ABI`)
  const data = iface.encodeFunctionData(fragment, args ?? [])
  let returnData: string
  try {
    returnData = await batcher.call({ to: address, data })
  } catch (error) {
    if (error instanceof CallRevertedError) throw iface.makeError(error.data, { to: address, data })
    throw error
  }
  const result = iface.decodeFunctionResult(fragment, returnData)
  return (fragment.outputs.length === 1 ? result[0] : result) as FunctionResult<A, N>
}
