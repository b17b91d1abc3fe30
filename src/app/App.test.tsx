import { act, render, screen, waitFor, within } from '@testing-library/react'
import { config } from '../config'
import { colorModeToggled } from '../store/slices/settingsSlice'
import { lightTheme } from '../ui/theme'
import '../test/siteHarness'
import { App } from './App'
import { makeStore } from '../store/store'

jest.mock('../services/chain/loadChainServices', () => ({ loadChainServices: () => new Promise(() => {}) }))

describe('App', () => {
  it('renders the site at the current URL with the theme applied to the document', async () => {
    window.history.pushState({}, '', '/about')
    const { store } = makeStore()
    render(<App store={store} persistor={null} />)
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('heading', { level: 1, name: 'About' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe(`About | ${config.projectMetadataTitle}`))
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark')
  })

  it('applies a colour mode change to the document at once (data-theme, browser theme colour)', async () => {
    document.head.innerHTML = '<meta name="theme-color" content="#000000" />'
    window.history.pushState({}, '', '/')
    const { store } = makeStore()
    render(<App store={store} persistor={null} />)
    await screen.findByRole('main')
    act(() => {
      store.dispatch(colorModeToggled())
    })
    expect(document.documentElement.getAttribute('data-theme')).toBe('light')
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(lightTheme.colors.bg)
  })
})
