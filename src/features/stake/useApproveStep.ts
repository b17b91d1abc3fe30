import { useState } from 'react'
import { isApproved } from './stakeChecks'
import { useApproveForStakeMutation } from './stakeApi'

/** An approve-then-act form's steps: the approval it may need, then its action. */
export interface ApproveStep {
  /** The amount is valid but the spender may not pull it yet. */
  needsApproval: boolean
  isApproving: boolean
  /**
   * The form's next step: the approval while one is needed, else `act` (null: the action cannot run yet). Resolves
   * true once `act` succeeded, and then forgets the approval seen here, which the action used up; false after the
   * approval, a rejection or a failure (the transaction lifecycle toasts each outcome).
   */
  next: (act: (() => Promise<MutationOutcome>) | null) => Promise<boolean>
}

/** What an RTK Query mutation trigger resolves to. */
type MutationOutcome = { data: unknown } | { error: unknown }

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

  const next = async (act: (() => Promise<MutationOutcome>) | null) => {
    if (needsApproval) {
      if (!owner || amountWei === null) return false
      const result = await approveMutation({ owner, successMessage, request: { token, spender, amountWei } })
      if ('data' in result) setApprovedWei(amountWei)
      return false
    }
    if (act === null) return false
    const result = await act()
    if (!('data' in result)) return false
    setApprovedWei(null)
    return true
  }
  return { needsApproval, isApproving: isLoading, next }
}
