import { Contract, MaxUint256, parseEther, parseUnits, type JsonRpcProvider } from 'ethers'
import { devnetAccount } from './accounts'
import type { DevnetAddresses } from './addresses'
import { attachContract, send } from './contractHelpers'
import { devnetSigner } from './provider'
import { uniswapArtifact } from './uniswap'

/** Decimals of the devnet USD token (like USDC), so the swap screen meets a non-18-decimal token. */
export const USD_DECIMALS = 6

/**
 * What `seedSwap` creates. Pools are added by account 0 straight through UniswapV2Router02, which keeps the LP
 * tokens. Prices: 1 ETH = 10 000 DEMO and 1 ETH = 3 000 USD, so 1 DEMO = 0.3 USD through WETH.
 */
export const SWAP_SEED = {
  demoPool: { demo: parseEther('100000'), eth: parseEther('10') },
  usdPool: { usd: parseUnits('30000', USD_DECIMALS), eth: parseEther('10') },
  /** USD minted to each of these accounts (the DEMO holders of SEED). */
  usdHolders: [1, 2, 3, 4, 5],
  usdAmount: parseUnits('1000', USD_DECIMALS),
} as const

/** Adds the SWAP_SEED liquidity and USD balances after deployment (deployer = account 0). Throws on a failed tx. */
export async function seedSwap(provider: JsonRpcProvider, addresses: DevnetAddresses): Promise<void> {
  const deployer = devnetSigner(provider, 0)
  const self = deployer.address
  const chatToken = await attachContract('ChatToken', addresses.chatToken, deployer)
  const usd = await attachContract('DevnetUsd', addresses.usdToken, deployer)
  const uniRouter = new Contract(addresses.uniswapV2Router, uniswapArtifact('UniswapV2Router02').abi, deployer)

  const { demoPool, usdPool } = SWAP_SEED
  await send(chatToken, 'mint', [self, demoPool.demo])
  await send(chatToken, 'approve', [addresses.uniswapV2Router, demoPool.demo])
  await send(uniRouter, 'addLiquidityETH', [addresses.chatToken, demoPool.demo, 0n, 0n, self, MaxUint256], {
    value: demoPool.eth,
  })

  await send(usd, 'mint', [self, usdPool.usd])
  await send(usd, 'approve', [addresses.uniswapV2Router, usdPool.usd])
  await send(uniRouter, 'addLiquidityETH', [addresses.usdToken, usdPool.usd, 0n, 0n, self, MaxUint256], {
    value: usdPool.eth,
  })

  for (const account of SWAP_SEED.usdHolders) {
    await send(usd, 'mint', [devnetAccount(account).address, SWAP_SEED.usdAmount])
  }
}
