import { Contract, MaxUint256, parseEther } from 'ethers'
import { expect, type Locator, type Page } from '@playwright/test'
import { uniswapArtifact } from '../../devnet/uniswap'
import { formatBalance } from '../../src/lib/amount'
import type { AppDriver, DevnetHelpers, WalletAccount } from '../fixtures'

/** Exact texts of the swap journeys: spec §8 toasts and the swap screen's own messages (issue #13). */
export const SWAP_TEXT = {
  confirmToast: 'Please confirm the transaction.',
  rejectedToast: 'You rejected the request in your wallet.',
  switchNetwork: 'Switch to Base Sepolia',
} as const

const ERC20_READ = ['function balanceOf(address) view returns (uint256)'] as const

/** An ERC-20 balance in base units. */
export async function tokenBalance(devnet: DevnetHelpers, token: string, owner: string): Promise<bigint> {
  return new Contract(token, ERC20_READ, devnet.provider).getFunction('balanceOf')(owner)
}

/** How the form shows a balance: rounded down to 6 decimals, with the symbol. */
export const shown = (wei: bigint, decimals: number, symbol: string) =>
  `${formatBalance(wei.toString(), decimals)} ${symbol}`

/**
 * Buys `token` with `eth` ETH for `account` straight on the Uniswap V2 router (no owner key involved, so parallel
 * workers never race for account 0's nonce), and returns what arrived.
 */
export async function buyOnUniswap(
  devnet: DevnetHelpers,
  account: WalletAccount,
  token: string,
  eth: string,
): Promise<bigint> {
  const { weth, uniswapV2Router } = devnet.addresses
  const router = new Contract(uniswapV2Router, uniswapArtifact('UniswapV2Router02').abi, devnet.signer(account))
  const before = await tokenBalance(devnet, token, account.address)
  // A fixed gas limit: an estimate can fall short when the pair's price accumulators need updating (see swapWrites).
  const tx = await router.getFunction('swapExactETHForTokens')(0n, [weth, token], account.address, MaxUint256, {
    value: parseEther(eth),
    gasLimit: 300_000n,
  })
  await tx.wait()
  return (await tokenBalance(devnet, token, account.address)) - before
}

/** The swap screen's parts, located by role and label. */
export function swapScreen(page: Page) {
  const card = page.getByRole('region', { name: 'Swap', exact: true })
  return {
    card,
    amount: card.getByLabel(/^Amount \(/),
    output: card.getByLabel(/^Amount to receive \(/),
    maximum: card.getByTestId('swap-maximum'),
    balanceIn: card.getByTestId('swap-balance-in'),
    balanceOut: card.getByTestId('swap-balance-out'),
    problem: card.locator('#swap-problem'),
    minimum: card.getByTestId('swap-minimum'),
    impact: card.getByTestId('swap-impact'),
    route: card.getByTestId('swap-route'),
    fee: card.getByTestId('swap-fee'),
    button: (name: string | RegExp): Locator => card.getByRole('button', { name, exact: typeof name === 'string' }),
  }
}

/** Picks `symbol` on one side through the picker dialog (filter typed first, like a user would). */
export async function pickToken(page: Page, side: 'From' | 'To', symbol: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${side} token: `) }).click()
  const dialog = page.getByRole('dialog', { name: `Select the token to swap ${side === 'From' ? 'from' : 'to'}` })
  await dialog.getByLabel('Search by symbol or name, or paste a token address').fill(symbol)
  await dialog.getByRole('button', { name: new RegExp(`^${symbol}\\b`) }).click()
  await dialog.waitFor({ state: 'detached' })
}

/** The texts of the unlisted-token warning (issue #39). */
export const UNLISTED_TEXT = { title: 'This token is not on the list', accept: 'I understand, use this token' } as const

/**
 * Pastes `address` into one side's picker, chooses the token read there (its button named by `name`, e.g.
 * /^USD\s+Devnet USD\s+not on the list/) and accepts the unlisted-token warning, as a user would.
 */
export async function pickPasted(page: Page, side: 'From' | 'To', address: string, name: RegExp): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${side} token: `) }).click()
  const dialog = page.getByRole('dialog', { name: `Select the token to swap ${side === 'From' ? 'from' : 'to'}` })
  await dialog.getByLabel('Search by symbol or name, or paste a token address').fill(address)
  await dialog.getByRole('button', { name }).click()
  await expect(dialog.getByRole('heading', { name: UNLISTED_TEXT.title })).toBeVisible()
  await dialog.getByRole('button', { name: UNLISTED_TEXT.accept }).click()
  await dialog.waitFor({ state: 'detached' })
}

/** Opens /swap/univ2 connected with the test's wallet. */
export async function openSwap(app: AppDriver): Promise<ReturnType<typeof swapScreen>> {
  await app.open('/swap/univ2')
  await app.connect()
  const screen = swapScreen(app.page)
  await screen.card.waitFor()
  return screen
}
