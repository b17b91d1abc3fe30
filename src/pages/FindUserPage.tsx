import { FindUserForm } from '../features/findUser/FindUserForm'

/** '/find-user' — find a member by name or address. */
export default function FindUserPage() {
  return <FindUserForm />
}
