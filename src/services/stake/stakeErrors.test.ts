/** @jest-environment node */
import { Interface } from 'ethers'
import { registerAirdropErrors } from '../airdrop/airdropErrors'
import { CLAIM_DOMAINS_ABI } from '../airdrop/airdropAbi'
import { toUserMessage } from '../errors'
import { STAKING_ABI } from './stakeAbi'
import { registerStakeErrors } from './stakeErrors'

/** A revert as a wallet or node reports it: the error's data carries the custom error's selector. */
const revert = (abi: readonly string[], name: string) => ({
  code: 'CALL_EXCEPTION',
  data: new Interface(abi).encodeErrorResult(name, []),
})

describe('stake and airdrop reverts in toasts', () => {
  it('read as plain sentences once the feature registered its errors', () => {
    expect(toUserMessage(revert(STAKING_ABI, 'StakeLocked'))).toBe('Transaction has failed.')
    registerStakeErrors()
    registerAirdropErrors()
    registerStakeErrors() // twice is harmless
    expect(toUserMessage(revert(STAKING_ABI, 'StakeLocked'))).toBe('Error: Your stake is still locked.')
    expect(toUserMessage(revert(STAKING_ABI, 'RemainderBelowMinimum'))).toBe(
      'Error: What stays staked must be at least the minimum deposit.',
    )
    expect(toUserMessage(revert(CLAIM_DOMAINS_ABI, 'AlreadyClaimed'))).toBe(
      'Error: This airdrop has already been claimed.',
    )
    // A registered error without a text still shows its name.
    expect(toUserMessage(revert(STAKING_ABI, 'RewardTransferFailed'))).toBe('Error: RewardTransferFailed')
  })
})
