import { AboutView } from '../features/about/AboutView'

/** '/about' — the project's description and links. */
export default function AboutPage() {
  return <AboutView />
}
