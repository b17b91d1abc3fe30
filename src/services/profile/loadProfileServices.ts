/** Loads the profile screens' chain code (ethers, name lookups, picture write) on first use. */
export const loadProfileServices = () => import(/* webpackChunkName: "profile-services" */ './profileServices')
