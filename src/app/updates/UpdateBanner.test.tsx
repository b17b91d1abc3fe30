import { act, screen } from '@testing-library/react'
import { renderWithProviders } from '../../test/renderWithProviders'
import { BUILD_CHECK_INTERVAL_MS } from './buildCheck'
import { UpdateBanner } from './UpdateBanner'

describe('UpdateBanner (spec §4: check for a newer build, offer a reload)', () => {
  const originalFetch = globalThis.fetch
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    globalThis.fetch = originalFetch
  })

  const deploy = (buildId: string) => {
    globalThis.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ buildId }) })) as unknown as typeof fetch
  }

  it('stays silent while the deployed build is the running one', async () => {
    deploy('b1')
    renderWithProviders(<UpdateBanner currentBuildId="b1" />)
    await act(() => jest.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS))
    expect(globalThis.fetch).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('politely offers a reload once a newer build is deployed', async () => {
    deploy('b2')
    renderWithProviders(<UpdateBanner currentBuildId="b1" />)
    await act(() => jest.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS))
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toContain('A new version of this site is available.')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
    act(() => screen.getByRole('button', { name: 'Later' }).click())
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull()
  })
})
