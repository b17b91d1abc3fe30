import { parseUnits } from './units'
import type { AmountContext } from './amount'
import {
  COMMA_MESSAGE,
  NOT_A_NUMBER_MESSAGE,
  ZERO_AMOUNT_MESSAGE,
  checkAgainstBalance,
  checkAmount,
  formatBalance,
  maxAmountText,
} from './amount'

const DEMO: AmountContext = {
  symbol: 'DEMO',
  decimals: 18,
  balanceWei: parseUnits('1000', 18).toString(),
  feeWei: null,
}
const ETH: AmountContext = {
  symbol: 'ETH',
  decimals: 18,
  balanceWei: parseUnits('1', 18).toString(),
  feeWei: parseUnits('0.000021', 18).toString(),
}
const USDC: AmountContext = { symbol: 'USDC', decimals: 6, balanceWei: '2500000', feeWei: null }

describe('checkAmount', () => {
  it.each([
    ['1', DEMO, '1000000000000000000'],
    ['0.5', DEMO, '500000000000000000'],
    ['.5', DEMO, '500000000000000000'],
    ['  12.25  ', DEMO, '12250000000000000000'],
    ['1000', DEMO, '1000000000000000000000'],
    ['0.000000000000000001', DEMO, '1'],
    ['2.5', USDC, '2500000'],
    ['0.000001', USDC, '1'],
  ])('parses %j exactly', (text, context, amountWei) => {
    expect(checkAmount(text, context)).toEqual({ amountWei, message: '' })
  })

  it.each([
    ['', ''],
    ['   ', ''],
    ['0', ZERO_AMOUNT_MESSAGE],
    ['0.000', ZERO_AMOUNT_MESSAGE],
    ['-1', ZERO_AMOUNT_MESSAGE],
    ['-0.5', ZERO_AMOUNT_MESSAGE],
    ['1,5', COMMA_MESSAGE],
    ['abc', NOT_A_NUMBER_MESSAGE],
    ['1e18', NOT_A_NUMBER_MESSAGE],
    ['1.2.3', NOT_A_NUMBER_MESSAGE],
    ['.', NOT_A_NUMBER_MESSAGE],
    ['0x10', NOT_A_NUMBER_MESSAGE],
    ['1000.000000000000000001', 'That is more than your balance of 1000 DEMO.'],
    ['0.0000000000000000001', 'DEMO has 18 decimals: use at most 18 digits after the dot.'],
  ])('refuses %j with %j', (text, message) => {
    expect(checkAmount(text, DEMO)).toEqual({ amountWei: null, message })
  })

  it('never rounds away extra decimals of a 6-decimal token', () => {
    expect(checkAmount('1.0000001', USDC)).toEqual({
      amountWei: null,
      message: 'USDC has 6 decimals: use at most 6 digits after the dot.',
    })
  })

  it('asks for whole numbers of a token without decimals', () => {
    expect(checkAmount('1.5', { ...USDC, decimals: 0, symbol: 'PTS' }).message).toBe(
      'PTS cannot be split: enter a whole number.',
    )
  })

  it('accepts an amount while the balance is still loading, and checks it once known', () => {
    expect(checkAmount('5000', { ...DEMO, balanceWei: null })).toEqual({
      amountWei: parseUnits('5000', 18).toString(),
      message: '',
    })
  })

  it('keeps the native network fee out of what can be sent', () => {
    expect(checkAmount('0.99', ETH).amountWei).toBe(parseUnits('0.99', 18).toString())
    expect(checkAmount('0.999979', ETH).amountWei).toBe(parseUnits('0.999979', 18).toString())
    expect(checkAmount('0.99998', ETH)).toEqual({
      amountWei: null,
      message: 'Leave about 0.000021 ETH for the network fee: you can send up to 0.999979 ETH.',
    })
    expect(checkAmount('1.1', ETH).message).toBe('That is more than your balance of 1 ETH.')
  })

  it('shows the fee short, or exactly when it is tiny', () => {
    expect(checkAmount('1', { ...ETH, feeWei: '21002672964000' }).message).toMatch(/^Leave about 0\.000021 ETH /)
    expect(checkAmount('1', { ...ETH, feeWei: '21' }).message).toMatch(/^Leave about 0\.000000000000000021 ETH /)
  })
})

describe('checkAgainstBalance', () => {
  it.each([
    ['a token amount within the balance', parseUnits('1000', 18), DEMO, ''],
    ['a token amount one unit over', parseUnits('1000', 18) + 1n, DEMO, 'That is more than your balance of 1000 DEMO.'],
    ['a 6-decimal amount to the last unit', 2_500_000n, USDC, ''],
    ['an unknown balance', 10n ** 30n, { ...DEMO, balanceWei: null }, ''],
    [
      'a native amount that leaves no room for the fee',
      parseUnits('0.99998', 18),
      ETH,
      'Leave about 0.000021 ETH for the network fee: you can send up to 0.999979 ETH.',
    ],
    [
      'a native fee larger than the balance',
      1n,
      { ...ETH, feeWei: parseUnits('2', 18).toString() },
      expect.stringMatching(/you can send up to 0 ETH\.$/),
    ],
  ])('%s', (_label, amount, context, message) => {
    expect(checkAgainstBalance(amount, context)).toEqual(message)
  })

  it('says the same as checkAmount for the same amount', () => {
    for (const text of ['0.5', '0.999979', '0.99998', '1', '1.1'])
      expect(checkAgainstBalance(parseUnits(text, 18), ETH)).toBe(checkAmount(text, ETH).message)
  })
})

describe('maxAmountText', () => {
  it('is the whole token balance, to the last unit', () => {
    const balance = '123456789012345678901'
    expect(maxAmountText(balance, 18, null)).toBe('123.456789012345678901')
    expect(parseUnits(maxAmountText(balance, 18, null), 18).toString()).toBe(balance)
  })

  it('keeps twice the fee back for a native send, and the result passes checkAmount', () => {
    const text = maxAmountText(ETH.balanceWei as string, 18, ETH.feeWei)
    expect(text).toBe('0.999958')
    expect(checkAmount(text, ETH).message).toBe('')
  })

  it('is 0 when the fee is more than the balance', () => {
    expect(maxAmountText('1000', 18, '5000')).toBe('0')
  })
})

describe('formatBalance', () => {
  it.each([
    ['999999999999999999999', 18, '999.999999'],
    ['1000000000000000000000', 18, '1000'],
    ['1500000', 6, '1.5'],
    ['1', 18, '0'],
    ['0', 18, '0'],
  ])('shows %s (decimals %i) rounded down as %s', (wei, decimals, shown) => {
    expect(formatBalance(wei, decimals)).toBe(shown)
  })
})
