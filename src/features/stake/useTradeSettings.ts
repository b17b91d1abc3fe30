import { DEFAULT_SWAP_DEADLINE } from '../../config/constants'
import { useAppSelector } from '../../store/store'
import { selectSwapDeadline, selectSwapSlippage } from '../../store/slices/settingsSlice'
import { slippageToBps } from '../settings'

/** The user's slippage (basis points) and deadline (minutes) from Site Settings, for liquidity transactions. */
export function useTradeSettings(): { slippageBps: number; deadlineMinutes: number } {
  const slippage = useAppSelector(selectSwapSlippage)
  const deadline = Number.parseFloat(useAppSelector(selectSwapDeadline))
  return {
    slippageBps: slippageToBps(slippage),
    deadlineMinutes: Number.isFinite(deadline) ? deadline : Number(DEFAULT_SWAP_DEADLINE),
  }
}
