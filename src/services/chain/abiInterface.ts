import { Interface } from 'ethers'

const interfaces = new WeakMap<readonly string[], Interface>()

/**
 * The ethers `Interface` of a human-readable ABI (an array of abis.ts), parsed on first use and then shared. Parsing
 * an ABI costs a few ms per contract on a phone-class CPU: a screen pays only for the contracts it reads, when it
 * first reads them, not for every contract of a chunk while the chunk loads.
 */
export function abiInterface(abi: readonly string[]): Interface {
  let iface = interfaces.get(abi)
  if (!iface) {
    iface = new Interface(abi)
    interfaces.set(abi, iface)
  }
  return iface
}
