import { createConfig, factory } from 'ponder'
import {
  activityPointsAbi,
  chatChannelAbi,
  claimActivityPointsAbi,
  claimDomainsAbi,
  commentsChannelAbi,
  nft721BondingAbi,
  nftLaunchpadAbi,
  punkTldAbi,
  stakingRewardsAbi,
  uniswapV2PairAbi,
} from './abis'
import { readAddresses } from './addresses'
import { fixedContractAddresses, readStartBlock } from './startBlock'

/**
 * Ponder configuration, all from the environment so one build serves the devnet, tests and production:
 * - PONDER_RPC_URL: the chain's JSON-RPC endpoint (default: the devnet's anvil on 127.0.0.1:8545);
 * - PONDER_CHAIN_ID: its chain id (default 84532, Base Sepolia, which the devnet also uses);
 * - INDEXER_ADDRESSES_FILE: the address book (default: src/config/devnet-addresses.json);
 * - DATABASE_URL: PostgreSQL connection string; when unset, embedded PGlite in INDEXER_DATA_DIR
 *   (default .ponder/pglite), so a development start needs no database server.
 * Every contract is indexed from block 0; on a chain with a long history INDEXER_START_BLOCK names the block the
 * contracts were deployed in (src/startBlock.ts refuses a later one).
 */
const addresses = readAddresses()
const fixed = fixedContractAddresses(addresses)
const chainId = Number(process.env.PONDER_CHAIN_ID ?? 84532)
const startBlock = readStartBlock()
const databaseUrl = process.env.DATABASE_URL

export default createConfig({
  database:
    databaseUrl !== undefined && databaseUrl !== ''
      ? { kind: 'postgres', connectionString: databaseUrl }
      : { kind: 'pglite', directory: process.env.INDEXER_DATA_DIR ?? '.ponder/pglite' },
  chains: {
    chain: {
      id: chainId,
      rpc: process.env.PONDER_RPC_URL ?? 'http://127.0.0.1:8545',
      // The devnet mines a block per transaction; polling every 500 ms keeps the index within a block or two.
      pollingInterval: 500,
    },
  },
  contracts: {
    ChatChannel: {
      chain: 'chain',
      abi: chatChannelAbi,
      address: fixed.ChatChannel,
      startBlock,
    },
    PunkTld: {
      chain: 'chain',
      abi: punkTldAbi,
      address: fixed.PunkTld,
      startBlock,
    },
    NftComments: { chain: 'chain', abi: commentsChannelAbi, address: fixed.NftComments, startBlock },
    ActivityPoints: { chain: 'chain', abi: activityPointsAbi, address: fixed.ActivityPoints, startBlock },
    NftLaunchpad: { chain: 'chain', abi: nftLaunchpadAbi, address: fixed.NftLaunchpad, startBlock },
    // Every collection the launchpad deploys, found through its CollectionLaunch events.
    NftCollection: {
      chain: 'chain',
      abi: nft721BondingAbi,
      address: factory({
        address: fixed.NftLaunchpad,
        event: nftLaunchpadAbi[0],
        parameter: 'nftContract_',
      }),
      startBlock,
    },
    UniswapV2Pair: { chain: 'chain', abi: uniswapV2PairAbi, address: fixed.UniswapV2Pair, startBlock },
    Staking: { chain: 'chain', abi: stakingRewardsAbi, address: fixed.Staking, startBlock },
    ClaimDomains: { chain: 'chain', abi: claimDomainsAbi, address: fixed.ClaimDomains, startBlock },
    ClaimActivityPoints: {
      chain: 'chain',
      abi: claimActivityPointsAbi,
      address: fixed.ClaimActivityPoints,
      startBlock,
    },
  },
})
