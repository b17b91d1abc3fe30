import { Contract, ContractFactory, Interface } from 'ethers'
import type {
  BaseContract,
  ContractRunner,
  ContractTransactionReceipt,
  ContractTransactionResponse,
  Signer,
} from 'ethers'
import { compileContracts, type ContractName } from './compile'
import { untilMined } from './mining'

/**
 * Deploys a fresh instance of devnet contract `name` from `signer` and waits until it is mined.
 * `args` are the Solidity constructor arguments in order (bigint for uint256). Throws the ethers error on revert.
 */
export async function deployContract(name: ContractName, args: readonly unknown[], signer: Signer): Promise<Contract> {
  const { abi, bytecode } = (await compileContracts())[name]
  const deployed = await new ContractFactory(abi, bytecode, signer).deploy(...args)
  await whenDeployed(deployed)
  return new Contract(await deployed.getAddress(), abi, signer)
}

/** Waits until a contract `ContractFactory.deploy` returned is mined (see `untilMined`). */
export async function whenDeployed(deployed: BaseContract): Promise<void> {
  const tx = deployed.deploymentTransaction()
  if (tx) await untilMined(tx)
  await deployed.waitForDeployment()
}

/** A handle on the devnet contract `name` already deployed at `address`. */
export async function attachContract(name: ContractName, address: string, runner: ContractRunner): Promise<Contract> {
  return new Contract(address, (await compileContracts())[name].abi, runner)
}

/** The ABI of `name` as an ethers Interface (e.g. to decode its custom errors or logs). */
export async function contractInterface(name: ContractName): Promise<Interface> {
  return new Interface((await compileContracts())[name].abi)
}

/** Payable overrides the helpers accept. */
export interface TxOverrides {
  value?: bigint
}

/**
 * Sends `contract.method(...args)` and waits for the receipt.
 * Rejects with the ethers CallException when it reverts (usually already at gas estimation); see `revertOf`.
 */
export async function send(
  contract: BaseContract,
  method: string,
  args: readonly unknown[] = [],
  overrides: TxOverrides = {},
): Promise<ContractTransactionReceipt> {
  const tx: ContractTransactionResponse = await contract.getFunction(method).send(...args, overrides)
  const receipt = await untilMined(tx)
  if (receipt === null) throw new Error(`No receipt for ${method} (${tx.hash})`)
  return receipt
}
