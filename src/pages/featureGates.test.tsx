import { screen } from '@testing-library/react'
import type * as ConfigModule from '../config'
import { renderWithProviders } from '../test/renderWithProviders'

// This site has activity points and token sending switched off (issue #7 part 6).
jest.mock('../config', () => {
  const actual = jest.requireActual<typeof ConfigModule>('../config')
  return {
    ...actual,
    config: { ...actual.config, features: { ...actual.config.features, activityPoints: false, sendTokens: false } },
  }
})

import ActivityPointsPage from './ActivityPointsPage'
import SendTokensPage from './SendTokensPage'

describe('disabled features', () => {
  it.each([
    ['/activity-points', ActivityPointsPage, 'Activity points is not enabled on this site.'],
    ['/send-tokens?to=alice', SendTokensPage, 'Send tokens is not enabled on this site.'],
  ])('%s says the feature is not enabled instead of showing the screen', (route, Page, message) => {
    renderWithProviders(<Page />, { route })
    expect(screen.getByText(message)).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByTestId('leaderboard')).toBeNull()
  })
})
