/** Loads the leaderboard's chain code on first use. */
export const loadLeaderboardServices = () =>
  import(/* webpackChunkName: "leaderboard-services" */ './leaderboardServices')
