import { act, render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { createChainHealth } from '../../services/chain/rpc/chainHealth'
import { darkTheme } from '../../ui/theme'
import { CHAIN_UNREACHABLE_MESSAGE, ChainStatusBanner } from './ChainStatusBanner'

describe('ChainStatusBanner (issue #19)', () => {
  it('shows while the chain cannot be reached and goes away by itself', () => {
    const health = createChainHealth()
    render(
      <ThemeProvider theme={darkTheme}>
        <ChainStatusBanner health={health} />
      </ThemeProvider>,
    )
    const region = screen.getByRole('status')
    expect(region.textContent).toBe('')
    act(() => health.reportFailure())
    expect(region.textContent).toBe(CHAIN_UNREACHABLE_MESSAGE)
    act(() => health.reportSuccess())
    expect(region.textContent).toBe('')
  })
})
