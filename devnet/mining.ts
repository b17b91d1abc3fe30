import type { JsonRpcProvider, Provider } from 'ethers'

/**
 * Runs `fn` with anvil's automine on, then restores the previous mining mode. On a chain started with a block time
 * (`npm start` uses 2 s) each of the ~35 deploy and seed transactions would otherwise wait for its own block.
 */
export async function withAutomine<T>(provider: JsonRpcProvider, fn: () => Promise<T>): Promise<T> {
  const automine: boolean = await provider.send('anvil_getAutomine', [])
  if (automine) return fn()
  const intervalSec: number | null = await provider.send('anvil_getIntervalMining', [])
  await provider.send('evm_setAutomine', [true])
  try {
    return await fn()
  } finally {
    if (intervalSec !== null && intervalSec > 0) await provider.send('evm_setIntervalMining', [intervalSec])
    else await provider.send('evm_setAutomine', [false])
  }
}

/** How often `untilMined` reads the receipt (ms): anvil's automine mines within milliseconds. */
const RECEIPT_POLL_MS = 25

/**
 * The receipt of `tx` once the chain has one: reads it every RECEIPT_POLL_MS, then returns what `tx.wait()` gives,
 * which is then at once. `wait()` alone can hang on an idle automine chain: if its first receipt read comes just before
 * the transaction is mined, it waits for the next block, which such a chain never mines (a CI run hung on it while
 * seeding the NFT launchpad, 2026-11-28). Rejects after `timeoutMs` with an error naming the transaction.
 */
export async function untilMined<R>(
  tx: { hash: string; provider: Provider; wait: () => Promise<R> },
  timeoutMs = 60_000,
): Promise<R> {
  const deadline = Date.now() + timeoutMs
  while ((await tx.provider.getTransactionReceipt(tx.hash)) === null) {
    if (Date.now() > deadline) throw new Error(`Transaction ${tx.hash} was not mined within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
  return tx.wait()
}
