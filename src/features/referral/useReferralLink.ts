import { useLocation } from 'react-router-dom'
import { useUsername } from '../../store/useUsername'
import { useWalletSession } from '../../store/useWalletSession'
import { referralLink } from './referralLink'

/** The connected user's referral link for the current page (ref = username, else address); '' when disconnected. */
export function useReferralLink(): string {
  const { address } = useWalletSession()
  const { username } = useUsername(address)
  const location = useLocation()
  if (!address) return ''
  const pageUrl = `${window.location.origin}${location.pathname}${location.search}${location.hash}`
  return referralLink(pageUrl, username || address)
}
