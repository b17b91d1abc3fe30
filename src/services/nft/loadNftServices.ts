/** Loads the launchpad's chain code on first use (its own chunk; the launchpad pages only). */
export const loadNftServices = () => import(/* webpackChunkName: "nft-services" */ './nftServices')

export type NftServices = Awaited<ReturnType<typeof loadNftServices>>
