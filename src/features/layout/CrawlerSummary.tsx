import styled from 'styled-components'
import { config } from '../../config'
import { sidebarLinks } from '../../config/visibility'
import { Card } from '../../ui/Card'

/**
 * What crawlers get instead of an error page (spec §2: no error page for crawler user agents): the site's name and
 * description and plain links to its public pages. An indexer or link unfurler that runs scripts then records what
 * the site is and finds its real pages, never an error message; the page asks not to be indexed under the bad URL.
 * Plain anchors keep it working even when the router is what failed.
 */
export function CrawlerSummary() {
  const links = sidebarLinks(config, { isConnected: false, username: '', address: null })
  return (
    <Card>
      <h1>{config.projectName}</h1>
      <p>{config.projectDescription}</p>
      <nav aria-label="Site pages">
        <List>
          {links.map((link) => (
            <li key={link.to}>
              <a href={link.to}>{link.label}</a>
            </li>
          ))}
        </List>
      </nav>
    </Card>
  )
}

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  line-height: 2;
`
