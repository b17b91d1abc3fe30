import { PlaceholderPage } from './PlaceholderPage'

/** '/shill' — Shill and discuss projects (chat channel). */
export default function ShillPage() {
  return <PlaceholderPage title="Shill & discuss projects" description="A channel to share and discuss projects. The live feed is being built." />
}
