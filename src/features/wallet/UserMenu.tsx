import { useModals } from '../../store/modals'
import { markInvisibleCharacters } from '../../lib/invisibleCharacters'
import { shortenAddress } from '../../lib/format'
import { Menu } from '../../ui/Menu'
import { profilePath } from '../../config/visibility'
import { useUsername } from '../../store/useUsername'
import { ProfileImage } from '../profilePicture'
import { useWalletActions } from './useWalletActions'
import { useWalletSession } from '../../store/useWalletSession'
import { ROUTES } from '../../config/routes'

/** Spec §2 User dropdown header: the username, else the address shortened to 6+4 characters, else 'Profile'. */
export function userMenuHeader(username: string, address: string | null): string {
  if (username) return markInvisibleCharacters(username)
  return address ? shortenAddress(address) : 'Profile'
}

/**
 * Spec §2 User dropdown: entries Profile, Settings, Change username, Find user, Share referral link, Disconnect.
 * Visitors without a wallet get the entries that make sense for them (Profile, Settings, Find user); spec §6 keeps
 * changing the username, the referral link and disconnecting for connected users.
 */
export function UserMenu({ align = 'right' }: { align?: 'left' | 'right' }) {
  const { address, isConnected } = useWalletSession()
  const { username } = useUsername(address, { revalidate: true })
  const { disconnect } = useWalletActions()
  const modals = useModals()
  const header = userMenuHeader(username, address)
  return (
    <Menu
      label={`User menu: ${header}`}
      align={align}
      header={<span data-testid="user-menu-header">{header}</span>}
      trigger={
        // The picture is decoration here: the button's label names the menu.
        <span aria-hidden="true" style={{ display: 'flex' }}>
          <ProfileImage domainName={username || null} size={28} alt="" />
        </span>
      }
      items={[
        { label: 'Profile', to: profilePath(username, address) },
        { label: 'Settings', onSelect: () => modals.open('settings') },
        ...(isConnected ? [{ label: 'Change username', onSelect: () => modals.open('changeUsername') }] : []),
        { label: 'Find user', to: ROUTES.findUser },
        ...(isConnected
          ? [
              { label: 'Share referral link', onSelect: () => modals.open('referral') },
              { label: 'Disconnect', onSelect: () => void disconnect() },
            ]
          : []),
      ]}
    />
  )
}
