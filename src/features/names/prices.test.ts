import { isBalanceTooLow, nameCharCount, priceForName } from './prices'

const FIVE = ['100', '50', '10', '5', '1']

describe('priceForName (spec §5 Mint: tier by Unicode character count)', () => {
  it.each([
    ['a', '100'],
    ['é', '100'],
    ['🙂', '100'],
    ['ab', '50'],
    ['日本語', '10'],
    ['🙂🙂🙂🙂', '5'],
    ['abcde', '1'],
    ['abcdefghijklmnop', '1'],
    ['', '1'],
  ])('five tiers: %j → %s', (name, expected) => {
    expect(priceForName(FIVE, name)).toBe(expected)
  })

  it.each(['a', 'ab', 'abcdef', ''])('one configured price applies to every name (%j)', (name) => {
    expect(priceForName(['7'], name)).toBe('7')
  })

  it.each([[null], [undefined], [[]]])('no price known (%j) → null', (prices) => {
    expect(priceForName(prices, 'alice')).toBeNull()
  })

  it('counts code points, not UTF-16 units', () => {
    expect(nameCharCount('🙂🙂')).toBe(2)
    expect('🙂🙂'.length).toBe(4)
  })
})

describe('isBalanceTooLow (spec §5 Mint)', () => {
  it.each([
    [undefined, '1', true],
    [null, '1', true],
    ['1', null, true],
    ['1', undefined, true],
    ['0', '1', true],
    ['999', '1000', true],
    ['1000', '1000', false],
    ['1001', '1000', false],
    ['0', '0', false],
  ])('balance %j, price %j → %s', (balance, price, expected) => {
    expect(isBalanceTooLow(balance, price)).toBe(expected)
  })
})
