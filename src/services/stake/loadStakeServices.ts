/** Loads the stake screen's chain code (reads, and the writes on demand) on first use. */
export const loadStakeServices = () => import(/* webpackChunkName: "stake-services" */ './stakeServices')

export type StakeServices = Awaited<ReturnType<typeof loadStakeServices>>
