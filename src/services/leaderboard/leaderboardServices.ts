import { config } from '../../config'
import { getChainReader } from '../chain/readProvider'
import type { LeaderboardOptions } from './leaderboard'
import { readLeaderboard } from './leaderboard'

/** The activity points screen's chain code, loaded on demand, bound to the configured chain. */
export const readTopHolders = (options?: LeaderboardOptions) => readLeaderboard(getChainReader(config), config, options)
