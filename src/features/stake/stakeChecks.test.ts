/** @jest-environment node */
import { parseEther } from 'ethers'
import {
  checkAddLiquidity,
  checkDeposit,
  checkRemoveLiquidity,
  checkWithdraw,
  claimBlocker,
  isApproved,
  withdrawBlocker,
} from './stakeChecks'

const wei = (ether: string) => parseEther(ether).toString()

describe('checkDeposit', () => {
  const context = {
    lpBalanceWei: wei('10'),
    stakedWei: wei('95'),
    minDepositWei: wei('0.1'),
    maxDepositWei: wei('100'),
  }

  it.each([
    ['', null, ''],
    ['  ', null, ''],
    ['0', null, 'The amount must be more than zero.'],
    ['-1', null, 'The amount must be more than zero.'],
    ['1,5', null, 'Use a dot (.) for decimals, not a comma.'],
    ['abc', null, 'Enter a number, like 1.5.'],
    ['.', null, 'Enter a number, like 1.5.'],
    ['0.0000000000000000001', null, 'Use at most 18 digits after the dot.'],
    ['0.09', null, 'The minimum deposit is 0.1 LP.'],
    ['10.5', null, 'That is more than your balance of 10 LP.'],
    ['5.01', null, 'The maximum stake is 100 LP: you can add up to 5 LP.'],
    ['0.1', wei('0.1'), ''],
    ['5', wei('5'), ''],
  ])('%j → %s %j', (text, expected, message) => {
    expect(checkDeposit(text, context)).toEqual({ wei: expected, message })
  })

  it('says so when the stake is already at the maximum', () => {
    expect(checkDeposit('1', { ...context, stakedWei: wei('100') }).message).toBe(
      'You already stake the maximum of 100 LP.',
    )
  })
})

describe('checkWithdraw and withdrawBlocker', () => {
  const context = { stakedWei: wei('3'), minDepositWei: wei('1'), lockedSeconds: 0 }

  it.each([
    ['', null, ''],
    ['0', null, 'The amount must be more than zero.'],
    ['3.000001', null, 'That is more than your stake of 3 LP.'],
    ['2.5', null, 'Leave at least 1 LP staked, or withdraw all 3 LP.'],
    ['2', wei('2'), ''],
    ['3', wei('3'), ''],
  ])('%j → %s %j', (text, expected, message) => {
    expect(checkWithdraw(text, context)).toEqual({ wei: expected, message })
  })

  it('blocks a locked stake with the time left, and an empty one', () => {
    expect(withdrawBlocker({ stakedWei: wei('3'), lockedSeconds: 252 })).toBe(
      'Your stake is locked for another 4m 12s.',
    )
    expect(withdrawBlocker({ stakedWei: '0', lockedSeconds: 0 })).toBe('You have nothing staked.')
    expect(withdrawBlocker({ stakedWei: wei('3'), lockedSeconds: 0 })).toBe('')
  })
})

describe('claimBlocker', () => {
  it('blocks a claim of nothing only', () => {
    expect(claimBlocker('0')).toBe('You have no rewards to claim yet.')
    expect(claimBlocker('1')).toBe('')
  })
})

describe('checkAddLiquidity', () => {
  const context = {
    chatTokenSymbol: 'DEMO',
    nativeSymbol: 'ETH',
    demoBalanceWei: wei('1000'),
    ethBalanceWei: wei('0.05'),
    ethNeededWei: wei('0.01') as string | null,
  }

  it.each([
    ['100', wei('100'), ''],
    ['1000.1', null, 'That is more than your balance of 1000 DEMO.'],
    ['0', null, 'The amount must be more than zero.'],
  ])('%j → %s %j', (text, expected, message) => {
    expect(checkAddLiquidity(text, context)).toEqual({ wei: expected, message })
  })

  it('needs the quoted ETH, and a pool to quote', () => {
    expect(checkAddLiquidity('600', { ...context, ethNeededWei: wei('0.06') }).message).toBe(
      'This needs 0.06 ETH, more than your balance of 0.05 ETH.',
    )
    expect(checkAddLiquidity('1', { ...context, ethNeededWei: '0' }).message).toBe(
      'There is no pool to add liquidity to yet.',
    )
    // While the quote loads the amount itself is fine; the form waits for the quote before it acts.
    expect(checkAddLiquidity('1', { ...context, ethNeededWei: null })).toEqual({ wei: wei('1'), message: '' })
  })
})

describe('checkRemoveLiquidity and isApproved', () => {
  it('takes LP within the balance', () => {
    expect(checkRemoveLiquidity('2', wei('2'))).toEqual({ wei: wei('2'), message: '' })
    expect(checkRemoveLiquidity('2.1', wei('2')).message).toBe('That is more than your balance of 2 LP.')
  })

  it('compares allowances as integers', () => {
    expect(isApproved('10', '9')).toBe(true)
    expect(isApproved('10', '10')).toBe(true)
    expect(isApproved('9', '10')).toBe(false)
  })
})
