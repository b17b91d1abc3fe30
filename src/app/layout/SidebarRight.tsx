import { NameMintWidget } from '../../features/names/NameMintWidget'
import { ReferralWidget } from '../../features/referral/ReferralWidget'
import { MobileActions } from './MobileActions'
import { Column } from './SidebarLeft'

/** Spec §2 Right sidebar: on mobile the Actions dropdown, then the name mint widget and the referral widget. */
export function SidebarRight({ isMobile }: { isMobile: boolean }) {
  return (
    <Column>
      {isMobile && <MobileActions />}
      <NameMintWidget />
      <ReferralWidget />
    </Column>
  )
}
