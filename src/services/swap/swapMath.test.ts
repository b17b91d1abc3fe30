import { NATIVE_COIN_ADDRESS } from '../../config/constants'
import {
  deadlineFrom,
  deadlineMinutes,
  formatBps,
  minimumReceived,
  routePath,
  siteFee,
  swapKind,
  swapMethod,
} from './swapMath'

const WETH = '0x00000000000000000000000000000000000000Aa'
const DEMO = '0x00000000000000000000000000000000000000Bb'
const USD = '0x00000000000000000000000000000000000000Cc'
const none = { direct: false, aWithWeth: false, wethWithB: false }

describe('swapKind / swapMethod', () => {
  it.each([
    [NATIVE_COIN_ADDRESS, WETH, 'wrap'],
    [WETH, NATIVE_COIN_ADDRESS, 'unwrap'],
    [NATIVE_COIN_ADDRESS, DEMO, 'swap'],
    [WETH, DEMO, 'swap'],
  ])('%s -> %s is a %s', (a, b, kind) => {
    expect(swapKind(a, b, NATIVE_COIN_ADDRESS, WETH.toLowerCase())).toBe(kind)
  })

  it('picks the ETH-in, ETH-out or token-token family', () => {
    expect(swapMethod(NATIVE_COIN_ADDRESS, DEMO, NATIVE_COIN_ADDRESS)).toBe('ethForTokens')
    expect(swapMethod(DEMO, NATIVE_COIN_ADDRESS, NATIVE_COIN_ADDRESS)).toBe('tokensForEth')
    expect(swapMethod(DEMO, USD, NATIVE_COIN_ADDRESS)).toBe('tokensForTokens')
    expect(swapMethod(WETH, DEMO, NATIVE_COIN_ADDRESS)).toBe('tokensForTokens')
  })
})

describe('routePath', () => {
  it('takes the direct pair first, else two hops through WETH, else none', () => {
    expect(routePath(DEMO, USD, WETH, { ...none, direct: true })).toEqual([DEMO, USD])
    expect(routePath(DEMO, USD, WETH, { direct: false, aWithWeth: true, wethWithB: true })).toEqual([DEMO, WETH, USD])
    expect(routePath(DEMO, USD, WETH, { direct: false, aWithWeth: true, wethWithB: false })).toBeNull()
    expect(routePath(WETH, USD, WETH, { direct: false, aWithWeth: true, wethWithB: true })).toBeNull()
    expect(routePath(DEMO, DEMO.toLowerCase(), WETH, { ...none, direct: true })).toBeNull()
  })
})

describe('minimumReceived', () => {
  it('takes the slippage off, rounding down, within 0-100 %', () => {
    expect(minimumReceived(1_000_000n, 50)).toBe(995_000n)
    expect(minimumReceived(999n, 50)).toBe(994n) // 994.005 rounds down
    expect(minimumReceived(1000n, 0)).toBe(1000n)
    expect(minimumReceived(1000n, -5)).toBe(1000n)
    expect(minimumReceived(1000n, 20_000)).toBe(0n)
  })
})

describe('deadline', () => {
  it('reads the settings minutes; anything but a positive number is the 20-minute default', () => {
    expect(deadlineMinutes('5')).toBe(5)
    expect(deadlineMinutes(' 1.5 ')).toBe(1.5)
    expect(deadlineMinutes('abc')).toBe(20)
    expect(deadlineMinutes('0')).toBe(20)
    expect(deadlineMinutes('-3')).toBe(20)
    expect(deadlineMinutes('')).toBe(20)
    expect(deadlineFrom('10', 1_700_000_000_500)).toBe(1_700_000_600n)
  })
})

describe('siteFee and formatBps', () => {
  it('is the input share when paid in ETH, else grossed up from the net output', () => {
    expect(siteFee(1_000_000n, 0n, 80, true)).toBe(8000n)
    // net 992 of a gross 1000 at 0.8 %: the fee was 8
    expect(siteFee(0n, 992n, 80, false)).toBe(8n)
  })

  it('shows bips as a short percent', () => {
    expect(formatBps(80)).toBe('0.8%')
    expect(formatBps(909)).toBe('9.09%')
    expect(formatBps(1000)).toBe('10%')
    expect(formatBps(0)).toBe('0%')
    expect(formatBps(0.5)).toBe('<0.01%')
  })
})
