import styled from 'styled-components'
import { config } from '../../config'
import type { AirdropTab } from '../../store/slices/settingsSlice'
import { airdropTabSelected, selectAirdropTab } from '../../store/slices/settingsSlice'
import { useAppDispatch, useAppSelector } from '../../store/store'
import { Card, CardTitle } from '../../ui/Card'
import type { TabItem } from '../../ui/Tabs'
import { Tabs } from '../../ui/Tabs'
import { ActivityPointsClaimPanel } from './ActivityPointsClaimPanel'
import { DomainClaimPanel } from './DomainClaimPanel'

/**
 * '/airdrop' (issue #14, reference §1.5): tabs 'Domain holders' and 'Activity Points' (each only when its claimer is
 * configured); the open tab is remembered across visits (a persisted setting).
 */
export function AirdropView() {
  const dispatch = useAppDispatch()
  const stored = useAppSelector(selectAirdropTab)
  const tabs: TabItem<AirdropTab>[] = [
    ...(config.airdropClaimDomainsAddress
      ? [{ id: 'domains' as const, label: 'Domain holders', panel: <DomainClaimPanel /> }]
      : []),
    ...(config.airdropApAddress
      ? [{ id: 'activityPoints' as const, label: 'Activity Points', panel: <ActivityPointsClaimPanel /> }]
      : []),
  ]
  const selected = tabs.some((tab) => tab.id === stored) ? stored : (tabs[0]?.id ?? stored)

  return (
    <Card aria-labelledby="airdrop-title">
      <CardTitle as="h1" id="airdrop-title">
        Airdrop
      </CardTitle>
      <Intro>
        Claim {config.chatTokenSymbol} for a {config.tldName} name or for what you have spent on the site.
      </Intro>
      <Tabs label="Airdrops" tabs={tabs} selected={selected} onSelect={(tab) => dispatch(airdropTabSelected(tab))} />
    </Card>
  )
}

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`
