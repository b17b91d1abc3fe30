import { createHash } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Contract, Interface, type TransactionReceipt } from 'ethers'
import { expect } from '../fixtures'
import type { DevnetHelpers } from '../support/devnet'
import type { InjectedWallet } from '../support/wallet/injectedWallet'

/** What the stake journeys read on the chain, beside what the page shows. */
const STAKING_ABI = [
  'function balanceOf(address) view returns (uint256)',
  'function previewClaim(address) view returns (uint256)',
  'function getLockedTimeLeft(address) view returns (uint256)',
  'function futureRewards() view returns (uint256)',
  'event Claim(address indexed sender, address indexed claimer, uint256 amount)',
]
const ERC20_ABI = ['function balanceOf(address) view returns (uint256)']
const ROUTER_ABI = [
  'function calculateETHForLiquidity(address token, uint256 amount) view returns (uint256)',
  'function calculateETHAndTokensToReceive(address token, uint256 lpAmount) view returns (uint256, uint256)',
]

/** Read-only handles on the staking contract, the DEMO/WETH LP token and the site router of the shared devnet. */
export function stakeContracts(devnet: DevnetHelpers) {
  const { addresses, provider } = devnet
  return {
    staking: new Contract(addresses.staking, STAKING_ABI, provider),
    lp: new Contract(addresses.demoWethPair, ERC20_ABI, provider),
    router: new Contract(addresses.swapRouter, ROUTER_ABI, provider),
  }
}

/** Calls a view function and insists on a bigint (uint) result. */
export async function readUint(contract: Contract, method: string, ...args: unknown[]): Promise<bigint> {
  const value: unknown = await contract.getFunction(method)(...args)
  if (typeof value !== 'bigint') throw new Error(`${method} returned ${typeof value}`)
  return value
}

/** The receipt of the test wallet's latest sent transaction (its hash is the wallet's answer). */
export async function lastReceipt(devnet: DevnetHelpers, wallet: InjectedWallet): Promise<TransactionReceipt> {
  const sent = wallet.requestsFor('eth_sendTransaction')
  const outcome = sent[sent.length - 1]?.outcome
  const hash = outcome && 'result' in outcome ? outcome.result : undefined
  if (typeof hash !== 'string') throw new Error('No transaction was sent')
  const receipt = await devnet.provider.getTransactionReceipt(hash)
  if (!receipt) throw new Error(`No receipt for ${hash}`)
  return receipt
}

/** Gas paid by a transaction, in wei. */
export const feeOf = (receipt: TransactionReceipt): bigint => receipt.gasUsed * receipt.gasPrice

/** The ETH rewards a receipt's Claim events paid out. */
export function claimedIn(receipt: TransactionReceipt): bigint {
  const iface = new Interface(STAKING_ABI)
  return receipt.logs.reduce((sum, log) => {
    const parsed = iface.parseLog(log)
    return parsed?.name === 'Claim' ? sum + BigInt(String(parsed.args.getValue('amount'))) : sum
  }, 0n)
}

/**
 * Moves the shared devnet's clock forward by `seconds` and mines a block at the new time (anvil's evm_increaseTime
 * then evm_mine), as if that much time had passed.
 */
export async function advanceChainTime(devnet: DevnetHelpers, seconds: bigint): Promise<void> {
  await devnet.provider.send('evm_increaseTime', [Number(seconds)])
  await devnet.provider.send('evm_mine', [])
}

/**
 * Runs `fn` while no other stake journey moves the shared chain's clock: a journey that checks a fresh lock and one
 * that fast-forwards past its own lock would otherwise race (both projects run in parallel on one devnet). The lock
 * is a directory created atomically in the temp folder, named after the devnet's RPC URL; waiting for it polls.
 */
export async function withChainClock<T>(devnet: DevnetHelpers, fn: () => Promise<T>): Promise<T> {
  const key = createHash('sha256').update(devnet.rpcUrl).digest('hex').slice(0, 16)
  const lock = join(tmpdir(), `e2e-chain-clock-${key}`)
  const tryLock = () => {
    try {
      mkdirSync(lock)
      return true
    } catch {
      return false
    }
  }
  await expect.poll(tryLock, { timeout: 90_000, intervals: [100, 250, 500] }).toBe(true)
  try {
    return await fn()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
