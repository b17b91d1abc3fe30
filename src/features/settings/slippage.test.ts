import { slippageToBps } from './slippage'

describe('slippageToBps (spec §5: floor(value × 100), non-numeric 0)', () => {
  it.each([
    ['0.5', 50],
    ['1', 100],
    ['20', 2000],
    ['0.29', 29],
    ['0.57', 57],
    ['1.005', 100],
    ['0.295', 29],
    ['0.009', 0],
    ['.5', 50],
    ['5.', 500],
    [' 2.5 ', 250],
    ['1,5', 150],
    ['0.5%', 50],
    ['1e1', 1000],
    ['', 0],
    ['abc', 0],
    ['.', 0],
    ['NaN', 0],
    ['Infinity', 0],
    ['-1', 0],
    ['150', 10_000],
    ['99999999999999999999', 10_000],
  ])('%j → %i bps', (slippage, bps) => {
    expect(slippageToBps(slippage)).toBe(bps)
  })

  it('converts the default, 0.5 %, to 50 bps', () => {
    expect(slippageToBps('0.5')).toBe(50)
  })
})
