import { useModals } from '../../app/modals/ModalsProvider'
import { markInvisibleCharacters } from '../../lib/invisibleCharacters'
import { shortenAddress } from '../../lib/format'
import { Menu } from '../../ui/Menu'
import { profilePath } from '../layout/visibility'
import { useUsername } from '../names/useUsername'
import { ProfileImage } from '../profile/ProfileImage'
import { useWalletActions } from './useWalletActions'
import { useWalletSession } from './useWalletSession'

/**
 * Spec §2 User dropdown: the header shows the username, else the address shortened 6+4, else 'Profile'; entries
 * Profile, Settings, Change username, Find user, Share referral link, Disconnect.
 */
export function UserMenu() {
  const { address, isConnected } = useWalletSession()
  const { username } = useUsername(address, { revalidate: true })
  const { disconnect } = useWalletActions()
  const modals = useModals()
  const header = username ? markInvisibleCharacters(username) : address ? shortenAddress(address) : 'Profile'
  return (
    <Menu
      label="User menu"
      header={<span data-testid="user-menu-header">{header}</span>}
      trigger={<ProfileImage domainName={username || null} size={28} alt="" />}
      items={[
        { label: 'Profile', to: profilePath(username, address) },
        { label: 'Settings', onSelect: () => modals.open('settings') },
        ...(isConnected ? [{ label: 'Change username', onSelect: () => modals.open('changeUsername') }] : []),
        { label: 'Find user', to: '/find-user' },
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
