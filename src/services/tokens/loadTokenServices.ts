/** Loads the send screen's chain code (ethers, transfers, fee estimate) on first use. */
export const loadTokenServices = () => import(/* webpackChunkName: "token-services" */ './tokenServices')
