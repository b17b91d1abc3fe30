import type { DevnetAddresses } from '../../devnet/addresses'
import type { TestChain } from '../../devnet/testChain'
import { startTestChain } from '../../devnet/testChain'
import type { AppConfig } from '../config'
import { devnetConfig } from '../config/devnet'
import type { ChainReader } from '../services/chain/readProvider'
import { createChainReader } from '../services/chain/readProvider'

/** The devnet profile's config pointed at a test chain's contracts (they are deterministic, but say so explicitly). */
export function configFor(addresses: DevnetAddresses): AppConfig {
  return {
    ...devnetConfig,
    multicall3Address: addresses.multicall3,
    punkTldAddress: addresses.punkTld,
    punkMinterAddress: addresses.punkMinter,
    activityPointsAddress: addresses.activityPoints,
    chatTokenAddress: addresses.chatToken,
    chatChannels: {
      general: addresses.chatChannels.general,
      'memes-images': addresses.chatChannels.memesImages,
      shill: addresses.chatChannels.shill,
    },
    nftLaunchpadBondingAddress: addresses.nftLaunchpad,
    nftCommentsAddress: addresses.nftComments,
  }
}

/** A test chain plus what the app's services need to run against it: its config and a multicall reader. */
export interface AppChain {
  chain: TestChain
  config: AppConfig
  reader: ChainReader
}

/**
 * Registers beforeAll/afterAll hooks that start a private seeded devnet and an app-style reader (the same
 * JsonRpcProvider + MulticallRunner the browser uses) for the calling chain test file; returns a getter.
 */
export function setupAppChain(): () => AppChain {
  let appChain: AppChain | undefined
  beforeAll(async () => {
    const chain = await startTestChain()
    const config = configFor(chain.addresses)
    appChain = {
      chain,
      config,
      reader: createChainReader(chain.rpcUrl, config.chain.chainId, config.multicall3Address, 100),
    }
  })
  afterAll(async () => {
    appChain?.reader.provider.destroy()
    await appChain?.chain.stop()
  })
  return () => {
    if (!appChain) throw new Error('Test chain not started')
    return appChain
  }
}
