import styled from 'styled-components'
import { CollectionCard } from './CollectionCard'
import { useGetCollectionCardsQuery } from './nftApi'

/**
 * A link to one of the product's own collections, shown in memes-images as the collection's card (spec §5: such links
 * are not plain anchors). While loading, or when the address is no launchpad collection, the link stays text.
 */
export function CollectionLinkCard({ address, text }: { address: string; text: string }) {
  const cards = useGetCollectionCardsQuery([address])
  const card = cards.data?.[0]
  if (!card) return <span>{text}</span>
  return (
    <Box>
      <CollectionCard card={card} />
    </Box>
  )
}

const Box = styled.span`
  display: block;
  max-width: 220px;
  margin: ${({ theme }) => theme.space(2)} 0;
`
