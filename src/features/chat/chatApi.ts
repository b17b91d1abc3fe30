import { chainApi, withModule } from '../../store/chainApi'
import type { AppDispatch, RootState } from '../../store/store'
import type { ChannelName } from '../../config'
import { config } from '../../config'
import { normalizeDomainName, stripTld, toFullDomainName } from '../../lib/domainNames'
import type { AuthorProfile } from '../../services/chat/authorProfiles'
import type { ModerationRequest } from '../../services/chat/chatServices'
import type { ChatServices } from '../../services/chat/loadChatServices'
import { loadChatServices } from '../../services/chat/loadChatServices'
import type { ChannelState, ChatMessage, FeedPage } from '../../services/chat/types'
import type { TxSummary } from '../../services/tx/runTransaction'
import { selectFreshPfpRecord, selectFreshUsernameRecord, usernameCached } from '../../store/slices/cacheSlice'
import { namesApi } from '../../store/api/namesApi'
import type { FeedKey } from './channels'

import type { FeedPageParam } from './feed/pageCap'
import { FEED_MAX_PAGES, NEWEST_PAGE, newerPageParam } from './feed/pageCap'

export { NEWEST_PAGE }
export type { FeedPageParam }

const channelTag = (channel: ChannelName) => [{ type: 'ChatPage' as const, id: channel }]

/**
 * Puts the names and data of an early lens read (services/chat/authorProfiles.ts) into the username cache and the
 * `getDomainData` query cache (where the pictures start: profilePicture/pictureWarmUp.ts); a failed read leaves its
 * entry as it was. Resolves once both caches hold them.
 */
const profilesCached =
  (profiles: readonly AuthorProfile[]) =>
  async (dispatch: AppDispatch): Promise<void> => {
    const storedAt = Date.now()
    const upserts: Promise<unknown>[] = []
    for (const { address, name, data } of profiles) {
      if (name === null) continue
      dispatch(usernameCached({ address, username: name ? toFullDomainName(name, config.tldName) : '', storedAt }))
      if (!name || data === null) continue
      upserts.push(dispatch(namesApi.util.upsertQueryData('getDomainData', normalizeDomainName(name), data)))
    }
    // An upsert lands a microtask later: wait, so the reads below see what is cached.
    await Promise.all(upserts)
  }

/**
 * Names and pictures of a page's authors in at most two round trips (issue #5 part 3), none for the landing channel's
 * newest authors when index.html's early lens read has them (issue #18): one multicall of `defaultNames` for every
 * author whose name is not cached, then one of `getDomainData` for every name whose picture is not cached. The
 * results land in the username cache and the `getDomainData` query cache, where DisplayName and ProfileImage find
 * them, so they read nothing themselves (and the pictures start at once). A thunk; rejects when a read fails
 * (callers ignore it: the names then load one by one where they show).
 */
const loadAuthors =
  (chat: ChatServices, authors: readonly string[]) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const unique = [...new Set(authors.map((address) => address.toLowerCase()))]
    const unknownIn = (state: RootState) =>
      unique.filter((address) => !selectFreshUsernameRecord(address, config.expiryUsernames)(state))
    // A returning visitor usually knows every name already: then the early answer is not worth waiting for.
    if (unknownIn(getState()).length > 0) await dispatch(profilesCached(await chat.takeEarlyAuthorProfiles()))
    const state = getState()
    const unknown = unknownIn(state)
    const names = new Map<string, string>()
    for (const address of unique) {
      const record = selectFreshUsernameRecord(address, config.expiryUsernames)(state)
      if (record?.username) names.set(address, normalizeDomainName(stripTld(record.username, config.tldName)))
    }
    if (unknown.length > 0) {
      const read = await chat.readDefaultNames(unknown)
      const storedAt = Date.now()
      unknown.forEach((address, index) => {
        const name = read[index]
        if (name === null || name === undefined) return
        dispatch(usernameCached({ address, username: name ? toFullDomainName(name, config.tldName) : '', storedAt }))
        if (name) names.set(address, normalizeDomainName(name))
      })
    }
    const needData = [...new Set(names.values())].filter(
      (name) =>
        !selectFreshPfpRecord(name, config.expiryPfps)(state) &&
        namesApi.endpoints.getDomainData.select(name)(state).data === undefined,
    )
    if (needData.length === 0) return
    const data = await chat.readDomainDataMany(needData)
    needData.forEach((name, index) => {
      const value = data[index]
      if (typeof value === 'string') dispatch(namesApi.util.upsertQueryData('getDomainData', name, value))
    })
  }

/**
 * Chat endpoints (issue #5): feed pages with their authors, the message count for 'N new messages', one main
 * message, the channel's posting state, and deletion. Message bodies are not here (issue #18: one query entry per
 * body grew every query-keyed object by a key per message; see feed/useMessageBody.ts). Reads are batched by the multicall runner, so
 * what a screen asks for at once travels as one request.
 */
export const chatApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A feed, newest first, in pages of config.chatPageSize ('Load more' = fetchNextPage). A page costs one round trip
     * for the messages and their count (the newest page adds the channel state to it), and at most two for the
     * authors' names and pictures; bodies start loading in parallel at once (from the cache when known). Deleted
     * messages are left out.
     */
    getFeed: build.infiniteQuery<FeedPage, FeedKey, FeedPageParam>({
      infiniteQueryOptions: {
        initialPageParam: NEWEST_PAGE,
        getNextPageParam: (lastPage) => lastPage.olderCursor,
        // The page cap (issue #18): pages beyond it are dropped from the far end and read again when scrolled back to.
        maxPages: FEED_MAX_PAGES,
        getPreviousPageParam: (firstPage, _allPages, firstPageParam) =>
          newerPageParam(firstPage, firstPageParam, config.chatPageSize),
      },
      queryFn: ({ queryArg: { channel, parentIndex }, pageParam }, { getState, dispatch }) =>
        withModule(loadChatServices, async (chat) => {
          const isNewest = pageParam === NEWEST_PAGE
          // The newest page reads the channel's posting state in the same multicall (see useChannelState).
          const { wallet } = getState() as RootState
          const account = wallet.status === 'connected' ? wallet.address : null
          // A channel's newest page also reads every channel's count (the unread badges and its own 'new messages'
          // poll start from them): the same multicall, no request of their own.
          const withCounts = isNewest && parentIndex === null
          const [page, channelState, counts] = await Promise.all([
            chat.readFeedPage(channel, parentIndex, isNewest ? null : pageParam),
            isNewest ? chat.readChannelState(channel, account) : null,
            withCounts ? chat.readChannelCounts(channel).catch(() => null) : null,
          ])
          chat.prefetchMessageBodies(page.messages.map((message) => message.url))
          if (channelState)
            dispatch(chatApi.util.upsertQueryData('getChannelState', { channel, account }, channelState))
          if (isNewest) {
            // The poll for new messages starts from this count instead of asking again right away.
            dispatch(chatApi.util.upsertQueryData('getMessageCount', { channel, parentIndex }, page.total))
          }
          if (counts)
            dispatch(chatApi.util.upsertQueryData('getChannelCounts', undefined, { ...counts, [channel]: page.total }))
          // RTK Query types its dispatch for plain actions; the app dispatch runs the thunk.
          await (dispatch as AppDispatch)(
            loadAuthors(
              chat,
              page.messages.map((message) => message.author),
            ),
          ).catch(() => {})
          return page
        }),
      providesTags: (_result, _error, { channel }) => channelTag(channel),
    }),
    /** Messages in a feed, deleted included (polled for the 'N new messages' indicator). */
    getMessageCount: build.query<number, FeedKey>({
      queryFn: ({ channel, parentIndex }) =>
        withModule(loadChatServices, (chat) => chat.readMessageCount(channel, parentIndex)),
    }),
    /** Every channel's main-message count, deleted included: one multicall (unread badges, 'new messages'). */
    getChannelCounts: build.query<Partial<Record<ChannelName, number>>, void>({
      queryFn: () => withModule(loadChatServices, (chat) => chat.readChannelCounts()),
    }),
    /** One main message with its author's name and picture; null when the index does not exist. */
    getMainMessage: build.query<ChatMessage | null, { channel: ChannelName; index: number }>({
      queryFn: ({ channel, index }, { dispatch }) =>
        withModule(loadChatServices, async (chat) => {
          const message = await chat.readMainMessage(channel, index)
          if (message) {
            chat.prefetchMessageBodies([message.url])
            // RTK Query types its dispatch for plain actions; the app dispatch runs the thunk.
            await (dispatch as AppDispatch)(loadAuthors(chat, [message.author])).catch(() => {})
          }
          return message
        }),
      providesTags: (_result, _error, { channel }) => channelTag(channel),
    }),
    /** Price, paused, and for the connected account suspended / mod (issue #5 part 4). */
    getChannelState: build.query<ChannelState, { channel: ChannelName; account: string | null }>({
      queryFn: ({ channel, account }) =>
        withModule(loadChatServices, (chat) => chat.readChannelState(channel, account)),
      providesTags: (_result, _error, { channel }) => [{ type: 'ChatPrice', id: channel }],
    }),
    /** Whether `user` is suspended in `channel` (a mod's view of an author; batched with the rest of the screen). */
    getSuspended: build.query<boolean, { channel: ChannelName; user: string }>({
      queryFn: ({ channel, user }) => withModule(loadChatServices, (chat) => chat.readSuspended(channel, user)),
      providesTags: (_result, _error, { channel }) => [{ type: 'ChatPrice', id: channel }],
    }),
    /**
     * A mod's action (issue #16): restore (the feed refetches), suspend / unsuspend / pause (the channel state and
     * the authors' suspended flags refetch), once the receipt is in.
     */
    moderate: build.mutation<TxSummary, ModerationRequest>({
      queryFn: (request) => withModule(loadChatServices, (chat) => chat.moderate(request)),
      invalidatesTags: (result, _error, { channel, action }) =>
        !result ? [] : action === 'restore' ? channelTag(channel) : [{ type: 'ChatPrice', id: channel }],
    }),
    /** Soft-deletes a message or reply (author or mod); the feed refetches once the receipt is in. */
    deleteMessage: build.mutation<TxSummary, { channel: ChannelName; parentIndex: number | null; index: number }>({
      queryFn: (request) => withModule(loadChatServices, (chat) => chat.deleteMessage(request)),
      invalidatesTags: (result, _error, { channel }) => (result ? channelTag(channel) : []),
    }),
  }),
})

export const {
  useGetFeedInfiniteQuery,
  useGetMessageCountQuery,
  useGetChannelCountsQuery,
  useGetMainMessageQuery,
  useGetChannelStateQuery,
  useDeleteMessageMutation,
  useGetSuspendedQuery,
  useModerateMutation,
} = chatApi
