import { PlaceholderPage } from './PlaceholderPage'

/** '/about' — the project's description and links. */
export default function AboutPage() {
  return <PlaceholderPage title="About" description="What this community is and where to find it." />
}
