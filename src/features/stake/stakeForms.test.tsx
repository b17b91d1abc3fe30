import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { config } from '../../config'
import { makeStore } from '../../store/store'
import { connectedState } from '../../test/siteHarness'
import type { StakeOverviewData } from './stakeApi'
import { LOADING_BALANCES, QUOTING, useAddLiquidityForm, useRemoveLiquidityForm } from './useLiquidityForms'
import { ENTER_AMOUNT, LOADING_STAKE, useClaimForm, useDepositForm, useWithdrawForm } from './useStakeForms'

const mined = { hash: '0x01', blockNumber: 1 }
const mockStake = {
  approve: jest.fn(async () => mined),
  deposit: jest.fn(async () => mined),
  withdraw: jest.fn(async () => mined),
  claimRewards: jest.fn(async () => mined),
  addLiquidity: jest.fn(async () => mined),
  removeLiquidity: jest.fn(async () => mined),
  // 1 DEMO asks for 0.5 ETH; 1 LP pays back 2 DEMO and 1 ETH.
  readEthForLiquidity: jest.fn(async (demoWei: string) => (BigInt(demoWei) / 2n).toString()),
  readRemoveQuote: jest.fn(async (lpWei: string) => ({
    demoWei: (BigInt(lpWei) * 2n).toString(),
    ethWei: lpWei,
  })),
}
jest.mock('../../services/stake/loadStakeServices', () => ({ loadStakeServices: () => Promise.resolve(mockStake) }))

const ONE = 10n ** 18n
const wei = (tokens: number) => (BigInt(tokens) * ONE).toString()

/** An overview at chain time 1,000,000 s: 10 LP, 2 staked, 100 DEMO, 10 ETH, no allowances, nothing claimable. */
function overview(staker: Partial<NonNullable<StakeOverviewData['staker']>> = {}): StakeOverviewData {
  return {
    chainTime: 1_000_000,
    receivedAt: Date.now(),
    periodLength: 604_800,
    lastClaimPeriod: 1_000_000,
    claimRewardsTotalWei: '0',
    futureRewardsWei: '0',
    minDepositWei: wei(1),
    maxDepositWei: wei(5),
    totalStakedWei: wei(2),
    staker: {
      address: '0xa11ce',
      stakedWei: wei(2),
      claimableWei: '0',
      lockedSeconds: 0,
      lpBalanceWei: wei(10),
      lpStakingAllowanceWei: '0',
      lpRouterAllowanceWei: '0',
      demoBalanceWei: wei(100),
      demoRouterAllowanceWei: '0',
      ethBalanceWei: wei(10),
      ...staker,
    },
  }
}

/** `useForm` under the app's store, connected as Alice. */
function renderForm<T>(useForm: () => T) {
  const { store } = makeStore({ preloadedState: connectedState() })
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
  return renderHook(useForm, { wrapper })
}

beforeEach(() => jest.clearAllMocks())

describe('useDepositForm (issue #14)', () => {
  it('says it is loading, then asks for an amount, then checks it against min, max and balance', () => {
    expect(renderForm(() => useDepositForm(undefined)).result.current.reason).toBe(LOADING_STAKE)
    const { result } = renderForm(() => useDepositForm(overview()))
    expect(result.current.reason).toBe(ENTER_AMOUNT)
    act(() => result.current.setText('0.5'))
    expect(result.current.reason).toBe('The minimum deposit is 1 LP.')
    act(() => result.current.setText('4'))
    expect(result.current.reason).toBe('The maximum stake is 5 LP: you can add up to 3 LP.')
    act(() => result.current.setMax())
    expect(result.current.text).toBe('10')
  })

  it('approves exactly the amount, then deposits it and clears the field', async () => {
    const { result } = renderForm(() => useDepositForm(overview()))
    act(() => result.current.setText('2'))
    expect(result.current.needsApproval).toBe(true)
    await act(() => result.current.submit())
    expect(mockStake.approve).toHaveBeenCalledWith(
      { token: config.lpTokenAddress, spender: config.stakingContractAddress, amountWei: wei(2) },
      expect.any(String),
    )
    expect(mockStake.deposit).not.toHaveBeenCalled()
    expect(result.current.needsApproval).toBe(false)
    await act(() => result.current.submit())
    expect(mockStake.deposit).toHaveBeenCalledWith(wei(2), expect.any(String))
    expect(result.current.text).toBe('')
  })
})

describe('useWithdrawForm and useClaimForm (issue #14)', () => {
  it('blocks a locked stake with the time left, whatever the amount', () => {
    const { result } = renderForm(() => useWithdrawForm(overview({ lockedSeconds: 3_600 })))
    expect(result.current.blocker).toMatch(/^Your stake is locked for another /)
    act(() => result.current.setText('1'))
    expect(result.current.reason).toBe(result.current.blocker)
  })

  it('withdraws an unlocked stake and clears the field', async () => {
    const { result } = renderForm(() => useWithdrawForm(overview()))
    act(() => result.current.setText('2'))
    expect(result.current.reason).toBe('')
    await act(() => result.current.submit())
    expect(mockStake.withdraw).toHaveBeenCalledWith(wei(2), expect.any(String))
    expect(result.current.text).toBe('')
  })

  it('claims only when something is claimable', async () => {
    const none = renderForm(() => useClaimForm(overview()))
    expect(none.result.current.blocker).toBe('You have no rewards to claim yet.')
    await act(() => none.result.current.submit())
    expect(mockStake.claimRewards).not.toHaveBeenCalled()
    const some = renderForm(() => useClaimForm(overview({ claimableWei: wei(1) })))
    expect(some.result.current.blocker).toBe('')
    await act(() => some.result.current.submit())
    expect(mockStake.claimRewards).toHaveBeenCalledTimes(1)
  })
})

describe('useAddLiquidityForm and useRemoveLiquidityForm (issue #14)', () => {
  it('waits for the quote of this very amount, then approves and adds with the quoted ETH', async () => {
    expect(renderForm(() => useAddLiquidityForm(undefined)).result.current.reason).toBe(LOADING_BALANCES)
    const { result } = renderForm(() => useAddLiquidityForm(overview()))
    act(() => result.current.setText('4'))
    expect(result.current.reason).toBe(QUOTING)
    expect(result.current.canAct).toBe(false)
    await waitFor(() => expect(result.current.ethNeededWei).toBe(wei(2)))
    expect(result.current.canAct).toBe(true)
    await act(() => result.current.submit())
    expect(mockStake.approve).toHaveBeenCalledWith(
      { token: config.chatTokenAddress, spender: config.swapRouterAddress, amountWei: wei(4) },
      expect.any(String),
    )
    await act(() => result.current.submit())
    expect(mockStake.addLiquidity).toHaveBeenCalledWith(
      expect.objectContaining({ demoWei: wei(4), ethWei: wei(2), to: connectedState().wallet?.address }),
      expect.any(String),
    )
    expect(result.current.text).toBe('')
  })

  it('says when the ETH the quote asks for is more than the balance', async () => {
    const { result } = renderForm(() => useAddLiquidityForm(overview({ ethBalanceWei: wei(1) })))
    act(() => result.current.setText('4'))
    await waitFor(() => expect(result.current.reason).toBe('This needs 2 ETH, more than your balance of 1 ETH.'))
    expect(result.current.canAct).toBe(false)
  })

  it('previews the payout, then removes at it once approved', async () => {
    const { result } = renderForm(() => useRemoveLiquidityForm(overview({ lpRouterAllowanceWei: wei(10) })))
    act(() => result.current.setText('3'))
    await waitFor(() => expect(result.current.preview).toEqual({ demoWei: wei(6), ethWei: wei(3) }))
    expect(result.current.needsApproval).toBe(false)
    await act(() => result.current.submit())
    expect(mockStake.approve).not.toHaveBeenCalled()
    expect(mockStake.removeLiquidity).toHaveBeenCalledWith(
      expect.objectContaining({ lpWei: wei(3), demoWei: wei(6), ethWei: wei(3) }),
      expect.any(String),
    )
    expect(result.current.text).toBe('')
  })
})
