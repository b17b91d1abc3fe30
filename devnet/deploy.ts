import { parseArgs } from 'node:util'
import type { Wallet } from 'ethers'
import { DEVNET_CHAIN_ID } from './accounts'
import { writeDevnetAddresses, type DevnetAddresses } from './addresses'
import {
  CHAT_PRICE,
  CHAT_TOKEN_NAME,
  CHAT_TOKEN_SYMBOL,
  MINTER_PRICES,
  MINTER_REFERRAL_BIPS,
  MOD_MIN_BALANCE,
  NFT_COMMENT_PRICE,
  NFT_LAUNCH_PRICE,
  NFT_MINTING_FEE_PERCENTAGE,
  TLD_NAME,
} from './constants'
import { attachContract, deployContract, send } from './contractHelpers'
import { withAutomine } from './mining'
import { ADDRESSES_FILE, isCliEntry } from './paths'
import { devnetProvider, devnetSigner } from './provider'
import { seedDevnet } from './seed'
import { deployStakeAndAirdrop, seedStaking } from './stakeSeed'
import { seedSwap } from './swapSeed'
import { deploySwap } from './uniswap'

export interface DeployOptions {
  /** Create the SEED names, points, tokens and mod badge (default true). */
  seed?: boolean
  /** Write src/config/devnet-addresses.json (default true; tests pass false and compare instead). */
  writeAddresses?: boolean
}

/**
 * Deploys every devnet contract in a fixed order from account 0, wires them together, optionally seeds them, and
 * returns their addresses. On a fresh anvil the addresses depend only on the deployer's nonces, so they are the
 * same on every run. Mining is switched to automine for the deployment and restored afterwards, so it takes under
 * a second even on a chain with a block time. Writes src/config/devnet-addresses.json unless told not to.
 * Throws if the node is not chain 84532, or if account 0 has already sent transactions (the addresses would then
 * differ from the committed address book), or on any failed transaction.
 */
export async function deployAll(rpcUrl: string, opts: DeployOptions = {}): Promise<DevnetAddresses> {
  const provider = devnetProvider(rpcUrl)
  try {
    const chainId = Number(await provider.send('eth_chainId', []))
    if (chainId !== DEVNET_CHAIN_ID) throw new Error(`${rpcUrl} is chain ${chainId}, expected ${DEVNET_CHAIN_ID}`)
    const deployer = devnetSigner(provider, 0)
    const nonce = await deployer.getNonce()
    if (nonce !== 0) {
      throw new Error(`Account 0 has already sent ${nonce} transactions on ${rpcUrl}; deploy to a fresh anvil`)
    }

    const addresses = await withAutomine(provider, async () => {
      const deployed = await deployContracts(deployer)
      if (opts.seed ?? true) {
        await seedDevnet(provider, deployed)
        await seedSwap(provider, deployed)
        await seedStaking(provider, deployed)
      }
      return deployed
    })
    if (opts.writeAddresses ?? true) writeDevnetAddresses(addresses)
    return addresses
  } finally {
    provider.destroy()
  }
}

/** The deployment itself; the order fixes the addresses, so append new contracts at the end. */
async function deployContracts(deployer: Wallet): Promise<DevnetAddresses> {
  const multicall3 = await deployContract('Multicall3', [], deployer)
  const activityPoints = await deployContract('ActivityPoints', [], deployer)
  const chatToken = await deployContract('ChatToken', [CHAT_TOKEN_NAME, CHAT_TOKEN_SYMBOL], deployer)
  const pointsAddress = await activityPoints.getAddress()
  // Price 0 and buying disabled: the public mints through PunkMinter, the TLD's minter.
  const punkTld = await deployContract('PunkTld', [TLD_NAME, 0n, false, pointsAddress], deployer)
  const tldAddress = await punkTld.getAddress()
  const punkMinter = await deployContract(
    'PunkMinter',
    [tldAddress, pointsAddress, MINTER_REFERRAL_BIPS, [...MINTER_PRICES]],
    deployer,
  )
  const minterAddress = await punkMinter.getAddress()
  await send(punkTld, 'changeMinter', [minterAddress])
  await send(activityPoints, 'setReporter', [minterAddress, true])
  await send(activityPoints, 'setReporter', [tldAddress, true])
  const modToken = await deployContract('ModToken', [], deployer)
  const modTokenAddress = await modToken.getAddress()
  const channel = async (): Promise<string> =>
    (await deployContract('ChatChannel', [modTokenAddress, MOD_MIN_BALANCE, CHAT_PRICE], deployer)).getAddress()
  const general = await channel()
  const memesImages = await channel()
  const shill = await channel()
  const swap = await deploySwap(deployer, { activityPoints, chatTokenAddress: await chatToken.getAddress() })
  const stake = await deployStakeAndAirdrop(deployer, {
    chatToken,
    punkTld: tldAddress,
    activityPoints: pointsAddress,
    demoWethPair: swap.demoWethPair,
    swapRouter: swap.swapRouter,
  })
  const nft = await deployNftLaunchpad(deployer, modTokenAddress)
  const sessionKeys = await deploySessionKeys(deployer, [general, memesImages, shill])

  return {
    chainId: DEVNET_CHAIN_ID,
    multicall3: await multicall3.getAddress(),
    activityPoints: pointsAddress,
    chatToken: await chatToken.getAddress(),
    punkTld: tldAddress,
    punkMinter: minterAddress,
    modToken: modTokenAddress,
    chatChannels: { general, memesImages, shill },
    ...swap,
    ...stake,
    ...nft,
    sessionKeys,
  }
}

/** The session-key registry (issue #38), set on every chat channel so a registered key can post for its user. */
async function deploySessionKeys(deployer: Wallet, channels: string[]): Promise<string> {
  const registry = await (await deployContract('SessionKeys', [], deployer)).getAddress()
  for (const address of channels)
    await send(await attachContract('ChatChannel', address, deployer), 'setSessionKeys', [registry])
  return registry
}

/**
 * The NFT launchpad (issue #15): directory, metadata store, launchpad (a directory writer; launch fees and the
 * protocol's share of mint and sale fees go to the deployer) and the collections' comments channel.
 */
async function deployNftLaunchpad(deployer: Wallet, modTokenAddress: string) {
  const directory = await deployContract('NftDirectory', [], deployer)
  const metadata = await deployContract('NftMetadata', [], deployer)
  const nftDirectory = await directory.getAddress()
  const nftMetadata = await metadata.getAddress()
  const launchpad = await deployContract(
    'NftLaunchpad',
    [nftMetadata, deployer.address, nftDirectory, NFT_MINTING_FEE_PERCENTAGE, NFT_LAUNCH_PRICE],
    deployer,
  )
  const nftLaunchpad = await launchpad.getAddress()
  await send(directory, 'addWriter', [nftLaunchpad])
  const comments = await deployContract(
    'CommentsChannel',
    [modTokenAddress, MOD_MIN_BALANCE, NFT_COMMENT_PRICE],
    deployer,
  )
  return { nftLaunchpad, nftDirectory, nftMetadata, nftComments: await comments.getAddress() }
}

if (isCliEntry('deploy.ts')) {
  const { values } = parseArgs({
    options: {
      rpc: { type: 'string', default: 'http://127.0.0.1:8545' },
      'no-seed': { type: 'boolean', default: false },
    },
  })
  const rpcUrl = values.rpc ?? 'http://127.0.0.1:8545'
  deployAll(rpcUrl, { seed: values['no-seed'] !== true }).then(
    (addresses) => {
      process.stdout.write(JSON.stringify(addresses, null, 2) + `\nWrote ${ADDRESSES_FILE}\n`)
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
      process.exitCode = 1
    },
  )
}
