import { PlaceholderPage } from './PlaceholderPage'

/** '/profile/?id={name or address}' — a member's profile. */
export default function ProfilePage() {
  return <PlaceholderPage title="Profile" description="A member’s name, picture, balances and posts. This page is being built." />
}
