import { AbiCoder, dataSlice, isCallException, type Interface } from 'ethers'

const ERROR_STRING_SELECTOR = '0x08c379a0' // Error(string), what require("...") reverts with
const PANIC_SELECTOR = '0x4e487b71' // Panic(uint256), e.g. arithmetic overflow or an out-of-bounds index

/**
 * A short label for why a call reverted: a custom error's name ("DomainAlreadyExists") when one of `ifaces` declares
 * it, a require message ("Minting paused"), "Panic(0x11)", or the raw revert data. Null if `error` is not a revert
 * (e.g. a network error). Pass the interface of the contract that raised the error, which for nested calls (minter
 * -> TLD) is not the one that was called: Solidity bubbles the inner revert data up unchanged.
 */
export function revertLabel(error: unknown, ifaces: readonly Interface[] = []): string | null {
  if (!isCallException(error)) return null
  const data = error.data
  if (data === null || data === '0x') return error.reason ?? error.shortMessage
  const selector = dataSlice(data, 0, 4)
  if (selector === ERROR_STRING_SELECTOR)
    return String(AbiCoder.defaultAbiCoder().decode(['string'], dataSlice(data, 4))[0])
  if (selector === PANIC_SELECTOR) {
    const code = BigInt(AbiCoder.defaultAbiCoder().decode(['uint256'], dataSlice(data, 4))[0])
    return `Panic(0x${code.toString(16)})`
  }
  for (const iface of ifaces) {
    const parsed = iface.parseError(data)
    if (parsed !== null) return parsed.name
  }
  return error.revert?.name ?? data
}

/**
 * Awaits `promise`, which must reject with a revert, and returns `revertLabel` of it.
 * Throws if the promise resolves, or rejects with something other than a revert (so real failures stay visible).
 */
export async function revertOf(promise: Promise<unknown>, ...ifaces: Interface[]): Promise<string> {
  try {
    await promise
  } catch (error) {
    const label = revertLabel(error, ifaces)
    if (label === null) throw error
    return label
  }
  throw new Error('Expected a revert, but the call succeeded')
}
