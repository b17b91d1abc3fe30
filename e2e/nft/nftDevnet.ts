import { randomUUID } from 'node:crypto'
import type { Contract } from 'ethers'
import { parseEther } from 'ethers'
import type { DevnetHelpers } from '../support/devnet'

type Account = Parameters<DevnetHelpers['signer']>[0]

/** A unique ID nobody used (collections are shared by parallel tests). */
export const uniqueId = (label = 'e2e'): string => `${label}-${randomUUID().slice(0, 8)}`

/**
 * Launches a collection from `account` straight on the chain (set-up, no UI), paying the launch price; resolves its
 * address. `image` defaults to an image the static host serves.
 */
export async function launchCollection(
  devnet: DevnetHelpers,
  account: Account,
  {
    name,
    id = uniqueId(),
    image = '/img/icon.png',
    description = 'Made by an e2e test',
  }: {
    name: string
    id?: string
    image?: string
    description?: string
  },
): Promise<string> {
  const launchpad = devnet.contracts.nftLaunchpad.connect(devnet.signer(account)) as Contract
  const price: bigint = await launchpad.getFunction('price')()
  const tx = await launchpad.getFunction('launch')(
    account.address,
    '0x0000000000000000000000000000000000000000',
    description,
    image,
    name,
    name,
    'E2E',
    id,
    parseEther('1'),
    { value: price },
  )
  await tx.wait()
  return String(await devnet.contracts.nftLaunchpad.getFunction('getNftContractAddress')(id))
}

/** totalSupply of a collection. */
export async function supplyOf(devnet: DevnetHelpers, collection: string): Promise<bigint> {
  const { Contract: EthersContract } = await import('ethers')
  const nft = new EthersContract(collection, ['function totalSupply() view returns (uint256)'], devnet.provider)
  return nft.getFunction('totalSupply')() as Promise<bigint>
}
