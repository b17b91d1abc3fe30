import { Link } from 'react-router-dom'
import styled from 'styled-components'
import type { CollectionCardData } from '../../services/nft/types'
import { CollectionImage } from './CollectionImage'
import { collectionPath } from '../../config/routes'
import { formatPrice } from './media'

/** One collection as a card (issue #15 /nft): image, name as text, mint price; the whole card links to its page. */
export function CollectionCard({ card }: { card: CollectionCardData }) {
  return (
    <CardLink to={collectionPath(card.address)} data-testid="collection-card" title={card.name}>
      <CollectionImage reference={card.image} alt={`Preview of ${card.name || 'the collection'}`} />
      <Name>{card.name || 'Unnamed collection'}</Name>
      <Price>
        Mint price: <span data-testid="card-mint-price">{formatPrice(card.mintPriceWei)}</span>
      </Price>
    </CardLink>
  )
}

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  min-width: 0;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`

const Name = styled.strong`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

const Price = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`
