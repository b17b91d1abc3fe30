import type { ContractRunner } from 'ethers'
import { Contract } from 'ethers'
import type { AppConfig } from '../../config'
import { ACTIVITY_POINTS_ABI, PUNK_TLD_ABI } from './abis'

/** Contract objects for bulk reads with an ethers runner (the leaderboard) and tests; writes go through writeContract. Components never call these. */
export const tldContract = (config: AppConfig, runner: ContractRunner) =>
  new Contract(config.punkTldAddress, PUNK_TLD_ABI, runner)

export const activityPointsContract = (config: AppConfig, runner: ContractRunner) =>
  new Contract(config.activityPointsAddress, ACTIVITY_POINTS_ABI, runner)
