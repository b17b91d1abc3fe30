import { useState } from 'react'
import { isApproved } from './stakeChecks'
import { useApproveForStakeMutation } from './stakeApi'

/** The approve half of an approve-then-act form. */
export interface ApproveStep {
  /** The amount is valid but the spender may not pull it yet. */
  needsApproval: boolean
  isApproving: boolean
  /** Approves exactly the amount; resolves true once confirmed (false after a rejection or failure). */
  approve: () => Promise<boolean>
  /** Forgets the approval seen here, after the action has used it up. */
  reset: () => void
}

/**
 * Approve-then-act (issue #14: approve DEMO or LP, then add liquidity, remove it or deposit): exact approvals, never
 * unlimited. A confirmed approval counts at once, before the refreshed allowance arrives, so the form moves on to
 * its action without flashing the approve button again.
 */
export function useApproveStep({
  owner,
  token,
  spender,
  allowanceWei,
  amountWei,
  successMessage,
}: {
  owner: string | null
  token: string
  spender: string
  allowanceWei: string
  /** The checked amount, or null while it cannot be used. */
  amountWei: string | null
  successMessage: string
}): ApproveStep {
  const [approveMutation, { isLoading }] = useApproveForStakeMutation()
  const [approvedWei, setApprovedWei] = useState<string | null>(null)
  const needsApproval = amountWei !== null && !isApproved(allowanceWei, amountWei) && approvedWei !== amountWei

  const approve = async () => {
    if (!owner || amountWei === null) return false
    const result = await approveMutation({ owner, successMessage, request: { token, spender, amountWei } })
    if (!('data' in result)) return false
    setApprovedWei(amountWei)
    return true
  }
  return { needsApproval, isApproving: isLoading, approve, reset: () => setApprovedWei(null) }
}
