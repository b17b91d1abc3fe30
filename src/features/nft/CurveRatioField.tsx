import styled from 'styled-components'
import { CheckedInput } from '../../ui/CheckedInput'
import { Muted } from '../../ui/Form'
import { formatPrice } from './media'
import type { PreviewPrice } from './useCreateCollectionForm'

/**
 * The bonding curve's price ratio with its live preview (issue #15): the prices of a few later mints at the typed
 * ratio, fees included, from the contract's own curve. The problem line is `nft-ratio-problem`, under the preview
 * `nft-price-preview`; both describe the input.
 */
export function CurveRatioField({
  value,
  onChange,
  problem,
  preview,
}: {
  value: string
  onChange: (value: string) => void
  problem: string
  preview: PreviewPrice[] | null
}) {
  return (
    <CheckedInput
      label="Price ratio"
      id="nft-ratio"
      inputMode="decimal"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      problem={problem}
      aria-describedby="nft-ratio-problem nft-price-preview"
    >
      {preview && (
        <>
          <Muted>Mint prices with this ratio (fees included):</Muted>
          <Preview id="nft-price-preview" data-testid="nft-price-preview">
            {preview.map(({ n, wei }) => (
              <li key={n}>
                NFT #{n + 1}: {formatPrice(wei)}
              </li>
            ))}
          </Preview>
        </>
      )}
      <Muted>The ratio scales the whole curve: each NFT costs more than the one before.</Muted>
    </CheckedInput>
  )
}

const Preview = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.sm};
`
