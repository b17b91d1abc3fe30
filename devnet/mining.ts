import type { JsonRpcProvider } from 'ethers'

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
