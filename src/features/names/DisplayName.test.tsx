import { render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { themeFor } from '../../ui/theme'
import { DisplayName } from './DisplayName'

const renderName = (props: Parameters<typeof DisplayName>[0]) =>
  render(
    <ThemeProvider theme={themeFor('dark')}>
      <p data-testid="name">
        <DisplayName {...props} />
      </p>
    </ThemeProvider>,
  )

describe('DisplayName (spec §5: invisible characters shown as a warning sign; §9 address 6+4)', () => {
  it.each([
    [{ username: 'alice.demo', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }, 'alice.demo'],
    [{ username: 'al\u200bice.demo' }, 'al⚠ice.demo'],
    [{ username: '', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }, '0x7099...79C8'],
    [{ username: null, address: null }, 'Profile'],
    [{ fallback: 'Anonymous' }, 'Anonymous'],
  ])('%j → %s', (props, shown) => {
    renderName(props)
    expect(screen.getByTestId('name').textContent).toBe(shown)
  })

  it('warns screen readers and mouse users about a suspicious name', () => {
    renderName({ username: 'bob\u200d.demo' })
    const marked = screen.getByTitle('This name contains invisible characters and may imitate another name.')
    expect(marked.getAttribute('aria-label')).toBe(
      'bob⚠.demo (warning: This name contains invisible characters and may imitate another name.)',
    )
  })
})
