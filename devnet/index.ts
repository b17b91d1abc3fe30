/** Public API of the devnet: local chain, contracts, deployment and test helpers. See devnet/README.md. */
export { DEVNET_ACCOUNTS, DEVNET_CHAIN_ID, DEVNET_MNEMONIC, devnetAccount, type DevnetAccount } from './accounts'
export { formatDevnetAddresses, readDevnetAddresses, writeDevnetAddresses, type DevnetAddresses } from './addresses'
export { startAnvil, type AnvilHandle, type AnvilOptions } from './anvil'
export { CONTRACT_NAMES, compileContracts, type Artifact, type Artifacts, type ContractName } from './compile'
export * from './constants'
export { attachContract, contractInterface, deployContract, send, type TxOverrides } from './contractHelpers'
export { deployAll, type DeployOptions } from './deploy'
export { attachDevnetContracts, type DevnetContracts } from './devnetContracts'
export { ADDRESSES_FILE } from './paths'
export { devnetProvider, devnetSigner } from './provider'
export { revertLabel, revertOf } from './revert'
export { SEED, seedDevnet } from './seed'
export { SERVICE_HOOK_TIMEOUT_MS, startTestChain, takeSnapshot, type TestChain } from './testChain'
export { SWAP_SEED, USD_DECIMALS, seedSwap } from './swapSeed'
export {
  PUBLISHED_PAIR_INIT_CODE_HASH,
  SWAP_FRONTEND_OPERATOR,
  deploySwap,
  deployUniswap,
  pairInitCodeHash,
  uniswapArtifact,
  type SwapAddresses,
  type UniswapContractName,
} from './uniswap'
