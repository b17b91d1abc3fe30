import type { ContractRunner } from 'ethers'
import { Contract } from 'ethers'
import type { AppConfig } from '../../config'
import { ACTIVITY_POINTS_ABI, ERC20_ABI, MULTICALL3_ABI, PUNK_MINTER_ABI, PUNK_TLD_ABI } from './abis'

/** Contract factories: reads use the multicall runner, writes a wallet signer. Components never call these. */
export const tldContract = (config: AppConfig, runner: ContractRunner) =>
  new Contract(config.punkTldAddress, PUNK_TLD_ABI, runner)

export const minterContract = (config: AppConfig, runner: ContractRunner) =>
  new Contract(config.punkMinterAddress, PUNK_MINTER_ABI, runner)

export const activityPointsContract = (config: AppConfig, runner: ContractRunner) =>
  new Contract(config.activityPointsAddress, ACTIVITY_POINTS_ABI, runner)

export const erc20Contract = (address: string, runner: ContractRunner) => new Contract(address, ERC20_ABI, runner)

export const multicallContract = (config: AppConfig, runner: ContractRunner) =>
  new Contract(config.multicall3Address, MULTICALL3_ABI, runner)
