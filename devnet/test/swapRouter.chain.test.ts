import {
  Contract,
  Interface,
  MaxUint256,
  ZeroAddress,
  parseEther,
  parseUnits,
  type BaseContract,
  type ContractTransactionReceipt,
  type Wallet,
} from 'ethers'
import { devnetAccount } from '../accounts'
import { attachContract, type TxOverrides } from '../contractHelpers'
import { compileContracts } from '../compile'
import { revertOf } from '../revert'
import { SWAP_SEED, USD_DECIMALS } from '../swapSeed'
import { PUBLISHED_PAIR_INIT_CODE_HASH, SWAP_FRONTEND_OPERATOR, pairInitCodeHash, uniswapArtifact } from '../uniswap'
import { readBigInt, setupChainFixture } from './helpers'

const env = setupChainFixture({ isolateTests: true })
const addr = (i: number): string => devnetAccount(i).address
const FEE_BPS = 80n
const BPS = 10_000n
const TRADER = 4 // seeded with DEMO and USD, no name
const RECIPIENT = 6 // receives outputs, so its balance deltas carry no gas
const REFERRER = 7
const STAKING = 8

/**
 * Sends and waits, with 50 % over the gas estimate. A Uniswap pair writes its cumulative prices only when the block
 * time moved since its last update, so an estimate taken in a block with the same timestamp is ~40k gas short of the
 * mined transaction (out of gas, now and then). The app adds a margin for the same reason (services/swap/swapWrites).
 */
async function send(
  contract: BaseContract,
  method: string,
  args: readonly unknown[] = [],
  overrides: TxOverrides = {},
): Promise<ContractTransactionReceipt> {
  const fn = contract.getFunction(method)
  const gas = await fn.estimateGas(...args, overrides)
  const tx = await fn.send(...args, { ...overrides, gasLimit: (gas * 3n) / 2n })
  const receipt = await tx.wait()
  if (receipt === null) throw new Error(`No receipt for ${method}`)
  return receipt
}

/** Uniswap V2's getAmountOut (0.3 % LP fee). */
function pairOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}
const fee = (amount: bigint): bigint => (amount * FEE_BPS) / BPS

/** The split of a fee per the router's defaults: referrer 10 %, staking 80 % of the rest, frontend 50 %, owner. */
function split(total: bigint, opts: { referrer: boolean; staking: boolean }) {
  const referrer = opts.referrer ? (total * 1000n) / BPS : 0n
  let rest = total - referrer
  const staking = opts.staking ? (rest * 8000n) / BPS : 0n
  rest -= staking
  const frontend = (rest * 5000n) / BPS
  return { referrer, staking, frontend, owner: rest - frontend }
}

interface Swap {
  router: Contract
  routerIface: Interface
  demo: Contract
  usd: Contract
  weth: Contract
  demoPair: Contract
  usdPair: Contract
  uniRouter: Contract
}

async function contracts(): Promise<Swap> {
  const { chain } = env()
  const a = chain.addresses
  const p = chain.provider
  const pairAbi = uniswapArtifact('UniswapV2Pair').abi
  return {
    router: await attachContract('SwapRouter', a.swapRouter, p),
    routerIface: new Interface((await compileContracts()).SwapRouter.abi),
    demo: await attachContract('ChatToken', a.chatToken, p),
    usd: await attachContract('DevnetUsd', a.usdToken, p),
    weth: new Contract(a.weth, uniswapArtifact('WETH9').abi, p),
    demoPair: new Contract(a.demoWethPair, pairAbi, p),
    usdPair: new Contract(a.usdWethPair, pairAbi, p),
    uniRouter: new Contract(a.uniswapV2Router, uniswapArtifact('UniswapV2Router02').abi, p),
  }
}

/** (reserve of `token`, reserve of WETH) of a token/WETH pair. */
async function reserves(pair: Contract, token: string): Promise<[bigint, bigint]> {
  const [r0, r1]: [bigint, bigint] = await pair.getFunction('getReserves')()
  const token0: string = await pair.getFunction('token0')()
  return token0.toLowerCase() === token.toLowerCase() ? [r0, r1] : [r1, r0]
}

async function balances(token: Contract | null, who: readonly string[]): Promise<bigint[]> {
  const { chain } = env()
  return Promise.all(
    who.map((w) => (token === null ? chain.provider.getBalance(w) : readBigInt(token, 'balanceOf', w))),
  )
}

async function deadline(offsetSec = 600): Promise<bigint> {
  const block = await env().chain.provider.getBlock('latest')
  if (block === null) throw new Error('no block')
  return BigInt(block.timestamp + offsetSec)
}

const as = (c: Contract, i: number): Contract => c.connect(env().chain.signer(i)) as Contract
const signer = (i: number): Wallet => env().chain.signer(i)

describe('Uniswap V2 deployment', () => {
  it('uses the shipped pair bytecode, whose init-code hash the shipped router hard-codes', async () => {
    expect(pairInitCodeHash()).toBe(PUBLISHED_PAIR_INIT_CODE_HASH)
    const s = await contracts()
    const { addresses } = env().chain
    expect(await s.uniRouter.getFunction('factory')()).toBe(addresses.uniswapV2Factory)
    expect(await s.uniRouter.getFunction('WETH')()).toBe(addresses.weth)
    // The router finds the pair by computing its CREATE2 address: a quote only works if the hash is right.
    const [, out] = await s.uniRouter.getFunction('getAmountsOut')(parseEther('1'), [
      addresses.weth,
      addresses.chatToken,
    ])
    expect(out).toBeGreaterThan(0n)
  })

  it('seeds DEMO/WETH and USD/WETH pools and gives the seeded accounts USD', async () => {
    const s = await contracts()
    const { addresses } = env().chain
    expect(await reserves(s.demoPair, addresses.chatToken)).toEqual([SWAP_SEED.demoPool.demo, SWAP_SEED.demoPool.eth])
    expect(await reserves(s.usdPair, addresses.usdToken)).toEqual([SWAP_SEED.usdPool.usd, SWAP_SEED.usdPool.eth])
    expect(await s.usd.getFunction('decimals')()).toBe(BigInt(USD_DECIMALS))
    expect(await balances(s.usd, [addr(1), addr(5)])).toEqual([SWAP_SEED.usdAmount, SWAP_SEED.usdAmount])
    expect(await s.router.getFunction('getPair')(ZeroAddress, addresses.chatToken)).toBe(addresses.demoWethPair)
  })
})

describe('SwapRouter quotes', () => {
  it('ETH -> DEMO: the pair math on the input net of the 0.8 % fee', async () => {
    const s = await contracts()
    const { addresses: a } = env().chain
    const amountIn = parseEther('0.5')
    const [rDemo, rEth] = await reserves(s.demoPair, a.chatToken)
    const amounts: bigint[] = await s.router.getFunction('getAmountsOut')(amountIn, [a.weth, a.chatToken])
    expect(amounts).toEqual([amountIn, pairOut(amountIn - fee(amountIn), rEth, rDemo)])
  })

  it('DEMO -> ETH: the pair math with the fee taken off the output', async () => {
    const s = await contracts()
    const { addresses: a } = env().chain
    const amountIn = parseEther('250')
    const [rDemo, rEth] = await reserves(s.demoPair, a.chatToken)
    const gross = pairOut(amountIn, rDemo, rEth)
    const amounts: bigint[] = await s.router.getFunction('getAmountsOut')(amountIn, [a.chatToken, a.weth])
    expect(amounts).toEqual([amountIn, gross - fee(gross)])
  })

  it('DEMO -> USD through WETH: two hops, fee off the USD', async () => {
    const s = await contracts()
    const { addresses: a } = env().chain
    const amountIn = parseEther('100')
    const [rDemo, rEthD] = await reserves(s.demoPair, a.chatToken)
    const [rUsd, rEthU] = await reserves(s.usdPair, a.usdToken)
    const mid = pairOut(amountIn, rDemo, rEthD)
    const gross = pairOut(mid, rEthU, rUsd)
    const amounts: bigint[] = await s.router.getFunction('getAmountsOut')(amountIn, [a.chatToken, a.weth, a.usdToken])
    expect(amounts).toEqual([amountIn, mid, gross - fee(gross)])
  })

  it('price impact in bips: amountIn / (reserveIn + amountIn), compounded over two hops; NoPool otherwise', async () => {
    const s = await contracts()
    const { addresses: a } = env().chain
    const impact = (i: string, o: string, amt: bigint): Promise<bigint> =>
      s.router.getFunction('getPriceImpact')(i, o, amt)
    const eth = parseEther('1')
    expect(await impact(ZeroAddress, a.chatToken, eth)).toBe((eth * BPS) / (SWAP_SEED.demoPool.eth + eth)) // 909
    expect(await impact(a.weth, a.chatToken, eth)).toBe(909n)
    const demoIn = parseEther('10000')
    const i1 = (demoIn * BPS) / (SWAP_SEED.demoPool.demo + demoIn)
    const mid = pairOut(demoIn, SWAP_SEED.demoPool.demo, SWAP_SEED.demoPool.eth)
    const i2 = (mid * BPS) / (SWAP_SEED.usdPool.eth + mid)
    expect(await impact(a.chatToken, a.usdToken, demoIn)).toBe(BPS - ((BPS - i1) * (BPS - i2)) / BPS)
    expect(await revertOf(impact(a.chatToken, a.punkTld, 1n), s.routerIface)).toBe('NoPool')
  })

  it('liquidity helpers follow the pool ratio and the LP share', async () => {
    const s = await contracts()
    const { addresses: a } = env().chain
    const demo = parseEther('500')
    expect(await s.router.getFunction('calculateETHForLiquidity')(a.chatToken, demo)).toBe(
      (demo * SWAP_SEED.demoPool.eth) / SWAP_SEED.demoPool.demo,
    )
    const supply = await readBigInt(s.demoPair, 'totalSupply')
    const lp = supply / 4n
    const [tokenOut, ethOut]: [bigint, bigint] = await s.router.getFunction('calculateETHAndTokensToReceive')(
      a.chatToken,
      lp,
    )
    expect(tokenOut).toBe((lp * SWAP_SEED.demoPool.demo) / supply)
    expect(ethOut).toBe((lp * SWAP_SEED.demoPool.eth) / supply)
  })
})

describe('SwapRouter swaps and the fee split', () => {
  // The devnet deployment points the router at StakingRewards; these cases start with the staking address unset.
  beforeEach(async () => {
    await send(as((await contracts()).router, 0), 'setStakingAddress', [ZeroAddress])
  })

  it('swapExactETHForTokens: output = quote; fee to owner and frontend (no staking, no referrer); AP credited', async () => {
    const s = await contracts()
    const { addresses: a, provider } = env().chain
    const value = parseEther('0.2')
    const path = [a.weth, a.chatToken]
    const [, quote]: bigint[] = await s.router.getFunction('getAmountsOut')(value, path)
    const watched = [addr(RECIPIENT), addr(0), SWAP_FRONTEND_OPERATOR]
    const [demoBefore] = await balances(s.demo, [addr(RECIPIENT)])
    const ethBefore = await balances(null, watched)
    const points = await attachContract('ActivityPoints', a.activityPoints, provider)
    const spentBefore = await readBigInt(points, 'getTotalWeiSpent', addr(TRADER))
    await send(as(s.router, TRADER), 'swapExactETHForTokens', [quote, path, addr(RECIPIENT), await deadline()], {
      value,
    })
    const [demoAfter] = await balances(s.demo, [addr(RECIPIENT)])
    expect((demoAfter ?? 0n) - (demoBefore ?? 0n)).toBe(quote)
    const f = split(fee(value), { referrer: false, staking: false })
    const ethAfter = await balances(null, watched)
    expect(ethAfter.map((b, i) => b - (ethBefore[i] ?? 0n))).toEqual([0n, f.owner, f.frontend])
    expect(await readBigInt(points, 'getTotalWeiSpent', addr(TRADER))).toBe(spentBefore + fee(value))
    expect(await balances(null, [a.swapRouter])).toEqual([0n])
  })

  it('...WithReferrer pays the referrer 10 % and staking 80 % of the rest once a staking address is set', async () => {
    const s = await contracts()
    const { addresses: a } = env().chain
    await send(as(s.router, 0), 'setStakingAddress', [addr(STAKING)])
    const value = parseEther('1')
    const path = [a.weth, a.chatToken]
    const watched = [addr(REFERRER), addr(STAKING), SWAP_FRONTEND_OPERATOR, addr(0)]
    const before = await balances(null, watched)
    await send(
      as(s.router, TRADER),
      'swapExactETHForTokensWithReferrer',
      [0n, path, addr(TRADER), await deadline(), addr(REFERRER)],
      { value },
    )
    const f = split(fee(value), { referrer: true, staking: true })
    const after = await balances(null, watched)
    expect(after.map((b, i) => b - (before[i] ?? 0n))).toEqual([f.referrer, f.staking, f.frontend, f.owner])
    expect(f.referrer + f.staking + f.frontend + f.owner).toBe(fee(value))
  })

  it('a self-referral pays no referrer share', async () => {
    const s = await contracts()
    const { addresses: a } = env().chain
    const value = parseEther('1')
    const before = await balances(null, [addr(0)])
    await send(
      as(s.router, TRADER),
      'swapExactETHForTokensWithReferrer',
      [0n, [a.weth, a.chatToken], addr(TRADER), await deadline(), addr(TRADER)],
      { value },
    )
    const after = await balances(null, [addr(0)])
    expect((after[0] ?? 0n) - (before[0] ?? 0n)).toBe(split(fee(value), { referrer: false, staking: false }).owner)
  })

  it('a referrer that refuses ETH does not block the swap: its share flows on', async () => {
    const s = await contracts()
    const { addresses: a } = env().chain
    const value = parseEther('1')
    const refuser = a.usdToken // a contract without receive()
    const before = await balances(null, [addr(0), refuser])
    await send(
      as(s.router, TRADER),
      'swapExactETHForTokensWithReferrer',
      [0n, [a.weth, a.chatToken], addr(TRADER), await deadline(), refuser],
      { value },
    )
    const after = await balances(null, [addr(0), refuser])
    expect(after[1]).toBe(before[1])
    expect((after[0] ?? 0n) - (before[0] ?? 0n)).toBe(split(fee(value), { referrer: false, staking: false }).owner)
  })

  it('swapExactTokensForETHWithReferrer (after approve): ETH out = quote, fee split in ETH', async () => {
    const s = await contracts()
    const { addresses: a } = env().chain
    const amountIn = parseEther('300')
    const path = [a.chatToken, a.weth]
    await send(as(s.demo, TRADER), 'approve', [a.swapRouter, amountIn])
    const [, quote]: bigint[] = await s.router.getFunction('getAmountsOut')(amountIn, path)
    const [rDemo, rEth] = await reserves(s.demoPair, a.chatToken)
    const gross = pairOut(amountIn, rDemo, rEth)
    const watched = [addr(RECIPIENT), addr(REFERRER), SWAP_FRONTEND_OPERATOR, addr(0)]
    const before = await balances(null, watched)
    const [demoBefore] = await balances(s.demo, [addr(TRADER)])
    await send(as(s.router, TRADER), 'swapExactTokensForETHWithReferrer', [
      amountIn,
      quote,
      path,
      addr(RECIPIENT),
      await deadline(),
      addr(REFERRER),
    ])
    const f = split(fee(gross), { referrer: true, staking: false })
    const after = await balances(null, watched)
    expect(after.map((b, i) => b - (before[i] ?? 0n))).toEqual([quote, f.referrer, f.frontend, f.owner])
    expect(quote).toBe(gross - fee(gross))
    const [demoAfter] = await balances(s.demo, [addr(TRADER)])
    expect((demoBefore ?? 0n) - (demoAfter ?? 0n)).toBe(amountIn)
  })

  it('swapExactTokensForTokensWithReferrer DEMO -> USD (6 decimals): fee in USD, no staking share', async () => {
    const s = await contracts()
    const { addresses: a } = env().chain
    await send(as(s.router, 0), 'setStakingAddress', [addr(STAKING)])
    const amountIn = parseEther('100')
    const path = [a.chatToken, a.weth, a.usdToken]
    await send(as(s.demo, TRADER), 'approve', [a.swapRouter, amountIn])
    const amounts: bigint[] = await s.router.getFunction('getAmountsOut')(amountIn, path)
    const quote = amounts[2] ?? 0n
    expect(quote).toBeGreaterThan(parseUnits('29', USD_DECIMALS)) // ~0.3 USD a DEMO
    const watched = [addr(RECIPIENT), addr(REFERRER), addr(STAKING), SWAP_FRONTEND_OPERATOR, addr(0)]
    const before = await balances(s.usd, watched)
    await send(as(s.router, TRADER), 'swapExactTokensForTokensWithReferrer', [
      amountIn,
      quote,
      path,
      addr(RECIPIENT),
      await deadline(),
      addr(REFERRER),
    ])
    const after = await balances(s.usd, watched)
    const deltas = after.map((b, i) => b - (before[i] ?? 0n))
    expect(deltas[0]).toBe(quote)
    const totalFee = (deltas[1] ?? 0n) + (deltas[3] ?? 0n) + (deltas[4] ?? 0n)
    const f = split(totalFee, { referrer: true, staking: false })
    expect(deltas).toEqual([quote, f.referrer, 0n, f.frontend, f.owner])
    expect(totalFee).toBe(fee(quote + totalFee))
    expect(await balances(s.usd, [a.swapRouter])).toEqual([0n])
  })

  it('WETH -> DEMO as tokens: the fee comes off the WETH input and is paid in ETH', async () => {
    const s = await contracts()
    const { addresses: a } = env().chain
    const amountIn = parseEther('0.4')
    await send(as(s.weth, TRADER), 'deposit', [], { value: amountIn })
    await send(as(s.weth, TRADER), 'approve', [a.swapRouter, amountIn])
    const path = [a.weth, a.chatToken]
    const [, quote]: bigint[] = await s.router.getFunction('getAmountsOut')(amountIn, path)
    const [demoBefore] = await balances(s.demo, [addr(RECIPIENT)])
    const ethBefore = await balances(null, [addr(0)])
    await send(as(s.router, TRADER), 'swapExactTokensForTokens', [
      amountIn,
      quote,
      path,
      addr(RECIPIENT),
      await deadline(),
    ])
    const [demoAfter] = await balances(s.demo, [addr(RECIPIENT)])
    expect((demoAfter ?? 0n) - (demoBefore ?? 0n)).toBe(quote)
    const ethAfter = await balances(null, [addr(0)])
    expect((ethAfter[0] ?? 0n) - (ethBefore[0] ?? 0n)).toBe(
      split(fee(amountIn), { referrer: false, staking: false }).owner,
    )
    expect(await balances(s.weth, [a.swapRouter])).toEqual([0n])
  })
})

describe('SwapRouter enforcement', () => {
  it('reverts InsufficientOutputAmount one wei above the net quote, in both directions', async () => {
    const s = await contracts()
    const { addresses: a } = env().chain
    const value = parseEther('0.1')
    const [, q1 = 0n]: bigint[] = await s.router.getFunction('getAmountsOut')(value, [a.weth, a.chatToken])
    const buy = as(s.router, TRADER).getFunction('swapExactETHForTokens')
    expect(
      await revertOf(
        buy.send(q1 + 1n, [a.weth, a.chatToken], addr(TRADER), await deadline(), { value }),
        s.routerIface,
      ),
    ).toBe('InsufficientOutputAmount')
    const amountIn = parseEther('10')
    await send(as(s.demo, TRADER), 'approve', [a.swapRouter, amountIn])
    const [, q2 = 0n]: bigint[] = await s.router.getFunction('getAmountsOut')(amountIn, [a.chatToken, a.weth])
    const sell = as(s.router, TRADER).getFunction('swapExactTokensForETH')
    expect(
      await revertOf(
        sell.send(amountIn, q2 + 1n, [a.chatToken, a.weth], addr(TRADER), await deadline()),
        s.routerIface,
      ),
    ).toBe('InsufficientOutputAmount')
    await send(as(s.router, TRADER), 'swapExactTokensForETH', [
      amountIn,
      q2,
      [a.chatToken, a.weth],
      addr(TRADER),
      await deadline(),
    ])
  })

  it('reverts Expired after the deadline, ZeroAmount for no value and InvalidPath for a path not on WETH', async () => {
    const s = await contracts()
    const { addresses: a } = env().chain
    const buy = as(s.router, TRADER).getFunction('swapExactETHForTokens')
    const path = [a.weth, a.chatToken]
    expect(await revertOf(buy.send(0n, path, addr(TRADER), await deadline(-1), { value: 1000n }), s.routerIface)).toBe(
      'Expired',
    )
    expect(await revertOf(buy.send(0n, path, addr(TRADER), await deadline(), { value: 0n }), s.routerIface)).toBe(
      'ZeroAmount',
    )
    expect(
      await revertOf(
        buy.send(0n, [a.chatToken, a.weth], addr(TRADER), await deadline(), { value: 1000n }),
        s.routerIface,
      ),
    ).toBe('InvalidPath')
  })

  it('only the owner sets the staking address; stray ETH is refused', async () => {
    const s = await contracts()
    const { addresses: a } = env().chain
    expect(
      await revertOf(as(s.router, TRADER).getFunction('setStakingAddress').send(addr(STAKING)), s.routerIface),
    ).toBe('OwnableUnauthorizedAccount')
    expect(await revertOf(signer(TRADER).sendTransaction({ to: a.swapRouter, value: 1n }), s.routerIface)).toBe(
      'UnexpectedEthSender',
    )
  })
})

describe('SwapRouter liquidity', () => {
  it('addLiquidityETH refunds unused ETH (too much ETH) and unused DEMO (too little ETH)', async () => {
    const s = await contracts()
    const { addresses: a, provider } = env().chain
    const demo = parseEther('1000') // worth 0.1 ETH at 10 000 DEMO/ETH
    await send(as(s.demo, 0), 'mint', [addr(TRADER), parseEther('5000')])
    await send(as(s.demo, TRADER), 'approve', [a.swapRouter, MaxUint256])
    const lpBefore = await readBigInt(s.demoPair, 'balanceOf', addr(TRADER))

    // 1. 0.5 ETH for 0.1 ETH worth of DEMO: all DEMO used, 0.4 ETH back.
    const ethBefore = await provider.getBalance(addr(TRADER))
    const [demoBefore] = await balances(s.demo, [addr(TRADER)])
    const r1 = await send(
      as(s.router, TRADER),
      'addLiquidityETH',
      [a.chatToken, demo, 0n, 0n, addr(TRADER), await deadline()],
      {
        value: parseEther('0.5'),
      },
    )
    const gas1 = r1.gasUsed * r1.gasPrice
    expect(ethBefore - (await provider.getBalance(addr(TRADER))) - gas1).toBe(parseEther('0.1'))
    const [demoMid] = await balances(s.demo, [addr(TRADER)])
    expect((demoBefore ?? 0n) - (demoMid ?? 0n)).toBe(demo)

    // 2. 0.05 ETH with 1000 DEMO desired: all ETH used, only 500 DEMO taken, the rest back.
    const eth2Before = await provider.getBalance(addr(TRADER))
    const r2 = await send(
      as(s.router, TRADER),
      'addLiquidityETH',
      [a.chatToken, demo, 0n, 0n, addr(TRADER), await deadline()],
      {
        value: parseEther('0.05'),
      },
    )
    expect(eth2Before - (await provider.getBalance(addr(TRADER))) - r2.gasUsed * r2.gasPrice).toBe(parseEther('0.05'))
    const [demoAfter] = await balances(s.demo, [addr(TRADER)])
    expect((demoMid ?? 0n) - (demoAfter ?? 0n)).toBe(parseEther('500'))

    expect(await readBigInt(s.demoPair, 'balanceOf', addr(TRADER))).toBeGreaterThan(lpBefore)
    expect(await balances(null, [a.swapRouter])).toEqual([0n])
    expect(await balances(s.demo, [a.swapRouter])).toEqual([0n])
  })

  it('removeLiquidityETH pays what calculateETHAndTokensToReceive says', async () => {
    const s = await contracts()
    const { addresses: a } = env().chain
    await send(as(s.demo, 0), 'mint', [addr(TRADER), parseEther('5000')])
    await send(as(s.demo, TRADER), 'approve', [a.swapRouter, MaxUint256])
    await send(
      as(s.router, TRADER),
      'addLiquidityETH',
      [a.chatToken, parseEther('2000'), 0n, 0n, addr(TRADER), await deadline()],
      { value: parseEther('0.2') },
    )
    const lp = await readBigInt(s.demoPair, 'balanceOf', addr(TRADER))
    const [expToken, expEth]: [bigint, bigint] = await s.router.getFunction('calculateETHAndTokensToReceive')(
      a.chatToken,
      lp,
    )
    await send(as(s.demoPair, TRADER), 'approve', [a.swapRouter, lp])
    const [ethBefore] = await balances(null, [addr(RECIPIENT)])
    const [demoBefore] = await balances(s.demo, [addr(RECIPIENT)])
    await send(as(s.router, TRADER), 'removeLiquidityETH', [a.chatToken, lp, 0n, 0n, addr(RECIPIENT), await deadline()])
    const [ethAfter] = await balances(null, [addr(RECIPIENT)])
    const [demoAfter] = await balances(s.demo, [addr(RECIPIENT)])
    expect((ethAfter ?? 0n) - (ethBefore ?? 0n)).toBe(expEth)
    expect((demoAfter ?? 0n) - (demoBefore ?? 0n)).toBe(expToken)
  })
})
