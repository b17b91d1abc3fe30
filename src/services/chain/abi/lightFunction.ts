import { keccak256 } from 'ethers'
import type { HumanAbi } from '../typedAbi'
import { decodeParams, encodeParams, utf8Hex } from './abiCodec'
import type { AbiFunction } from './abiTypes'
import { parseFunction } from './abiTypes'

/** A function of an ABI, ready to encode its calls and decode its results with the light codec (issue #18). */
export interface LightFunction extends AbiFunction {
  /** The 4-byte selector, 0x-prefixed. */
  selector: string
  /** Call data for `args` (selector + arguments). Throws TypeError / RangeError on an argument that does not fit. */
  encodeCall(args: readonly unknown[]): string
  /** The results in `returnData`, in order. Throws AbiDecodeError (code BAD_DATA) when it does not hold them. */
  decodeResult(returnData: string): unknown[]
}

const functionsOf = new WeakMap<HumanAbi, Map<string, LightFunction>>()

/** The 4-byte selector (0x-prefixed) of a canonical signature: a function's, or a custom error's. */
export const selectorOf = (signature: string): string => keccak256(utf8Hex(signature)).slice(0, 10)

function build(abi: HumanAbi, name: string): LightFunction {
  const fragments = abi.filter((fragment) => new RegExp(`^\\s*function\\s+${name}\\s*\\(`).test(fragment))
  if (fragments.length !== 1) {
    throw new Error(fragments.length === 0 ? `No function ${name} in the ABI` : `Function ${name} is overloaded`)
  }
  const parsed = parseFunction(fragments[0] as string)
  const selector = selectorOf(parsed.signature)
  return {
    ...parsed,
    selector,
    encodeCall: (args) => selector + encodeParams(parsed.inputs, args).slice(2),
    decodeResult: (returnData) => decodeParams(parsed.outputs, returnData),
  }
}

/**
 * Function `name` of a human-readable ABI (an array of abis.ts), parsed on first use and then shared; only that
 * fragment is parsed, not the whole ABI. Throws when the ABI has no such function, or more than one.
 */
export function lightFunction(abi: HumanAbi, name: string): LightFunction {
  let functions = functionsOf.get(abi)
  if (!functions) {
    functions = new Map()
    functionsOf.set(abi, functions)
  }
  let found = functions.get(name)
  if (!found) {
    found = build(abi, name)
    functions.set(name, found)
  }
  return found
}
