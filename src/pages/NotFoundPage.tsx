import { Link, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { Code } from '../ui/Code'
import { isCrawler } from '../lib/crawler'
import { CrawlerSummary } from '../features/layout/CrawlerSummary'
import { usePageMetadata } from '../store/usePageMetadata'
import { Card } from '../ui/Card'

export const NOT_FOUND_TITLE = 'Page Not Found'

/**
 * Spec §2, §8: an unknown path shows 'Page not found' followed by the path (404 'Page Not Found'). Crawlers get the
 * site summary instead (see CrawlerSummary); either way the URL asks not to be indexed.
 */
export default function NotFoundPage() {
  const { pathname } = useLocation()
  const forCrawler = isCrawler()
  usePageMetadata(forCrawler ? { noIndex: true } : { title: NOT_FOUND_TITLE, noIndex: true })
  if (forCrawler) return <CrawlerSummary />
  return (
    <Card aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <Code>404</Code> {NOT_FOUND_TITLE}
      </h1>
      <p>
        Page not found: <Path>{pathname}</Path>
      </p>
      <p>
        Check the address, or <Link to="/">go to the home page</Link>.
      </p>
    </Card>
  )
}

const Path = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  overflow-wrap: anywhere;
`
