import { parseEther } from 'ethers'

/** The TLD the devnet registers names under (ERC-721 name and symbol too). */
export const TLD_NAME = '.demo'

/** PunkMinter prices in wei for names of 1, 2, 3, 4 and 5+ Unicode characters. */
export const MINTER_PRICES: readonly [bigint, bigint, bigint, bigint, bigint] = [
  parseEther('0.1'),
  parseEther('0.05'),
  parseEther('0.01'),
  parseEther('0.005'),
  parseEther('0.001'),
]

/** Share of the tier price the minter pays a referrer, in bips (10 %). */
export const MINTER_REFERRAL_BIPS = 1000n

/** Wei per chat message or reply in every channel. */
export const CHAT_PRICE = parseEther('0.00001')

/** Mod tokens needed to moderate a channel (one soulbound badge). */
export const MOD_MIN_BALANCE = 1n

export const CHAT_TOKEN_NAME = 'Demo Chat Token'
export const CHAT_TOKEN_SYMBOL = 'DEMO'

/** Wei per NFT collection launch on the devnet launchpad (the deployed one asks 0.0019 ETH). */
export const NFT_LAUNCH_PRICE = parseEther('0.001')

/** Each of the two fees (protocol and collection owner) on a bonding-curve mint or sale, 1e18 = 100 % (2 %). */
export const NFT_MINTING_FEE_PERCENTAGE = parseEther('0.02')

/** Wei per comment in the NFT collections' comments channel. */
export const NFT_COMMENT_PRICE = parseEther('0.00001')
