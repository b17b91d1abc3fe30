import type { Provider, Signer, TransactionResponse } from 'ethers'
import { isNativeToken } from '../../config/tokens'
import { ERC20_ABI } from '../chain/abis'
import { writeContract } from '../chain/writeContract'

/** One send (issue #7 part 4): `amountWei` in the token's base units as a decimal string, `to` checksummed. */
export interface TransferRequest {
  /** ERC-20 address, or NATIVE_COIN_ADDRESS for the native coin. */
  tokenAddress: string
  to: string
  amountWei: string
}

/** Gas of a plain native transfer to an account. */
export const NATIVE_TRANSFER_GAS = 21_000n

/** Sends the native coin (a plain value transfer) or calls ERC-20 `transfer(to, amount)`. */
export function sendTransfer(
  signer: Signer,
  { tokenAddress, to, amountWei }: TransferRequest,
): Promise<TransactionResponse> {
  const amount = BigInt(amountWei)
  if (isNativeToken({ address: tokenAddress })) return signer.sendTransaction({ to, value: amount })
  return writeContract(signer, tokenAddress, ERC20_ABI, 'transfer', [to, amount])
}

/**
 * The expected fee of a native transfer in wei (21 000 gas at the current max fee per gas, or the gas price on
 * chains without EIP-1559), as a decimal string.
 */
export async function readNativeTransferFee(provider: Provider): Promise<string> {
  const feeData = await provider.getFeeData()
  const pricePerGas = feeData.maxFeePerGas ?? feeData.gasPrice ?? 0n
  return (NATIVE_TRANSFER_GAS * pricePerGas).toString()
}
