/** Loads the airdrop screen's chain code (reads, and the claims on demand) on first use. */
export const loadAirdropServices = () => import(/* webpackChunkName: "airdrop-services" */ './airdropServices')

export type AirdropServices = Awaited<ReturnType<typeof loadAirdropServices>>
