import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { Spinner } from '../../ui/Spinner'
import { CollectionGrid } from './CollectionGrid'
import { FindCollectionForm } from './FindCollectionForm'
import { useGetFeaturedCollectionsQuery, useGetLatestCollectionsQuery } from './nftApi'
import { ROUTES } from '../../config/routes'

/** One page of Latest; reports its older cursor so the list can offer Load more. */
function LatestPageCards({
  cursor,
  isLast,
  onMore,
}: {
  cursor: number | null
  isLast: boolean
  onMore: (next: number) => void
}) {
  const page = useGetLatestCollectionsQuery(cursor)
  if (page.isError) return <Problem role="alert">{page.error.message}</Problem>
  if (!page.data) return <Spinner label="Loading collections…" />
  const { addresses, olderCursor, total } = page.data
  return (
    <>
      {cursor === null && total === 0 && <p>No collections yet. Be the first to create one!</p>}
      <CollectionGrid addresses={addresses} label="Latest collections" />
      {isLast && olderCursor !== null && (
        <Button variant="secondary" onClick={() => onMore(olderCursor)}>
          Load more
        </Button>
      )}
    </>
  )
}

/**
 * '/nft' (issue #15, reference §1.4): Create and Find, the Featured collections, and the Latest ones newest first
 * with Load more. Every card is one multicall with its page; names and previews come from the collection cache.
 */
export function LaunchpadView() {
  const featured = useGetFeaturedCollectionsQuery()
  const [cursors, setCursors] = useState<(number | null)[]>([null])
  return (
    <Column>
      <Card aria-labelledby="nft-title">
        <CardTitle as="h1" id="nft-title">
          NFT Launchpad
        </CardTitle>
        <p>
          Launch an NFT collection priced on a bonding curve: each mint costs a little more, and holders can sell back
          whenever they like.
        </p>
        <Actions>
          <CreateLink to={ROUTES.nftCreate}>Create collection</CreateLink>
        </Actions>
        <FindCollectionForm />
      </Card>
      {featured.data && featured.data.length > 0 && (
        <Card aria-labelledby="nft-featured">
          <CardTitle id="nft-featured">Featured</CardTitle>
          <CollectionGrid addresses={featured.data} label="Featured collections" />
        </Card>
      )}
      <Card aria-labelledby="nft-latest">
        <CardTitle id="nft-latest">Latest</CardTitle>
        <Pages>
          {cursors.map((cursor, index) => (
            <LatestPageCards
              key={cursor ?? 'newest'}
              cursor={cursor}
              isLast={index === cursors.length - 1}
              onMore={(next) => setCursors((list) => [...list, next])}
            />
          ))}
        </Pages>
      </Card>
    </Column>
  )
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`

/** A router link that looks like the primary button. */
const CreateLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`

const Pages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`
