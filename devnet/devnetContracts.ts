import type { Contract, ContractRunner } from 'ethers'
import type { DevnetAddresses } from './addresses'
import { attachContract } from './contractHelpers'

/** Handles on every devnet contract, mirroring the DevnetAddresses shape. */
export interface DevnetContracts {
  multicall3: Contract
  activityPoints: Contract
  chatToken: Contract
  punkTld: Contract
  punkMinter: Contract
  modToken: Contract
  chatChannels: { general: Contract; memesImages: Contract; shill: Contract }
  nftLaunchpad: Contract
  nftDirectory: Contract
  nftMetadata: Contract
  nftComments: Contract
  sessionKeys: Contract
}

/** Attaches to all devnet contracts at `addresses`, calling through `runner` (a provider, or a signer to write). */
export async function attachDevnetContracts(
  addresses: DevnetAddresses,
  runner: ContractRunner,
): Promise<DevnetContracts> {
  const channel = (address: string): Promise<Contract> => attachContract('ChatChannel', address, runner)
  return {
    multicall3: await attachContract('Multicall3', addresses.multicall3, runner),
    activityPoints: await attachContract('ActivityPoints', addresses.activityPoints, runner),
    chatToken: await attachContract('ChatToken', addresses.chatToken, runner),
    punkTld: await attachContract('PunkTld', addresses.punkTld, runner),
    punkMinter: await attachContract('PunkMinter', addresses.punkMinter, runner),
    modToken: await attachContract('ModToken', addresses.modToken, runner),
    chatChannels: {
      general: await channel(addresses.chatChannels.general),
      memesImages: await channel(addresses.chatChannels.memesImages),
      shill: await channel(addresses.chatChannels.shill),
    },
    nftLaunchpad: await attachContract('NftLaunchpad', addresses.nftLaunchpad, runner),
    nftDirectory: await attachContract('NftDirectory', addresses.nftDirectory, runner),
    nftMetadata: await attachContract('NftMetadata', addresses.nftMetadata, runner),
    nftComments: await attachContract('CommentsChannel', addresses.nftComments, runner),
    sessionKeys: await attachContract('SessionKeys', addresses.sessionKeys, runner),
  }
}
