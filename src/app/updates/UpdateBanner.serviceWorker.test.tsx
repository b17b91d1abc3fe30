import { act, screen } from '@testing-library/react'
import { renderWithProviders } from '../../test/renderWithProviders'
import { UpdateBanner } from './UpdateBanner'

const applyUpdate = jest.fn(async () => undefined)
let announceWaiting: () => void = () => {}

jest.mock('../../serviceWorker/register', () => ({
  startServiceWorker: ({ onUpdateWaiting }: { onUpdateWaiting: () => void }) => {
    announceWaiting = onUpdateWaiting
    return { applyUpdate }
  },
}))

describe('UpdateBanner with a service worker (issue #18)', () => {
  it("offers a waiting worker's new build, and Reload lets that worker take over", () => {
    renderWithProviders(<UpdateBanner currentBuildId="" />)
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull()
    act(() => announceWaiting())
    expect(screen.getByRole('status').textContent).toContain('A new version of this site is available.')
    act(() => screen.getByRole('button', { name: 'Reload' }).click())
    expect(applyUpdate).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Reload' }).getAttribute('aria-busy')).toBe('true')
  })
})
