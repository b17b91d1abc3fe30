import { Card, CardTitle } from '../../ui/Card'
import { ConnectButton } from '../wallet'
import { CopyLinkField } from './CopyLinkField'
import { useReferralLink } from './useReferralLink'

/** Spec §2 Right sidebar: 'Your referral link'. */
export function ReferralWidget() {
  const link = useReferralLink()
  return (
    <Card aria-labelledby="referral-widget-title">
      <CardTitle id="referral-widget-title">Your referral link</CardTitle>
      <p>Share your referral link and earn referral fees!</p>
      {link ? <CopyLinkField id="referral-link-widget" link={link} /> : <ConnectButton fullWidth />}
    </Card>
  )
}
