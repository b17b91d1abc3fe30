import styled from 'styled-components'
import { Spinner } from '../../ui/Spinner'
import { CollectionCard } from './CollectionCard'
import { useGetCollectionCardsQuery } from './nftApi'

/** Cards of `addresses` in their order (one multicall for all of them); a spinner while loading. */
export function CollectionGrid({ addresses, label }: { addresses: readonly string[]; label: string }) {
  const cards = useGetCollectionCardsQuery(addresses, { skip: addresses.length === 0 })
  if (addresses.length === 0) return null
  if (cards.isError) return <Problem role="alert">{cards.error.message}</Problem>
  if (!cards.data) return <Spinner label={`Loading ${label}…`} />
  return (
    <Grid aria-label={label}>
      {cards.data.map((card) => (
        <li key={card.address}>
          <CollectionCard card={card} />
        </li>
      ))}
    </Grid>
  )
}

/** The cards' grid: four across on wide screens, two on phones. */
export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
`

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`
