import { useSearchParams } from 'react-router-dom'
import { ProfileView } from '../features/profilePage/ProfileView'

/** '/profile/?id={name or address}' — a member's profile; without an id, the connected visitor's own. */
export default function ProfilePage() {
  const [searchParams] = useSearchParams()
  const id = searchParams.get('id') ?? ''
  // Keyed by id so dialogs and local state never carry over from one profile to another.
  return <ProfileView key={id} id={id} />
}
