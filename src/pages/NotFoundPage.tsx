import { useLocation } from 'react-router-dom'
import { usePageMetadata } from '../app/usePageMetadata'
import { Card } from '../ui/Card'

/** Spec §2: an unknown path shows 'Page not found' followed by the path (404 'Page Not Found'). */
export default function NotFoundPage() {
  const { pathname } = useLocation()
  usePageMetadata('Page Not Found')
  return (
    <Card>
      <h1>404 Page Not Found</h1>
      <p>Page not found: {pathname}</p>
    </Card>
  )
}
