import styled from 'styled-components'
import { NameMintWidget } from '../../features/names/NameMintWidget'
import { ReferralWidget } from '../../features/referral/ReferralWidget'
import { ThemeToggle } from '../../features/settings/ThemeToggle'
import { UserMenu } from '../../features/wallet/UserMenu'
import { MobileActions } from './MobileActions'
import { Column } from './SidebarLeft'

/**
 * Spec §2 Right sidebar: the name mint widget and the referral widget. On mobile, where the navbar has room for the
 * two toggles only, a toolbar comes first: the Actions dropdown, the light/dark toggle and the user dropdown, so
 * every navbar function stays reachable.
 */
export function SidebarRight({ isMobile }: { isMobile: boolean }) {
  return (
    <Column>
      {isMobile && (
        <Toolbar>
          <MobileActions />
          <Group>
            <ThemeToggle />
            <UserMenu />
          </Group>
        </Toolbar>
      )}
      <NameMintWidget />
      <ReferralWidget />
    </Column>
  )
}

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`
