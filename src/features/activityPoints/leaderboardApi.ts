import { chainApi, withModule } from '../../store/chainApi'
import type { Leaderboard } from '../../services/leaderboard/leaderboard'
import { loadLeaderboardServices } from '../../services/leaderboard/loadLeaderboardServices'
import { usernameCached } from '../../store/slices/cacheSlice'

/** Rows the activity points screen shows. */
export const LEADERBOARD_SIZE = 10

/** Chain endpoint of the activity points leaderboard (issue #7 part 3). */
export const leaderboardApi = chainApi.injectEndpoints({
  endpoints: (build) => ({
    getLeaderboard: build.query<Leaderboard, void>({
      queryFn: () =>
        withModule(loadLeaderboardServices, (services) => services.readTopHolders({ limit: LEADERBOARD_SIZE })),
      providesTags: [{ type: 'Points', id: 'LEADERBOARD' }],
      keepUnusedDataFor: 60,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled
          if (!data.available) return
          // The leaders' names came in the same batch: cache them so their avatars and names elsewhere need no read.
          const storedAt = Date.now()
          data.entries.forEach(({ address, username }) => dispatch(usernameCached({ address, username, storedAt })))
        } catch {
          // The error is the query's state.
        }
      },
    }),
  }),
})

export const { useGetLeaderboardQuery } = leaderboardApi
