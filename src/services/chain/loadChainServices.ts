/** Loads the chain code chunk (ethers + reads + writes) on first use; later calls reuse the loaded module. */
export const loadChainServices = () => import(/* webpackChunkName: "chain" */ './chainServices')

export type ChainServices = Awaited<ReturnType<typeof loadChainServices>>
