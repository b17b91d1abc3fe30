import styled from 'styled-components'
import { config } from '../../config'
import { Card, CardTitle } from '../../ui/Card'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import { explorerAddressUrl } from '../../lib/explorer'

/** The contracts a visitor can check on the explorer: only the ones this site has configured. */
function siteContracts(): { label: string; address: string }[] {
  const contracts = [
    { label: `${config.tldName} names (Punk Domains)`, address: config.punkTldAddress },
    { label: `${config.chatTokenSymbol} chat token`, address: config.chatTokenAddress },
    { label: 'Activity points', address: config.features.activityPoints ? config.activityPointsAddress : '' },
  ]
  return contracts.filter((contract) => contract.address)
}

/** '/about' (issue #7 part 5): what the site is, its links from config, and the contracts it runs on. */
export function AboutView() {
  return (
    <Column>
      <Card aria-labelledby="about-title">
        <CardTitle as="h1" id="about-title">
          About
        </CardTitle>
        <Lead>
          <strong>{config.projectName}</strong>: {config.projectDescription}
        </Lead>
        <p>
          Connect a wallet, get a {config.tldName} name to use as your username and profile, and chat with the community
          on {config.chain.name}. Posts, names and points live on the chain, so nobody can quietly change them.
        </p>
      </Card>
      {config.aboutLinks.length > 0 && (
        <Card aria-labelledby="about-links-title">
          <CardTitle id="about-links-title">Links</CardTitle>
          <List>
            {config.aboutLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.label} <span aria-hidden="true">↗</span>
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
              </li>
            ))}
          </List>
        </Card>
      )}
      <Card aria-labelledby="about-contracts-title">
        <CardTitle id="about-contracts-title">Contracts on {config.chain.name}</CardTitle>
        <List>
          {siteContracts().map((contract) => (
            <li key={contract.label}>
              {contract.label}:{' '}
              <a href={explorerAddressUrl(contract.address)} target="_blank" rel="noopener noreferrer">
                <Code>{contract.address}</Code>
                <VisuallyHidden> (opens the block explorer in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </List>
      </Card>
    </Column>
  )
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`

const Lead = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  margin-top: 0;
`

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`

const Code = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
`
