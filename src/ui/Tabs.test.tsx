import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { renderWithProviders } from '../test/renderWithProviders'
import { Tabs } from './Tabs'

type Id = 'one' | 'two' | 'three'

function Harness({ onSelect }: { onSelect: (id: Id) => void }) {
  const [selected, setSelected] = useState<Id>('two')
  return (
    <Tabs<Id>
      label="Things"
      selected={selected}
      onSelect={(id) => {
        onSelect(id)
        setSelected(id)
      }}
      tabs={[
        { id: 'one', label: 'One', panel: <p>Panel one</p> },
        { id: 'two', label: 'Two', panel: <p>Panel two</p> },
        { id: 'three', label: 'Three', panel: <p>Panel three</p> },
      ]}
    />
  )
}

describe('Tabs (WAI-ARIA tabs)', () => {
  it('shows the selected tab’s panel, labelled by its tab, with only that tab in the tab order', () => {
    renderWithProviders(<Harness onSelect={jest.fn()} />)
    expect(screen.getByRole('tablist', { name: 'Things' })).toBeTruthy()
    const two = screen.getByRole('tab', { name: 'Two' })
    expect(two.getAttribute('aria-selected')).toBe('true')
    expect(two.getAttribute('tabindex')).toBe('0')
    expect(screen.getByRole('tab', { name: 'One' }).getAttribute('tabindex')).toBe('-1')
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toBe('Panel two')
    expect(screen.queryByText('Panel one')).toBeNull()
  })

  it('selects with a click, and with the arrows (wrapping), Home and End', async () => {
    const onSelect = jest.fn()
    renderWithProviders(<Harness onSelect={onSelect} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Three' }))
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toBeTruthy()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement?.textContent).toBe('One')
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement?.textContent).toBe('Three')
    await user.keyboard('{Home}')
    expect(document.activeElement?.textContent).toBe('One')
    await user.keyboard('{End}')
    expect(document.activeElement?.textContent).toBe('Three')
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual(['three', 'one', 'three', 'one', 'three'])
  })
})
