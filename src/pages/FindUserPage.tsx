import { usePageMetadata } from '../app/usePageMetadata'
import { FindUserForm } from '../features/findUser/FindUserForm'

/** '/find-user' — find a member by name or address. */
export default function FindUserPage() {
  usePageMetadata()
  return <FindUserForm />
}
