import { getAddress } from 'ethers'
import type { AppConfig } from '../../config'
import { ZERO_ADDRESS } from '../../config/constants'
import { normalizeDomainName, stripTld } from '../../lib/domainNames'
import { activityPointsContract, erc20Contract, minterContract, multicallContract, tldContract } from './contracts'
import type { ChainReader } from './readProvider'

/** Price data of the mint widget (spec §3 Name price data); wei amounts as decimal strings. */
export interface MintPriceData {
  /** One price, or five (1, 2, 3, 4, 5+ characters). */
  pricesWei: string[]
  /** Referral share in basis points (referral on the TLD, referralFee on the minter). */
  referralFeeBips: number
  /** Minter paused, or TLD buying disabled (spec §4 Mint button). */
  isPaused: boolean
}

/** Spec §7: the owner's main name without the tld; '' if none. */
export async function readDefaultName(reader: ChainReader, config: AppConfig, address: string): Promise<string> {
  return String(await tldContract(config, reader.runner).getFunction('defaultNames')(address))
}

/**
 * Spec §7: the holder of a name (tld suffix stripped, lower-cased); null when nobody holds it (the zero address).
 */
export async function readDomainHolder(reader: ChainReader, config: AppConfig, name: string): Promise<string | null> {
  const domainName = normalizeDomainName(stripTld(name, config.tldName))
  const holder = String(await tldContract(config, reader.runner).getFunction('getDomainHolder')(domainName))
  return holder === ZERO_ADDRESS ? null : getAddress(holder)
}

/** Spec §7: the JSON string a name's holder stored (may be '' or not JSON at all). */
export async function readDomainData(reader: ChainReader, config: AppConfig, name: string): Promise<string> {
  const domainName = normalizeDomainName(stripTld(name, config.tldName))
  return String(await tldContract(config, reader.runner).getFunction('getDomainData')(domainName))
}

/** Spec §7 name contract / minter reads, batched into one round trip. */
export async function readMintPrices(reader: ChainReader, config: AppConfig): Promise<MintPriceData> {
  if (config.punkMinterAddress) {
    const minter = minterContract(config, reader.runner)
    const tiers = config.punkNumberOfPrices === 5 ? [1, 2, 3, 4, 5] : [5]
    const [paused, referralFee, ...prices] = await Promise.all([
      minter.getFunction('paused')(),
      minter.getFunction('referralFee')(),
      ...tiers.map((tier) => minter.getFunction(`price${tier}char`)()),
    ])
    return { pricesWei: prices.map(String), referralFeeBips: Number(referralFee), isPaused: Boolean(paused) }
  }
  const tld = tldContract(config, reader.runner)
  const [buyingEnabled, price, referral] = await Promise.all([
    tld.getFunction('buyingEnabled')(),
    tld.getFunction('price')(),
    tld.getFunction('referral')(),
  ])
  return { pricesWei: [String(price)], referralFeeBips: Number(referral), isPaused: !buyingEnabled }
}

/** Spec §7: activity points of a user, 18 decimals, as a wei string. */
export async function readPoints(reader: ChainReader, config: AppConfig, address: string): Promise<string> {
  return String(await activityPointsContract(config, reader.runner).getFunction('getPoints')(address))
}

/** ERC-20 balance in base units. */
export async function readTokenBalance(reader: ChainReader, tokenAddress: string, address: string): Promise<string> {
  return String(await erc20Contract(tokenAddress, reader.runner).getFunction('balanceOf')(address))
}

/** Native coin balance in wei, read through Multicall3 so it joins the same batch as the other reads. */
export async function readNativeBalance(reader: ChainReader, config: AppConfig, address: string): Promise<string> {
  return String(await multicallContract(config, reader.runner).getFunction('getEthBalance')(address))
}
