import type { ReactNode } from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { useDismiss } from './useDismiss'

/** One entry of a Menu: a link, or an action (`isChecked` makes it a radio item, e.g. the current network). */
export type MenuItem = { label: string; to: string } | { label: string; onSelect: () => void; isChecked?: boolean }

export interface MenuProps {
  /** Content of the toggle button. */
  trigger: ReactNode
  /** Accessible name of the toggle button. */
  label: string
  /** Text at the top of the open menu. */
  header?: ReactNode
  items: MenuItem[]
  align?: 'left' | 'right'
}

const ITEM_SELECTOR = '[role^="menuitem"]'

const menuItems = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])]

/** Focuses the item at `index` of the open menu, wrapping around at both ends (-1 is the last item). */
function focusMenuItem(list: HTMLElement | null, index: number): void {
  const nodes = menuItems(list)
  if (nodes.length === 0) return
  nodes[(index + nodes.length) % nodes.length]?.focus()
}

/**
 * A dropdown menu following the WAI-ARIA menu button pattern: Enter/Space/ArrowDown open it on the first item,
 * ArrowUp on the last; arrows move (wrapping), Home/End jump, a letter jumps to the next item starting with it;
 * Escape and choosing an action close it and return focus to the button; a press outside (useDismiss) or Tab closes it.
 */
export function Menu({ trigger, label, header, items, align = 'right' }: MenuProps) {
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null)
  const isOpen = openAt !== null
  const menuId = useId()
  const wrapperRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const dismiss = useDismiss({
    isOpen,
    onDismiss: () => setOpenAt(null),
    containerRef: wrapperRef,
    focusTrigger: () => buttonRef.current?.focus(),
  })

  const focusItem = (index: number) => focusMenuItem(listRef.current, index)

  useEffect(() => {
    if (openAt !== null) focusMenuItem(listRef.current, openAt === 'first' ? 0 : -1)
  }, [openAt])

  const close = (returnFocus: boolean) => {
    setOpenAt(null)
    if (returnFocus) buttonRef.current?.focus()
  }

  const focusByLetter = (letter: string, current: number) => {
    const order = items.map((_item, offset) => (current + 1 + offset) % items.length)
    const match = order.find((index) => items[index]?.label.toLowerCase().startsWith(letter))
    if (match !== undefined) focusItem(match)
  }

  const onListKeyDown = (event: React.KeyboardEvent) => {
    const nodes = menuItems(listRef.current)
    const current = nodes.indexOf(document.activeElement as HTMLElement)
    if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      focusByLetter(event.key.toLowerCase(), current)
      return
    }
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(nodes.length - 1),
      Tab: () => close(false),
    }
    const action = keys[event.key]
    if (!action) return
    if (event.key !== 'Tab') event.preventDefault()
    action()
  }

  return (
    <Wrapper ref={wrapperRef} onKeyDown={dismiss.onKeyDown}>
      <Toggle
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpenAt((current) => (current === null ? 'first' : null))}
        onKeyDown={(event) => {
          if (isOpen || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
          event.preventDefault()
          setOpenAt(event.key === 'ArrowDown' ? 'first' : 'last')
        }}
      >
        {trigger}
      </Toggle>
      {isOpen && (
        <Panel $align={align}>
          {header && <Header>{header}</Header>}
          <List id={menuId} ref={listRef} role="menu" aria-label={label} onKeyDown={onListKeyDown}>
            {items.map((item) => (
              <li key={item.label} role="none">
                {'to' in item ? (
                  <ItemLink role="menuitem" to={item.to} tabIndex={-1} onClick={() => close(false)}>
                    {item.label}
                  </ItemLink>
                ) : (
                  <ItemButton
                    role={item.isChecked === undefined ? 'menuitem' : 'menuitemradio'}
                    aria-checked={item.isChecked}
                    type="button"
                    tabIndex={-1}
                    onClick={() => {
                      // Focus goes back to the button first, so a dialog opened by the action returns it there.
                      close(true)
                      item.onSelect()
                    }}
                  >
                    {item.isChecked && <Check aria-hidden="true">✓</Check>}
                    {item.label}
                  </ItemButton>
                )}
              </li>
            ))}
          </List>
        </Panel>
      )}
    </Wrapper>
  )
}

const Wrapper = styled.div`
  position: relative;
`

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
`

const Panel = styled.div<{ $align: 'left' | 'right' }>`
  position: absolute;
  ${({ $align }) => ($align === 'right' ? 'right: 0;' : 'left: 0;')}
  top: calc(100% + 6px);
  z-index: 900;
  min-width: 220px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
`

const Header = styled.div`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  font-weight: 600;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
`

const itemStyle = `
  display: block;
  width: 100%;
  text-align: left;
  border: 0;
  background: transparent;
  text-decoration: none;
  cursor: pointer;
`

const ItemButton = styled.button`
  ${itemStyle}
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`

const Check = styled.span`
  margin-right: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.success};
`

const ItemLink = styled(Link)`
  ${itemStyle}
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
`
