import * as fs from 'node:fs'
import { getAddress } from 'ethers'
import { ADDRESSES_FILE, writeFileAtomic } from './paths'

/** Where the devnet contracts live; the shape of src/config/devnet-addresses.json (checksummed addresses). */
export interface DevnetAddresses {
  chainId: number
  multicall3: string
  activityPoints: string
  chatToken: string
  punkTld: string
  punkMinter: string
  modToken: string
  chatChannels: {
    general: string
    memesImages: string
    shill: string
  }
  /** Swap (devnet/uniswap.ts): WETH9, Uniswap V2 factory and Router02, the 6-decimal USD token, the site router. */
  weth: string
  uniswapV2Factory: string
  uniswapV2Router: string
  usdToken: string
  swapRouter: string
  /** Uniswap V2 pairs (LP tokens) with WETH. */
  demoWethPair: string
  usdWethPair: string
  /** Stake and airdrop (devnet/stakeSeed.ts): StakingRewards on the DEMO/WETH pair and the two airdrop claimers. */
  staking: string
  airdropClaimDomains: string
  airdropActivityPoints: string
  /** NFT launchpad (issue #15): the launchpad, its directory and metadata store, the collections' comments. */
  nftLaunchpad: string
  nftDirectory: string
  nftMetadata: string
  nftComments: string
  /** Session keys for posting without a prompt per message (issue #38), set on the three chat channels. */
  sessionKeys: string
}

/** Pretty JSON in a fixed key order with checksummed addresses, so regenerating it never makes a noisy diff. */
export function formatDevnetAddresses(a: DevnetAddresses): string {
  const ordered: DevnetAddresses = {
    chainId: a.chainId,
    multicall3: getAddress(a.multicall3),
    activityPoints: getAddress(a.activityPoints),
    chatToken: getAddress(a.chatToken),
    punkTld: getAddress(a.punkTld),
    punkMinter: getAddress(a.punkMinter),
    modToken: getAddress(a.modToken),
    chatChannels: {
      general: getAddress(a.chatChannels.general),
      memesImages: getAddress(a.chatChannels.memesImages),
      shill: getAddress(a.chatChannels.shill),
    },
    weth: getAddress(a.weth),
    uniswapV2Factory: getAddress(a.uniswapV2Factory),
    uniswapV2Router: getAddress(a.uniswapV2Router),
    usdToken: getAddress(a.usdToken),
    swapRouter: getAddress(a.swapRouter),
    demoWethPair: getAddress(a.demoWethPair),
    usdWethPair: getAddress(a.usdWethPair),
    staking: getAddress(a.staking),
    airdropClaimDomains: getAddress(a.airdropClaimDomains),
    airdropActivityPoints: getAddress(a.airdropActivityPoints),
    nftLaunchpad: getAddress(a.nftLaunchpad),
    nftDirectory: getAddress(a.nftDirectory),
    nftMetadata: getAddress(a.nftMetadata),
    nftComments: getAddress(a.nftComments),
    sessionKeys: getAddress(a.sessionKeys),
  }
  return JSON.stringify(ordered, null, 2) + '\n'
}

/** Writes the address book (default: src/config/devnet-addresses.json). */
export function writeDevnetAddresses(addresses: DevnetAddresses, file: string = ADDRESSES_FILE): void {
  writeFileAtomic(file, formatDevnetAddresses(addresses))
}

/** Reads the address book (default: src/config/devnet-addresses.json); throws if it is missing or not JSON. */
export function readDevnetAddresses(file: string = ADDRESSES_FILE): DevnetAddresses {
  const parsed: DevnetAddresses = JSON.parse(fs.readFileSync(file, 'utf8'))
  return parsed
}
