import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { Spinner } from '../../ui/Spinner'
import { CollectionGrid, CollectionGridItems, Grid, WideItem } from './CollectionGrid'
import { FindCollectionForm } from './FindCollectionForm'
import { useGetFeaturedCollectionsQuery, useGetLatestCollectionsQuery } from './nftApi'
import { ROUTES } from '../../config/routes'

/** One page of Latest as grid items (its cards after the newer pages' ones in the same list). */
function LatestPageItems({ cursor }: { cursor: number | null }) {
  const page = useGetLatestCollectionsQuery(cursor)
  if (page.isError)
    return (
      <WideItem>
        <Problem role="alert">{page.error.message}</Problem>
      </WideItem>
    )
  if (!page.data)
    return (
      <WideItem>
        <Spinner label="Loading collections…" />
      </WideItem>
    )
  return <CollectionGridItems addresses={page.data.addresses} label="Latest collections" />
}

/**
 * Every loaded page of Latest in one grid (issue #39: a grid per page left a lone card on each page's last row), then
 * Load more while older collections remain. `cursors` are the pages' cursors, newest page (null) first.
 */
export function LatestCollections({
  cursors,
  onMore,
}: {
  cursors: readonly (number | null)[]
  onMore: (next: number) => void
}) {
  const newest = useGetLatestCollectionsQuery(null)
  const last = useGetLatestCollectionsQuery(cursors[cursors.length - 1] ?? null)
  if (newest.data?.total === 0) return <p>No collections yet. Be the first to create one!</p>
  const olderCursor = last.data?.olderCursor ?? null
  return (
    <Pages>
      <Grid aria-label="Latest collections">
        {cursors.map((cursor) => (
          <LatestPageItems key={cursor ?? 'newest'} cursor={cursor} />
        ))}
      </Grid>
      {olderCursor !== null && (
        <Button variant="secondary" onClick={() => onMore(olderCursor)}>
          Load more
        </Button>
      )}
    </Pages>
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
        <LatestCollections
          cursors={cursors}
          onMore={(next) => setCursors((list) => (list.includes(next) ? list : [...list, next]))}
        />
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
