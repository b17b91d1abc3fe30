import type { Signer, TransactionResponse } from 'ethers'
import { Contract } from 'ethers'
import { abiInterface } from './abiInterface'
import type { FunctionArgs, HumanAbi, WriteFunctionName } from './typedAbi'

/** What a write may add to its call: the native value to send, in wei, and a gas limit. */
export interface WriteOverrides {
  value?: bigint
  /** Gas limit to send with instead of the wallet's own estimate (e.g. an estimate plus a margin). */
  gasLimit?: bigint
}

/**
 * Sends state-changing function `functionName` of the contract at `address`, signed by `signer` (the wallet). The
 * name and the arguments are typed from the ABI (typedAbi.ts), so a wrong name or argument is a compile error.
 * Resolves the submitted transaction (wait for it through the tx lifecycle, services/tx); rejects as the wallet or
 * ethers does (a rejection, a revert found by gas estimation, a transport error).
 */
export function writeContract<const A extends HumanAbi, const N extends WriteFunctionName<A>>(
  signer: Signer,
  address: string,
  abi: A,
  functionName: N,
  args: FunctionArgs<A, N>,
  overrides: WriteOverrides = {},
): Promise<TransactionResponse> {
  const contract = new Contract(address, abiInterface(abi), signer)
  return contract.getFunction(functionName)(...(args as readonly unknown[]), overrides) as Promise<TransactionResponse>
}
