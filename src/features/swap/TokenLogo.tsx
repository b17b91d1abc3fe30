import styled from 'styled-components'
import type { SwapToken } from '../../config/tokens'
import ethLogo from './logos/eth.svg'
import usdLogo from './logos/usd.svg'
import wethLogo from './logos/weth.svg'

/** Bundled logos of the listed tokens that carry no image of their own, by symbol. */
const LISTED_LOGOS: Readonly<Record<string, string>> = { ETH: ethLogo, WETH: wethLogo, USD: usdLogo }

/**
 * Two colours and an angle from an address (its hex digits), so a token without a logo gets a mark that stays the
 * same wherever it is shown and differs between tokens. Not a security feature: symbols can be copied, marks too.
 */
export function addressMark(address: string): { from: string; to: string; angle: number } {
  const hex = address.toLowerCase().replace(/^0x/, '').padEnd(40, '0')
  const hue = (offset: number) => parseInt(hex.slice(offset, offset + 3), 16) % 360
  return {
    from: `hsl(${hue(0)} 65% 50%)`,
    to: `hsl(${hue(3)} 65% 35%)`,
    angle: parseInt(hex.slice(6, 8), 16) % 180,
  }
}

/**
 * A token's round logo (issue #39): its own image, else the bundled one of a listed token, else a mark generated from
 * its address with the symbol's first letter. Decorative: the symbol is always written beside it.
 */
export function TokenLogo({ token, size = 24 }: { token: SwapToken; size?: number }) {
  const src = token.image || (token.isListed ? LISTED_LOGOS[token.symbol] : undefined)
  if (src) return <Img src={src} alt="" width={size} height={size} />
  const mark = addressMark(token.address)
  return (
    <Mark
      aria-hidden="true"
      data-testid="token-mark"
      style={{
        width: size,
        height: size,
        fontSize: size * 0.5,
        background: `linear-gradient(${mark.angle}deg, ${mark.from}, ${mark.to})`,
      }}
    >
      {Array.from(token.symbol)[0]?.toUpperCase() ?? '?'}
    </Mark>
  )
}

const Img = styled.img`
  flex: none;
  border-radius: ${({ theme }) => theme.radii.round};
`

const Mark = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.round};
  color: #fff;
  font-weight: 700;
  line-height: 1;
`
