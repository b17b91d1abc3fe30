import type { AbiParametersToPrimitiveTypes, ExtractAbiFunction, ExtractAbiFunctionNames, ParseAbi } from 'abitype'

/*
 * Compile-time types of the contract boundary (issue #20): every read and write names its function and passes its
 * arguments as the ABI says, and gets the result type the ABI says, without any runtime weight. The ABIs stay the
 * human-readable `as const` arrays of abis.ts; abitype parses them in the type system only.
 */
declare module 'abitype' {
  interface Register {
    /** Addresses are plain checksummed strings in this app (ethers returns them so). */
    addressType: string
    /** ethers decodes every integer as bigint, small ones too. */
    intType: bigint
  }
}

/** A human-readable ABI: an `as const` array of Solidity signatures (abis.ts). */
export type HumanAbi = readonly string[]

type Parsed<A extends HumanAbi> = ParseAbi<A>

/** Names of the view and pure functions of `A`. */
export type ViewFunctionName<A extends HumanAbi> = ExtractAbiFunctionNames<Parsed<A>, 'view' | 'pure'>

/** Names of the state-changing functions of `A`. */
export type WriteFunctionName<A extends HumanAbi> = ExtractAbiFunctionNames<Parsed<A>, 'nonpayable' | 'payable'>

type FunctionOf<A extends HumanAbi, N extends string> = ExtractAbiFunction<Parsed<A>, N>

/** The argument tuple of function `N` of `A` (uint → bigint, address → string, struct → object). */
export type FunctionArgs<A extends HumanAbi, N extends string> = AbiParametersToPrimitiveTypes<
  FunctionOf<A, N>['inputs'],
  'inputs'
>

type Outputs<A extends HumanAbi, N extends string> = AbiParametersToPrimitiveTypes<
  FunctionOf<A, N>['outputs'],
  'outputs'
>

/** What function `N` of `A` returns: its one value, or the tuple of its values when it has several. */
export type FunctionResult<A extends HumanAbi, N extends string> =
  Outputs<A, N> extends readonly [infer Only] ? Only : Outputs<A, N>
