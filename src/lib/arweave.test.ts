import { winstonToAr } from './arweave'

describe('winstonToAr', () => {
  it.each([
    ['0', 0],
    ['1000000000000', 1],
    ['20000000000', 0.02],
    ['123456789012345678', 123456.789012],
    ['-5', Number.NaN],
    ['1e12', Number.NaN],
    ['', Number.NaN],
  ])('%s winston → %s AR', (winston, ar) => {
    if (Number.isNaN(ar)) expect(winstonToAr(winston)).toBeNaN()
    else expect(winstonToAr(winston)).toBeCloseTo(ar, 6)
  })
})
