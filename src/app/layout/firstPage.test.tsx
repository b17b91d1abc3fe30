import { act, screen } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import { renderWithProviders } from '../../test/renderWithProviders'
import type { PageCode } from './Layout'
import { Layout } from './Layout'

// Chain reads never settle here: the sidebars' widgets stay in their loading state and nothing reaches a network.
jest.mock('../../services/chain/loadChainServices', () => ({ loadChainServices: () => new Promise(() => {}) }))

// jsdom implements no scrolling; the layout scrolls to the top on every navigation.
window.scrollTo = () => {}

/** The page code of one route, loaded already or not. */
function fakePageCode(isLoaded: boolean) {
  return { preload: jest.fn(() => Promise.resolve()), isLoaded: jest.fn(() => isLoaded) } satisfies PageCode
}

/** Renders the layout with one page, synchronously: what React commits first, before any timer or frame. */
function renderLayout(pageCode: PageCode) {
  act(() => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<Layout pageCode={pageCode} />}>
          <Route index element={<h1>Newest messages</h1>} />
        </Route>
      </Routes>,
    )
  })
}

describe('Layout: the first page', () => {
  it('renders a page whose code is in with the shell, in the first commit, without asking for it again', () => {
    const pageCode = fakePageCode(true)
    renderLayout(pageCode)
    expect(screen.getByRole('heading', { level: 1, name: 'Newest messages' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Loading page')).not.toBeInTheDocument()
    expect(pageCode.isLoaded).toHaveBeenCalledWith('/')
    expect(pageCode.preload).not.toHaveBeenCalled()
  })

  it('shows the spinner first when the code is not in, and asks for it once the shell has painted', async () => {
    const pageCode = fakePageCode(false)
    renderLayout(pageCode)
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    expect(pageCode.preload).not.toHaveBeenCalled()
    expect(await screen.findByRole('heading', { level: 1, name: 'Newest messages' })).toBeInTheDocument()
    expect(pageCode.preload).toHaveBeenCalledTimes(1)
    expect(pageCode.preload).toHaveBeenCalledWith('/')
  })
})
