import { SLIPPAGE_REFUSE_BPS, SLIPPAGE_WARN_BPS, checkSlippage, slippageToBps } from './slippage'

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

describe('checkSlippage (issue #39: 0 % explained, a warning above 5 %, a refusal at 50 % or more)', () => {
  it.each<[number, 'ok' | 'zero' | 'high' | 'refused']>([
    [0, 'zero'],
    [1, 'ok'],
    [50, 'ok'],
    [SLIPPAGE_WARN_BPS, 'ok'],
    [SLIPPAGE_WARN_BPS + 1, 'high'],
    [SLIPPAGE_REFUSE_BPS - 1, 'high'],
    [SLIPPAGE_REFUSE_BPS, 'refused'],
    [10_000, 'refused'],
  ])('%i bps → %s', (bps, level) => {
    expect(checkSlippage(bps).level).toBe(level)
  })

  it('says why, in the words of the issue', () => {
    expect(checkSlippage(50).message).toBe('')
    expect(checkSlippage(600).message).toBe(
      'Your trade may be front-run: a slippage of 6% lets the price move that far against you.',
    )
    expect(checkSlippage(0).message).toBe(
      'With 0% slippage your swap will likely fail: even the smallest price move before it is mined cancels it.',
    )
    expect(checkSlippage(6000).message).toBe(
      'Slippage of 60% is refused: swaps allow less than 50%. Lower it in the swap settings.',
    )
  })
})
