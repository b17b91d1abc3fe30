import styled from 'styled-components'
import { Spinner } from '../../ui/Spinner'
import { CollectionCard } from './CollectionCard'
import { useGetCollectionCardsQuery } from './nftApi'

/**
 * The list items of `addresses`' cards in their order (one multicall for all of them), to put in a `Grid` beside
 * other pages' items; while loading or failed, one full-width item says so. `label` names what is loading.
 */
export function CollectionGridItems({ addresses, label }: { addresses: readonly string[]; label: string }) {
  const cards = useGetCollectionCardsQuery(addresses, { skip: addresses.length === 0 })
  if (addresses.length === 0) return null
  if (cards.isError)
    return (
      <WideItem>
        <Problem role="alert">{cards.error.message}</Problem>
      </WideItem>
    )
  if (!cards.data)
    return (
      <WideItem>
        <Spinner label={`Loading ${label}…`} />
      </WideItem>
    )
  return (
    <>
      {cards.data.map((card) => (
        <li key={card.address}>
          <CollectionCard card={card} />
        </li>
      ))}
    </>
  )
}

/** Cards of `addresses` in their order as one list named `label`; nothing when there are none. */
export function CollectionGrid({ addresses, label }: { addresses: readonly string[]; label: string }) {
  if (addresses.length === 0) return null
  return (
    <Grid aria-label={label}>
      <CollectionGridItems addresses={addresses} label={label} />
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

/** A grid item across the whole row (a page still loading or failed). */
export const WideItem = styled.li`
  grid-column: 1 / -1;
`

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`
