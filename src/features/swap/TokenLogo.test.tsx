import { screen } from '@testing-library/react'
import type { SwapToken } from '../../config/tokens'
import { renderWithProviders } from '../../test/renderWithProviders'
import { TokenLogo, addressMark } from './TokenLogo'

const token = (over: Partial<SwapToken>): SwapToken => ({
  address: '0x1234567890abcdef1234567890abcdef12345678',
  symbol: 'FOO',
  name: 'Foo',
  decimals: 18,
  image: '',
  isListed: false,
  ...over,
})

describe('TokenLogo (issue #39)', () => {
  it.each<[string, Partial<SwapToken>, 'img' | 'mark']>([
    ['its own image first', { image: '/img/token-demo.svg', isListed: true, symbol: 'DEMO' }, 'img'],
    ['a bundled logo for a listed token', { isListed: true, symbol: 'USD' }, 'img'],
    ['a mark for a pasted token, even with a listed symbol', { symbol: 'USD' }, 'mark'],
    ['a mark for a listed token without a bundled logo', { isListed: true, symbol: 'XYZ' }, 'mark'],
  ])('%s', (_name, over, kind) => {
    const { container } = renderWithProviders(<TokenLogo token={token(over)} />)
    expect(container.querySelector('img') !== null).toBe(kind === 'img')
    expect(screen.queryByTestId('token-mark') !== null).toBe(kind === 'mark')
  })

  it('marks with the symbol’s first letter, hidden from screen readers', () => {
    renderWithProviders(<TokenLogo token={token({ symbol: 'uni-v2' })} />)
    expect(screen.getByTestId('token-mark')).toHaveTextContent('U')
    expect(screen.getByTestId('token-mark')).toHaveAttribute('aria-hidden', 'true')
  })

  it('derives the same colours from an address in either case, different ones for another address', () => {
    const a = addressMark('0xABCDEF0000000000000000000000000000000001')
    expect(addressMark('0xabcdef0000000000000000000000000000000001')).toEqual(a)
    expect(addressMark('0x1234560000000000000000000000000000000001')).not.toEqual(a)
    expect(a.from).toMatch(/^hsl\(\d+ 65% 50%\)$/)
  })
})
