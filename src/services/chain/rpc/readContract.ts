import { lightFunction } from '../abi/lightFunction'
import type { FunctionArgs, FunctionResult, HumanAbi, ViewFunctionName } from '../typedAbi'
import type { CallBatcher, ReadCall } from './callBatcher'
import { CallRevertedError } from './callBatcher'

/**
 * ethers' CALL_EXCEPTION for a reverted read, decoded by the ABI; ethers' `Interface` loads only for this. If its code
 * cannot load (offline), the revert itself: its data still names the error for errors.ts.
 */
async function revertError(abi: HumanAbi, revert: CallRevertedError, call: ReadCall): Promise<Error> {
  try {
    const { readInterface } = await import(/* webpackChunkName: "abi-interface" */ '../abiInterface')
    return readInterface(abi).makeError(revert.data, call)
  } catch {
    return revert
  }
}

/**
 * Reads view function `functionName` of the contract at `address` through the shared batcher, encoding and decoding
 * with the light ABI codec (no `Contract`, no provider, no `Interface`: the light read path, issue #18). The function
 * name, the arguments and the result are typed from the ABI (typedAbi.ts): a wrong name or argument is a compile error.
 * Resolves the single return value as ethers would decode it (bigint, checksummed address, string, boolean, an object
 * for a struct, an array), or the tuple of values when the function returns several. A revert rejects with ethers'
 * CALL_EXCEPTION decoded by the ABI (custom error, reason), as `Contract` would; an answer that does not decode with
 * an AbiDecodeError (code BAD_DATA); a transport failure with the JSON-RPC client's error.
 */
export async function readContract<const A extends HumanAbi, const N extends ViewFunctionName<A>>(
  batcher: CallBatcher,
  address: string,
  abi: A,
  functionName: N,
  ...[args]: FunctionArgs<A, N> extends readonly [] ? [args?: FunctionArgs<A, N>] : [args: FunctionArgs<A, N>]
): Promise<FunctionResult<A, N>> {
  const read = lightFunction(abi, functionName)
  const call = { to: address, data: read.encodeCall(args ?? []) }
  let returnData: string
  try {
    returnData = await batcher.call(call)
  } catch (error) {
    if (error instanceof CallRevertedError) throw await revertError(abi, error, call)
    throw error
  }
  const result = read.decodeResult(returnData)
  return (read.outputs.length === 1 ? result[0] : result) as FunctionResult<A, N>
}
