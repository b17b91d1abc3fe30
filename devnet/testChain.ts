import type { JsonRpcProvider, Wallet } from 'ethers'
import type { DevnetAddresses } from './addresses'
import { startAnvil } from './anvil'
import { deployAll } from './deploy'
import { devnetProvider, devnetSigner } from './provider'

export { deployContract } from './contractHelpers'
export { devnetSigner } from './provider'

export interface TestChain {
  rpcUrl: string
  addresses: DevnetAddresses
  /** Devnet-tuned provider (no cache, no batching delay); destroyed by stop(). */
  provider: JsonRpcProvider
  /** Signer for devnet account `index` on this chain (0 deployer, 1 alice, 2 bob, 3 carol, 9 moderator). */
  signer(index: number): Wallet
  /** Destroys the provider and kills anvil. */
  stop(): Promise<void>
}

/**
 * A private, fully deployed and seeded devnet for one Jest test file: anvil on a free port, deployAll with the
 * SEED data, the address book left untouched. Takes well under a second with the compile cache warm (globalSetup
 * warms it). Call `stop()` in afterAll.
 */
export async function startTestChain(): Promise<TestChain> {
  const anvil = await startAnvil()
  try {
    const addresses = await deployAll(anvil.rpcUrl, { seed: true, writeAddresses: false })
    const provider = devnetProvider(anvil.rpcUrl)
    return {
      rpcUrl: anvil.rpcUrl,
      addresses,
      provider,
      signer: (index) => devnetSigner(provider, index),
      stop: async () => {
        provider.destroy()
        await anvil.stop()
      },
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}

/**
 * Snapshots the chain (evm_snapshot) and returns a function that reverts to it. Anvil consumes a snapshot when it
 * reverts, so each returned function works once: take a new snapshot per test (beforeEach), revert in afterEach.
 */
export async function takeSnapshot(provider: JsonRpcProvider): Promise<() => Promise<void>> {
  const id: string = await provider.send('evm_snapshot', [])
  return async () => {
    const reverted: boolean = await provider.send('evm_revert', [id])
    if (!reverted) throw new Error(`evm_revert(${id}) failed: snapshot already used`)
  }
}
