import { formatDuration } from './time'
import type { ParsedAmount } from './amounts'
import { formatWei, parseAmount } from './amounts'

/** The symbol the screen uses for the DEMO/WETH liquidity token. */
export const LP_SYMBOL = 'LP'

/** A checked amount: `wei` (decimal string) when the action can go ahead, else null with the reason. */
export interface AmountCheck {
  wei: string | null
  message: string
}

const ok = (wei: bigint): AmountCheck => ({ wei: wei.toString(), message: '' })
const no = (message: string): AmountCheck => ({ wei: null, message })
const fromParsed = (parsed: ParsedAmount): AmountCheck | null => (parsed.wei === null ? no(parsed.message) : null)

const aboveBalance = (balanceWei: string, symbol: string) =>
  no(`That is more than your balance of ${formatWei(balanceWei)} ${symbol}.`)

/** What a deposit is checked against (wei strings). */
export interface DepositContext {
  lpBalanceWei: string
  stakedWei: string
  minDepositWei: string
  maxDepositWei: string
}

/**
 * Issue #14 Deposit: a positive amount, at least `minDeposit`, at most the LP balance, and a total stake of at most
 * `maxDeposit` (the devnet contract caps the total; on a per-deposit contract this is stricter, never looser).
 */
export function checkDeposit(text: string, context: DepositContext): AmountCheck {
  const parsed = parseAmount(text)
  const invalid = fromParsed(parsed)
  if (invalid || parsed.wei === null) return invalid ?? no('')
  const amount = parsed.wei
  const min = BigInt(context.minDepositWei)
  const max = BigInt(context.maxDepositWei)
  const staked = BigInt(context.stakedWei)
  if (amount < min) return no(`The minimum deposit is ${formatWei(min)} ${LP_SYMBOL}.`)
  if (amount > BigInt(context.lpBalanceWei)) return aboveBalance(context.lpBalanceWei, LP_SYMBOL)
  if (staked + amount > max) {
    const room = max > staked ? max - staked : 0n
    return no(
      room === 0n
        ? `You already stake the maximum of ${formatWei(max)} ${LP_SYMBOL}.`
        : `The maximum stake is ${formatWei(max)} ${LP_SYMBOL}: you can add up to ${formatWei(room)} ${LP_SYMBOL}.`,
    )
  }
  return ok(amount)
}

/** What a withdrawal is checked against. */
export interface WithdrawContext {
  stakedWei: string
  minDepositWei: string
  /** Seconds the stake stays locked (0 when unlocked), on the chain's clock now. */
  lockedSeconds: number
}

/** The reason withdrawing is impossible whatever the amount ('' when it is possible). */
export function withdrawBlocker({ stakedWei, lockedSeconds }: Pick<WithdrawContext, 'stakedWei' | 'lockedSeconds'>) {
  if (BigInt(stakedWei) === 0n) return 'You have nothing staked.'
  if (lockedSeconds > 0) return `Your stake is locked for another ${formatDuration(lockedSeconds)}.`
  return ''
}

/**
 * Issue #14 Withdraw: a positive amount, at most the stake, and what stays staked is either nothing or at least
 * `minDeposit`. The lock is `withdrawBlocker`'s: an amount can be right while the stake is still locked.
 */
export function checkWithdraw(text: string, context: WithdrawContext): AmountCheck {
  const parsed = parseAmount(text)
  const invalid = fromParsed(parsed)
  if (invalid || parsed.wei === null) return invalid ?? no('')
  const amount = parsed.wei
  const staked = BigInt(context.stakedWei)
  const min = BigInt(context.minDepositWei)
  if (amount > staked) return no(`That is more than your stake of ${formatWei(staked)} ${LP_SYMBOL}.`)
  const remainder = staked - amount
  if (remainder > 0n && remainder < min) {
    return no(
      `Leave at least ${formatWei(min)} ${LP_SYMBOL} staked, or withdraw all ${formatWei(staked)} ${LP_SYMBOL}.`,
    )
  }
  return ok(amount)
}

/** Issue #14 Claim: the reason there is nothing to claim ('' when there is). */
export const claimBlocker = (claimableWei: string): string =>
  BigInt(claimableWei) === 0n ? 'You have no rewards to claim yet.' : ''

/** What adding liquidity is checked against. */
export interface AddLiquidityContext {
  chatTokenSymbol: string
  nativeSymbol: string
  demoBalanceWei: string
  ethBalanceWei: string
  /** ETH the router asks for this amount; null while the quote loads. */
  ethNeededWei: string | null
}

/**
 * Issue #14 Get LP: a positive chat token amount within the balance, a pool to price it (a quote of 0 means none),
 * and enough ETH for the quote (gas aside: the wallet will say if that is short).
 */
export function checkAddLiquidity(text: string, context: AddLiquidityContext): AmountCheck {
  const parsed = parseAmount(text)
  const invalid = fromParsed(parsed)
  if (invalid || parsed.wei === null) return invalid ?? no('')
  const amount = parsed.wei
  if (amount > BigInt(context.demoBalanceWei)) return aboveBalance(context.demoBalanceWei, context.chatTokenSymbol)
  if (context.ethNeededWei === null) return ok(amount)
  const needed = BigInt(context.ethNeededWei)
  if (needed === 0n) return no('There is no pool to add liquidity to yet.')
  if (needed > BigInt(context.ethBalanceWei)) {
    return no(
      `This needs ${formatWei(needed)} ${context.nativeSymbol}, more than your balance of ${formatWei(
        context.ethBalanceWei,
      )} ${context.nativeSymbol}.`,
    )
  }
  return ok(amount)
}

/** Issue #14 Get LP, removing: a positive amount of LP tokens within the balance. */
export function checkRemoveLiquidity(text: string, lpBalanceWei: string): AmountCheck {
  const parsed = parseAmount(text)
  const invalid = fromParsed(parsed)
  if (invalid || parsed.wei === null) return invalid ?? no('')
  if (parsed.wei > BigInt(lpBalanceWei)) return aboveBalance(lpBalanceWei, LP_SYMBOL)
  return ok(parsed.wei)
}

/** Whether `allowanceWei` already covers `amountWei` (so the approve step can be skipped). */
export const isApproved = (allowanceWei: string, amountWei: string): boolean =>
  BigInt(allowanceWei) >= BigInt(amountWei)
