/** Loads the swap screen's chain code (router reads, approvals, swaps, wrap/unwrap) with the swap page only. */
export const loadSwapServices = () => import(/* webpackChunkName: "swap-services" */ './swapServices')
