import { Interface } from 'ethers'

const interfaces = new WeakMap<readonly string[], Interface>()
const readInterfaces = new WeakMap<readonly string[], Interface>()

function cached(
  cache: WeakMap<readonly string[], Interface>,
  abi: readonly string[],
  fragments: () => readonly string[],
): Interface {
  let iface = cache.get(abi)
  if (!iface) {
    iface = new Interface(fragments())
    cache.set(abi, iface)
  }
  return iface
}

/**
 * The ethers `Interface` of a human-readable ABI (an array of abis.ts), parsed on first use and then shared. Parsing
 * an ABI costs a few ms per contract on a phone-class CPU: a screen pays only for the contracts it reads, when it
 * first reads them, not for every contract of a chunk while the chunk loads.
 */
export function abiInterface(abi: readonly string[]): Interface {
  return cached(interfaces, abi, () => abi)
}

/**
 * The `Interface` of an ABI's view functions and custom errors only: all a read needs to encode its call, decode the
 * answer and name a revert, for about half the parsing of the whole ABI.
 */
export function readInterface(abi: readonly string[]): Interface {
  return cached(readInterfaces, abi, () =>
    abi.filter((fragment) => / view returns /.test(fragment) || fragment.startsWith('error ')),
  )
}
