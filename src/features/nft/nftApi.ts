import { chainApi, withModule } from '../../store/chainApi'
import { config } from '../../config'
import { loadNftServices } from '../../services/nft/loadNftServices'
import type { BuyOutcome, LaunchRequest, MetadataEdit, SellResult } from '../../services/nft/nftServices'
import type {
  CollectionCardData,
  CollectionDetails,
  CommentsPage,
  LatestPage,
  LaunchpadState,
} from '../../services/nft/types'
import type { TxSummary } from '../../services/tx/runTransaction'
import type { CacheState } from '../../store/slices/cacheSlice'
import { collectionCached, freshCollectionRecords } from '../../store/slices/cacheSlice'
import { tagId } from '../../lib/tagId'

const nft = <T>(run: (services: Awaited<ReturnType<typeof loadNftServices>>) => Promise<T>) =>
  withModule(loadNftServices, run)

const collectionTag = (address: string) => ({ type: 'NftCollection' as const, id: tagId(address) })

/** Chain endpoints of the NFT launchpad (issue #15); tags: NftCollection (per address), NftList, NftComments. */
export const nftApi = chainApi
  .enhanceEndpoints({ addTagTypes: ['NftCollection', 'NftList', 'NftComments'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Newest featured collection addresses, newest first (as many as a Latest page). */
      getFeaturedCollections: build.query<string[], void>({
        queryFn: () => nft((s) => s.readFeatured(config.nftLaunchpadLatestItems)),
        providesTags: ['NftList'],
      }),
      /** A page of launched collections, newest first; null cursor for the newest page. */
      getLatestCollections: build.query<LatestPage, number | null>({
        queryFn: (beforeIndex) => nft((s) => s.readLatestPage(beforeIndex, config.nftLaunchpadLatestItems)),
        providesTags: ['NftList'],
      }),
      /**
       * Cards of these collections. Names and previews come from the per-address cache while fresh (spec §3,
       * expiryCollections; 0 = never) and are cached after a read; the mint price is always read.
       */
      getCollectionCards: build.query<CollectionCardData[], readonly string[]>({
        queryFn: async (addresses, api) => {
          const state = api.getState() as unknown as { cache: CacheState }
          const known = freshCollectionRecords(state, addresses, config.expiryCollections, Date.now())
          const result = await nft((s) => s.readCards(addresses, known))
          if ('data' in result) {
            const storedAt = Date.now()
            for (const card of result.data) {
              if (!known[card.address.toLowerCase()])
                api.dispatch(collectionCached({ address: card.address, name: card.name, image: card.image, storedAt }))
            }
          }
          return result
        },
        providesTags: (result) => [...(result ?? []).map((card) => collectionTag(card.address)), 'NftList'],
      }),
      /** A collection address by 0x address or unique ID; null when there is none. */
      findCollection: build.query<string | null, string>({
        queryFn: (query) => nft((s) => s.findCollection(query)),
      }),
      getLaunchpadState: build.query<LaunchpadState, void>({
        queryFn: () => nft((s) => s.readLaunchpadState()),
        providesTags: ['NftList'],
      }),
      isUniqueIdAvailable: build.query<boolean, string>({
        queryFn: (uniqueId) => nft((s) => s.readUniqueIdAvailable(uniqueId)),
        providesTags: ['NftList'],
        keepUnusedDataFor: 10,
      }),
      /** The collection page's data; `account` adds what it holds. */
      getCollection: build.query<CollectionDetails, { address: string; account: string | null }>({
        queryFn: ({ address, account }) => nft((s) => s.readCollection(address, account)),
        providesTags: (_result, _error, { address }) => [collectionTag(address)],
      }),
      getComments: build.query<CommentsPage, string>({
        queryFn: (subject) => nft((s) => s.readComments(subject)),
        providesTags: (_result, _error, subject) => [{ type: 'NftComments', id: tagId(subject) }],
      }),
      /** A comment body's text (Arweave, cached). */
      getCommentText: build.query<string, string>({
        queryFn: (url) => nft((s) => s.loadCommentText(url)),
        keepUnusedDataFor: 3600,
      }),

      launchCollection: build.mutation<TxSummary & { address: string }, LaunchRequest>({
        queryFn: (request) => nft((s) => s.launch(request)),
        invalidatesTags: (result) => (result ? ['NftList', 'NativeBalance'] : []),
      }),
      buyNft: build.mutation<BuyOutcome, { address: string; quotedWei: string }>({
        queryFn: ({ address, quotedWei }) => nft((s) => s.buy(address, quotedWei)),
        invalidatesTags: (_result, _error, { address }) => [collectionTag(address), 'NativeBalance'],
      }),
      sellNft: build.mutation<SellResult, { address: string }>({
        queryFn: ({ address }) => nft((s) => s.sell(address)),
        invalidatesTags: (result, _error, { address }) => (result ? [collectionTag(address), 'NativeBalance'] : []),
      }),
      sendNft: build.mutation<TxSummary, { address: string; tokenId: string; to: string }>({
        queryFn: ({ address, tokenId, to }) => nft((s) => s.sendNft(address, tokenId, to)),
        invalidatesTags: (result, _error, { address }) => (result ? [collectionTag(address)] : []),
      }),
      editMetadata: build.mutation<TxSummary, { address: string; metadataAddress: string; edit: MetadataEdit }>({
        queryFn: ({ address, metadataAddress, edit }) => nft((s) => s.editMetadata(address, metadataAddress, edit)),
        invalidatesTags: (result, _error, { address }) => (result ? [collectionTag(address)] : []),
        onQueryStarted: async ({ address, edit }, { dispatch, queryFulfilled, getState }) => {
          // A new preview must not wait for the collection record to expire.
          if (edit.kind !== 'preview') return
          const { data } = await queryFulfilled.catch(() => ({ data: null }))
          const record = (getState() as unknown as { cache: CacheState }).cache.collections[address.toLowerCase()]
          if (data && record)
            dispatch(collectionCached({ address, name: record.name, image: edit.url, storedAt: Date.now() }))
        },
      }),
    }),
  })

export const {
  useGetFeaturedCollectionsQuery,
  useGetLatestCollectionsQuery,
  useGetCollectionCardsQuery,
  useLazyFindCollectionQuery,
  useGetLaunchpadStateQuery,
  useIsUniqueIdAvailableQuery,
  useGetCollectionQuery,
  useGetCommentsQuery,
  useGetCommentTextQuery,
  useLaunchCollectionMutation,
  useBuyNftMutation,
  useSellNftMutation,
  useSendNftMutation,
  useEditMetadataMutation,
} = nftApi
