import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react'
import { config } from '../config'
import type {
  IndexError,
  IndexRequest,
  InboxPage,
  IndexedAccount,
  IndexedCollection,
  IndexedMessage,
  IndexedName,
  MentionsPage,
  NftTradesPage,
  PostsPage,
  SearchPage,
  SearchParams,
  ThreadPage,
} from '../services/index'
import {
  chainHeadBlock,
  decodeAccount,
  decodeInboxPage,
  decodeMentionsPage,
  decodeIndexedCollection,
  decodeName,
  decodeNftTradesPage,
  decodePostsPage,
  decodeSearchPage,
  decodeThreadPage,
  indexGet,
} from '../services/index'
import { setupChainListeners } from './chainListeners'
import { injectApi } from './store'
import { tagId } from '../lib/tagId'

/**
 * Tags of index data, one per entity: a message (by its index id), an author, a name, an account, a search, an
 * account's inbox (by lower-case address), a launchpad collection (by its lower-case address).
 */
export const INDEX_TAGS = ['Message', 'User', 'Name', 'Account', 'Search', 'Inbox', 'Collection'] as const

/** A search page plus the chain's head when it was read (null when unknown), to tell how fresh the index is. */
export interface SearchAnswer extends SearchPage {
  headBlock: number | null
}

const get = <T>(request: IndexRequest, decode: (json: unknown) => T, signal: AbortSignal) =>
  indexGet(config.indexUrl, request, decode, { signal })

const messageTags = (messages: readonly IndexedMessage[]) =>
  messages.map((message) => ({ type: 'Message' as const, id: message.id }))

/**
 * The RTK Query API of the event index (issue #36; architecture.md "The store"), beside chainApi and httpApi: read
 * only, GETs of config.indexUrl (services/index: every answer's shape checked, errors as IndexError with the message
 * to show, never a rejection and never longer than INDEX_TIMEOUT_MS). Without an index URL every query answers
 * 'unavailable'. Nothing on the first page imports it: it registers itself (`injectApi`) when the search code loads.
 * Reads refetch when the browser or the chain comes back, like the chain reads.
 */
export const indexApi = createApi({
  reducerPath: 'indexApi',
  baseQuery: fakeBaseQuery<IndexError>(),
  tagTypes: INDEX_TAGS,
  keepUnusedDataFor: 60,
  refetchOnReconnect: true,
  endpoints: (build) => ({
    /** GET /search: one page of hits, with the chain's head read beside it (`headBlock`). */
    search: build.query<SearchAnswer, SearchParams>({
      queryFn: async ({ q, channel, sort, cursor, limit }, { signal }) => {
        const [page, headBlock] = await Promise.all([
          get({ path: '/search', params: { q, channel, sort, cursor, limit } }, decodeSearchPage, signal),
          chainHeadBlock(config.chain.rpcUrl),
        ])
        return 'error' in page ? page : { data: { ...page.data, headBlock } }
      },
      providesTags: (answer) => [{ type: 'Search' }, ...messageTags(answer?.results ?? [])],
    }),
    /** GET /channels/:channel/messages/:index: a main message and a page of its replies. */
    getThread: build.query<ThreadPage, { channel: string; index: number; after?: number }>({
      queryFn: ({ channel, index, after }, { signal }) =>
        get(
          { path: `/channels/${encodeURIComponent(channel)}/messages/${index}`, params: { after } },
          decodeThreadPage,
          signal,
        ),
      providesTags: (page) => (page ? messageTags([page.message, ...page.replies]) : []),
    }),
    /** GET /users/:address/posts: an author's messages and replies, newest first. */
    getUserPosts: build.query<PostsPage, { address: string; cursor?: string }>({
      queryFn: ({ address, cursor }, { signal }) =>
        get({ path: `/users/${encodeURIComponent(address)}/posts`, params: { cursor } }, decodePostsPage, signal),
      providesTags: (page, _error, { address }) => [
        { type: 'User', id: tagId(address) },
        ...messageTags(page?.posts ?? []),
      ],
    }),
    /** GET /names/:label: a name (without its TLD) and its holder. */
    getIndexedName: build.query<IndexedName, string>({
      queryFn: (label, { signal }) => get({ path: `/names/${encodeURIComponent(label)}` }, decodeName, signal),
      providesTags: (_name, _error, label) => [{ type: 'Name', id: tagId(label) }],
    }),
    /** GET /names/:label/mentions: the messages and replies mentioning a name (label without its TLD), newest first. */
    getMentions: build.query<MentionsPage, { label: string; cursor?: string; limit?: number }>({
      queryFn: ({ label, cursor, limit }, { signal }) =>
        get(
          { path: `/names/${encodeURIComponent(label)}/mentions`, params: { cursor, limit } },
          decodeMentionsPage,
          signal,
        ),
      providesTags: (page, _error, { label }) => [
        { type: 'Name', id: tagId(label) },
        ...messageTags(page?.messages ?? []),
      ],
    }),
    /** GET /accounts/:address: an account's default name and the names it holds. */
    getIndexedAccount: build.query<IndexedAccount, string>({
      queryFn: (address, { signal }) =>
        get({ path: `/accounts/${encodeURIComponent(address)}` }, decodeAccount, signal),
      providesTags: (_account, _error, address) => [{ type: 'Account', id: tagId(address) }],
    }),
    /** GET /accounts/:address/notifications: a page of what concerns an account, newest first (issue #37). */
    getInbox: build.query<InboxPage, { address: string; cursor?: string; limit?: number }>({
      queryFn: ({ address, cursor, limit }, { signal }) =>
        get(
          { path: `/accounts/${encodeURIComponent(address)}/notifications`, params: { cursor, limit } },
          decodeInboxPage,
          signal,
        ),
      providesTags: (_page, _error, { address }) => [{ type: 'Inbox', id: tagId(address) }],
    }),
    /** GET /collections/:address: a launchpad collection's holders, mints, burns and volume, and its newest trades. */
    getIndexedCollection: build.query<IndexedCollection, string>({
      queryFn: (address, { signal }) =>
        get({ path: `/collections/${encodeURIComponent(address)}` }, decodeIndexedCollection, signal),
      providesTags: (_answer, _error, address) => [{ type: 'Collection', id: tagId(address) }],
    }),
    /** GET /collections/:address/trades: a page of a collection's trades, newest first, before `cursor`. */
    getCollectionTrades: build.query<NftTradesPage, { address: string; cursor?: string; limit?: number }>({
      queryFn: ({ address, cursor, limit }, { signal }) =>
        get(
          { path: `/collections/${encodeURIComponent(address)}/trades`, params: { cursor, limit } },
          decodeNftTradesPage,
          signal,
        ),
      providesTags: (_page, _error, { address }) => [{ type: 'Collection', id: tagId(address) }],
    }),
  }),
})
// Refetch on reconnect and when the chain is reachable again after an outage, like the other APIs (issue #19).
injectApi(indexApi, setupChainListeners)

export const {
  useSearchQuery,
  useGetThreadQuery,
  useGetUserPostsQuery,
  useGetIndexedNameQuery,
  useGetMentionsQuery,
  useGetIndexedAccountQuery,
  useGetInboxQuery,
  useGetIndexedCollectionQuery,
  useGetCollectionTradesQuery,
} = indexApi
