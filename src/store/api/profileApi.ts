import { chainApi, withModule } from '../chainApi'
import type { ChannelName } from '../../config'
import { config } from '../../config'
import { toFullDomainName } from '../../lib/domainNames'
import { loadProfileServices } from '../../services/profile/loadProfileServices'
import type { RecentPosts } from '../../services/profile/recentPosts'
import type { TxSummary } from '../../services/tx/runTransaction'
import { pfpCached } from '../slices/cacheSlice'
import type { ProfileResolution } from '../../lib/resolveProfile'
import { resolveProfile } from '../../lib/resolveProfile'
import { tagId } from '../../lib/tagId'

/** Arguments of a picture change: the name (lower-case, no tld), the reference written on chain, the URL that loaded. */
export interface SaveProfileImageArgs {
  domainName: string
  /** What goes into the data's `image` key: an http(s), ipfs:// or ar:// reference. */
  image: string
  /** The http(s) URL the preview loaded it from, cached so every avatar of the name switches at once. */
  workingUrl: string
  /** The connected holder, whose native balance pays the gas. */
  holder: string
}

/** Chain endpoints of the profile screens (issue #7 part 1, 2). */
export const profileApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    /** Resolves a profile id (name with or without the tld, or an address); see ProfileResolution. */
    resolveProfile: build.query<ProfileResolution, string>({
      queryFn: (input) =>
        withModule(loadProfileServices, (services) =>
          resolveProfile(input, {
            tld: config.tldName,
            toChecksumAddress: services.toChecksumAddress,
            readDomainHolder: services.readDomainHolder,
            readMainName: services.readMainName,
          }),
        ),
      providesTags: (result) => {
        if (result?.status === 'found') {
          return [
            { type: 'Username', id: tagId(result.address) },
            ...(result.fullDomainName ? [{ type: 'DomainHolder' as const, id: tagId(result.fullDomainName) }] : []),
          ]
        }
        if (result?.status === 'unregistered') return [{ type: 'DomainHolder', id: tagId(result.fullDomainName) }]
        return []
      },
    }),
    /**
     * A user's newest posts across the channels (within a bounded window of each channel's latest messages), read in
     * one multicall; refreshed whenever a channel's feed changes (a post or a delete).
     */
    getRecentPosts: build.query<RecentPosts, string>({
      queryFn: (address) => withModule(loadProfileServices, (services) => services.readRecentPosts(address)),
      providesTags: () =>
        (Object.keys(config.chatChannels) as ChannelName[]).map((channel) => ({
          type: 'ChatPage' as const,
          id: channel,
        })),
    }),
    /**
     * Writes a new profile picture into the name's data (other keys kept) and, once confirmed, points the picture
     * cache of the name at the new URL, so the profile card, user menu and profile page all switch at once.
     */
    saveProfileImage: build.mutation<TxSummary, SaveProfileImageArgs>({
      queryFn: ({ domainName, image }) =>
        withModule(loadProfileServices, (services) => services.saveProfileImage(domainName, image)),
      async onQueryStarted({ domainName, workingUrl }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled
          dispatch(pfpCached({ domainName, image: workingUrl, storedAt: Date.now() }))
        } catch {
          // The failure was toasted by the transaction lifecycle; the old picture stays.
        }
      },
      invalidatesTags: (result, _error, { domainName, holder }) =>
        result
          ? [
              { type: 'DomainData', id: tagId(domainName) },
              { type: 'DomainData', id: tagId(toFullDomainName(domainName, config.tldName)) },
              { type: 'NativeBalance', id: tagId(holder) },
            ]
          : [],
    }),
  }),
})

export const { useResolveProfileQuery, useGetRecentPostsQuery, useSaveProfileImageMutation } = profileApi
