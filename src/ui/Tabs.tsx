import type { KeyboardEvent, ReactNode } from 'react'
import { useId, useRef } from 'react'
import styled from 'styled-components'

/** One tab: its id (the value kept in state), its label and its panel. */
export interface TabItem<T extends string> {
  id: T
  label: string
  panel: ReactNode
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): a labelled tablist, the selected tab in the tab
 * order, arrow keys / Home / End move between tabs, and only the selected panel is rendered. The selection is the
 * caller's state (`selected`, `onSelect`), so a screen can remember it.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  /** Names the tablist for screen readers. */
  label: string
  tabs: readonly TabItem<T>[]
  selected: T
  onSelect: (id: T) => void
}) {
  const baseId = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0]
  const tabId = (id: T) => `${baseId}-tab-${id}`
  const panelId = (id: T) => `${baseId}-panel-${id}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current?.id)
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1
    const tab = tabs[next]
    if (next < 0 || !tab) return
    event.preventDefault()
    onSelect(tab.id)
    buttons.current[next]?.focus()
  }

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current?.id
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              $selected={isSelected}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </Tab>
          )
        })}
      </List>
      {current && (
        <Panel role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)} tabIndex={0}>
          {current.panel}
        </Panel>
      )}
    </div>
  )
}

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space(4)};
`

const Tab = styled.button<{ $selected: boolean }>`
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-bottom: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const Panel = styled.div`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`
