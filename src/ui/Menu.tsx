import type { ReactNode } from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'

/** One entry of a Menu: a link or an action. */
export type MenuItem = { label: string; to: string } | { label: string; onSelect: () => void }

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

/**
 * A dropdown menu following the WAI-ARIA menu button pattern: Enter/Space/ArrowDown open it, arrows move, Home/End
 * jump, Escape closes and returns focus to the button, a click outside or Tab closes it.
 */
export function Menu({ trigger, label, header, items, align = 'right' }: MenuProps) {
  const [isOpen, setIsOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)

  const focusItem = (index: number) => {
    const nodes = listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')
    if (!nodes || nodes.length === 0) return
    nodes[(index + nodes.length) % nodes.length]?.focus()
  }

  useEffect(() => {
    if (!isOpen) return
    focusItem(0)
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!listRef.current?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [isOpen])

  const close = (returnFocus: boolean) => {
    setIsOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  const onListKeyDown = (event: React.KeyboardEvent) => {
    const nodes = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    const current = nodes.indexOf(document.activeElement as HTMLElement)
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(nodes.length - 1),
      Escape: () => close(true),
      Tab: () => close(false),
    }
    const action = keys[event.key]
    if (!action) return
    if (event.key !== 'Tab') event.preventDefault()
    action()
  }

  return (
    <Wrapper>
      <Toggle
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !isOpen) {
            event.preventDefault()
            setIsOpen(true)
          }
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
                    role="menuitem"
                    type="button"
                    tabIndex={-1}
                    onClick={() => {
                      close(false)
                      item.onSelect()
                    }}
                  >
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
