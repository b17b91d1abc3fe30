/** What other features use of the wallet (spec §2 connect and switch-chain buttons). */
export { ConnectButton } from './ConnectButton'
export { SwitchChainButton } from './SwitchChainButton'
