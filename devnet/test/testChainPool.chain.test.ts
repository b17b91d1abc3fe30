import { parseEther } from 'ethers'
import { devnetAccount } from '../accounts'
import { startTestChain } from '../testChain'
import { workerPooledChain } from '../testChainPool'

/**
 * The worker's pooled chain (issue #34): a file leases it and gives it back as freshly seeded, whatever the file did
 * to its state, its mining mode or its clock.
 */
const BOB = devnetAccount(2).address

describe('the pooled test chain', () => {
  it('is the worker chain the global setup published', async () => {
    const pooled = workerPooledChain()
    const chain = await startTestChain()
    try {
      expect(pooled).not.toBeNull()
      expect(chain.rpcUrl).toBe(pooled?.rpcUrl)
    } finally {
      await chain.stop()
    }
  })

  it('comes back with the seeded state, automine on and the clock at the wall clock', async () => {
    const chain = await startTestChain()
    const balanceBefore = await chain.provider.getBalance(BOB)
    const blockBefore = await chain.provider.getBlockNumber()
    await (await chain.signer(1).sendTransaction({ to: BOB, value: parseEther('1') })).wait()
    await chain.provider.send('evm_increaseTime', [30 * 24 * 3600])
    await chain.provider.send('evm_setAutomine', [false])
    await chain.stop()

    const again = await startTestChain()
    try {
      expect(again.rpcUrl).toBe(chain.rpcUrl)
      expect(await again.provider.getBalance(BOB)).toBe(balanceBefore)
      expect(await again.provider.getBlockNumber()).toBe(blockBefore)
      expect(await again.provider.send('anvil_getAutomine', [])).toBe(true)
      await again.provider.send('evm_mine', [])
      const mined = await again.provider.getBlock('latest')
      expect(Math.abs((mined?.timestamp ?? 0) - Date.now() / 1000)).toBeLessThan(120)
    } finally {
      await again.stop()
    }
  })

  it('gives a second chain in the same file a private anvil, stopped with it', async () => {
    const first = await startTestChain()
    const second = await startTestChain()
    try {
      expect(second.rpcUrl).not.toBe(first.rpcUrl)
      expect(await second.provider.getCode(second.addresses.punkTld)).not.toBe('0x')
    } finally {
      await second.stop()
      await first.stop()
    }
    await expect(fetch(second.rpcUrl)).rejects.toThrow()
    // The only test that starts and seeds a chain of its own while the suite runs: on a loaded machine (two CPU-bound
    // processes per core) that alone took over the chain tests' 60 s.
  }, 180_000)
})
