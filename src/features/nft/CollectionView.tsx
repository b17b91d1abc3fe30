import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { isHexAddress } from '../../lib/guards'
import type { ForeignCollection, LaunchpadCollection } from '../../services/nft/types'
import { Card, CardTitle } from '../../ui/Card'
import { Spinner } from '../../ui/Spinner'
import { ROUTES } from '../../config/routes'
import { profilePath } from '../../config/visibility'
import { DisplayName } from '../names'
import { useUsername } from '../../store/useUsername'
import { explorerAddressUrl } from '../../lib/explorer'
import { useWalletSession } from '../../store/useWalletSession'
import { CollectionActivity } from './CollectionActivity'
import { CollectionComments } from './CollectionComments'
import { CollectionImage } from './CollectionImage'
import { formatPrice, vettedImageUrl } from './media'
import { useGetCollectionQuery } from './nftApi'
import { OwnerTools } from './OwnerTools'
import { SendNftForm } from './SendNftForm'
import { TradePanel } from './TradePanel'

export const NOT_A_COLLECTION = 'This address is not a launchpad collection.'

function Creator({ owner }: { owner: string }) {
  const { username } = useUsername(owner)
  return (
    <Link to={profilePath(username, owner)} data-testid="collection-creator">
      <DisplayName username={username} address={owner} />
    </Link>
  )
}

function ExplorerLink({ address }: { address: string }) {
  return (
    <a href={explorerAddressUrl(address)} target="_blank" rel="noopener noreferrer">
      View on the block explorer
    </a>
  )
}

/** A launchpad collection: art, text, prices, trade, send, owner tools, holders' chat. */
function LaunchpadCollectionView({ collection, account }: { collection: LaunchpadCollection; account: string | null }) {
  const isOwner = account !== null && account.toLowerCase() === collection.owner.toLowerCase()
  const holding = collection.holding
  const isHolder = Boolean(holding && holding.balance > 0)
  return (
    <Column>
      <Card aria-labelledby="collection-title">
        <Layout>
          <CollectionImage reference={collection.image} alt={`Preview of ${collection.name || 'the collection'}`} />
          <Info>
            <CardTitle as="h1" id="collection-title">
              {collection.name || 'Unnamed collection'}
            </CardTitle>
            {collection.description && (
              <Description data-testid="collection-description">{collection.description}</Description>
            )}
            <Facts>
              <dt>Buy price</dt>
              <dd data-testid="buy-price">{formatPrice(collection.mintPriceWei)}</dd>
              <dt>Sell price</dt>
              <dd data-testid="sell-price">{formatPrice(collection.burnPriceWei)}</dd>
              <dt>Supply</dt>
              <dd data-testid="supply">{collection.supply}</dd>
              {holding && (
                <>
                  <dt>You hold</dt>
                  <dd data-testid="holding">{holding.balance}</dd>
                </>
              )}
              <dt>Creator</dt>
              <dd>
                <Creator owner={collection.owner} />
              </dd>
            </Facts>
            <ExplorerLink address={collection.address} />
            <TradePanel collection={collection} />
          </Info>
        </Layout>
      </Card>
      <CollectionActivity address={collection.address} chainSupply={collection.supply} />
      {holding?.tokenId && (
        <Card aria-label="Send an NFT">
          <SendNftForm collection={collection.address} tokenId={holding.tokenId} />
        </Card>
      )}
      {isOwner && (
        <Card>
          <OwnerTools collection={collection} />
        </Card>
      )}
      <Card>
        <CollectionComments subject={collection.address} canSee={isHolder || isOwner} />
      </Card>
    </Column>
  )
}

/** Another ERC-721: what could be read, as text and a vetted image only. */
function ForeignCollectionView({ collection }: { collection: ForeignCollection }) {
  const metadata = collection.metadata
  const animation = metadata?.animationUrl ? vettedImageUrl(metadata.animationUrl) : null
  return (
    <Card aria-labelledby="collection-title">
      <CardTitle as="h1" id="collection-title">
        {collection.name || metadata?.name || 'NFT collection'}
      </CardTitle>
      <p role="note">{NOT_A_COLLECTION} It cannot be bought or sold here; this is what it says about itself.</p>
      {metadata ? (
        <Layout>
          <CollectionImage reference={metadata.image} alt={`Image of ${metadata.name || 'token #1'}`} />
          <Info>
            {metadata.name && <strong>{metadata.name}</strong>}
            {metadata.description && <Description>{metadata.description}</Description>}
            {animation && (
              <a href={animation} target="_blank" rel="noopener noreferrer nofollow">
                Open the animation
              </a>
            )}
          </Info>
        </Layout>
      ) : (
        <p>Its token metadata could not be read.</p>
      )}
      <ExplorerLink address={collection.address} />
    </Card>
  )
}

/**
 * '/nft/collection?id=<address>' (issue #15): a launchpad collection with trading, sending, the owner's tools and the
 * holders' chat; a foreign ERC-721 with what can be read; a clear message otherwise. Every metadata value is text or
 * a vetted URL, never HTML.
 */
export function CollectionView({ address }: { address: string }) {
  const { address: account } = useWalletSession()
  const isValid = isHexAddress(address)
  const query = useGetCollectionQuery({ address, account: account ?? null }, { skip: !isValid })
  if (!isValid) {
    return (
      <Card>
        <CardTitle as="h1">NFT collection</CardTitle>
        <p role="alert">{address ? 'This is not a valid collection address.' : 'No collection address was given.'}</p>
        <Link to={ROUTES.nft}>Back to the launchpad</Link>
      </Card>
    )
  }
  if (query.isError) {
    return (
      <Card>
        <p role="alert">{query.error.message}</p>
      </Card>
    )
  }
  const data = query.currentData ?? query.data
  if (!data) return <Spinner label="Loading the collection…" />
  if (data.kind === 'launchpad') return <LaunchpadCollectionView collection={data} account={account ?? null} />
  if (data.kind === 'foreign') return <ForeignCollectionView collection={data} />
  return (
    <Card>
      <CardTitle as="h1">NFT collection</CardTitle>
      <p role="alert" data-testid="not-a-collection">
        {NOT_A_COLLECTION}
      </p>
      <ExplorerLink address={data.address} />
    </Card>
  )
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`

const Description = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`
