import { getAddress } from 'ethers'
import type { AppConfig } from '../../config'
import { ZERO_ADDRESS } from '../../config/constants'
import { normalizeDomainName, stripTld } from '../../lib/domainNames'
import { ACTIVITY_POINTS_ABI, ERC20_ABI, MULTICALL3_ABI, PUNK_MINTER_ABI, PUNK_TLD_ABI } from './abis'
import type { LightReader } from './lightReader'
import { readContract } from './rpc/readContract'
import type { ViewFunctionName } from './typedAbi'

/*
 * The core reads of spec §7 on the light path (JSON-RPC over fetch + the Multicall3 batcher, ABI coding with
 * `Interface`): reads started together cost one eth_call, and the first page carries no ethers provider.
 */

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
export async function readDefaultName(reader: LightReader, config: AppConfig, address: string): Promise<string> {
  return readContract(reader.batcher, config.punkTldAddress, PUNK_TLD_ABI, 'defaultNames', [address])
}

/**
 * Spec §7: the holder of a name (tld suffix stripped, lower-cased); null when nobody holds it (the zero address).
 */
export async function readDomainHolder(reader: LightReader, config: AppConfig, name: string): Promise<string | null> {
  const domainName = normalizeDomainName(stripTld(name, config.tldName))
  const holder = await readContract(reader.batcher, config.punkTldAddress, PUNK_TLD_ABI, 'getDomainHolder', [
    domainName,
  ])
  return holder === ZERO_ADDRESS ? null : getAddress(holder)
}

/** Spec §7: the JSON string a name's holder stored (may be '' or not JSON at all). */
export async function readDomainData(reader: LightReader, config: AppConfig, name: string): Promise<string> {
  const domainName = normalizeDomainName(stripTld(name, config.tldName))
  return readContract(reader.batcher, config.punkTldAddress, PUNK_TLD_ABI, 'getDomainData', [domainName])
}

/** Spec §7 name contract / minter reads, batched into one round trip. */
export async function readMintPrices(reader: LightReader, config: AppConfig): Promise<MintPriceData> {
  if (config.punkMinterAddress) {
    const readMinter = (functionName: ViewFunctionName<typeof PUNK_MINTER_ABI>) =>
      readContract(reader.batcher, config.punkMinterAddress, PUNK_MINTER_ABI, functionName)
    const tiers = config.punkNumberOfPrices === 5 ? ([1, 2, 3, 4, 5] as const) : ([5] as const)
    const [paused, referralFee, ...prices] = await Promise.all([
      readMinter('paused'),
      readMinter('referralFee'),
      ...tiers.map((tier) => readMinter(`price${tier}char`)),
    ])
    return { pricesWei: prices.map(String), referralFeeBips: Number(referralFee), isPaused: Boolean(paused) }
  }
  const tld = (functionName: 'buyingEnabled' | 'price' | 'referral') =>
    readContract(reader.batcher, config.punkTldAddress, PUNK_TLD_ABI, functionName)
  const [buyingEnabled, price, referral] = await Promise.all([tld('buyingEnabled'), tld('price'), tld('referral')])
  return { pricesWei: [String(price)], referralFeeBips: Number(referral), isPaused: !buyingEnabled }
}

/** Spec §7: activity points of a user, 18 decimals, as a wei string. */
export async function readPoints(reader: LightReader, config: AppConfig, address: string): Promise<string> {
  return String(
    await readContract(reader.batcher, config.activityPointsAddress, ACTIVITY_POINTS_ABI, 'getPoints', [address]),
  )
}

/** ERC-20 balance in base units. */
export async function readTokenBalance(reader: LightReader, tokenAddress: string, address: string): Promise<string> {
  return String(await readContract(reader.batcher, tokenAddress, ERC20_ABI, 'balanceOf', [address]))
}

/** Native coin balance in wei, read through Multicall3 so it joins the same batch as the other reads. */
export async function readNativeBalance(reader: LightReader, config: AppConfig, address: string): Promise<string> {
  return String(
    await readContract(reader.batcher, config.multicall3Address, MULTICALL3_ABI, 'getEthBalance', [address]),
  )
}
