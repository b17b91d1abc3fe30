import { PlaceholderPage } from './PlaceholderPage'

/** '/find-user' — find a member by name or address. */
export default function FindUserPage() {
  return <PlaceholderPage title="Find user" description="Look up a member by name or address. This page is being built." />
}
