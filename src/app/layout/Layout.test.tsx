import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { config } from '../../config'
import { addMiniApp, composeCast } from '../../services/farcaster/actions'
import {
  ALICE_ADDRESS,
  WARM_UP_HOOK_TIMEOUT_MS,
  connectedState,
  renderSite,
  setViewport,
  warmUpSite,
} from '../../test/siteHarness'
import { notify } from '../../store/toasts/notify'
import { deleteBrowserStorage } from './MobileActions'

jest.mock('../../services/chain/loadChainServices', () => ({ loadChainServices: () => new Promise(() => {}) }))
jest.mock('../../services/farcaster/actions', () => ({ addMiniApp: jest.fn(), composeCast: jest.fn() }))
jest.mock('../../store/toasts/notify', () => ({
  notify: {
    success: jest.fn(),
    error: jest.fn(),
    info: jest.fn(),
    warning: jest.fn(),
    refreshingPoints: jest.fn(),
    dismiss: jest.fn(),
  },
}))

const farcasterState = {
  environment: {
    web3Environment: 'farcaster' as const,
    isEnvironmentKnown: true,
    fileUploadEnabled: true,
    arweaveBalance: null,
  },
}

beforeAll(warmUpSite, WARM_UP_HOOK_TIMEOUT_MS)
beforeEach(() => {
  // Failures the spec says are "logged only" are expected in these tests.
  jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  jest.restoreAllMocks()
  jest.clearAllMocks()
})

describe('desktop navbar (≥ 1000 px, spec §2)', () => {
  it('disconnected: logo, connect button, user menu, theme toggle; no referral link or network switcher', async () => {
    await renderSite('/')
    const banner = screen.getByRole('banner')
    expect(
      within(banner)
        .getByRole('link', { name: `${config.projectName} home` })
        .getAttribute('href'),
    ).toBe('/')
    expect(within(banner).getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(await within(banner).findByRole('button', { name: 'User menu: Profile' })).toBeTruthy()
    expect(within(banner).getByRole('button', { name: 'Switch to light mode' })).toBeTruthy()
    expect(within(banner).queryByRole('button', { name: 'Earn referral fees!' })).toBeNull()
    expect(within(banner).queryByRole('button', { name: /^Network:/ })).toBeNull()
  })

  it('connected: referral link, network switcher with the current network checked, no connect button', async () => {
    const user = userEvent.setup()
    await renderSite('/', { preloadedState: connectedState() })
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('button', { name: 'Earn referral fees!' })).toBeTruthy()
    expect(within(banner).queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    await user.click(await within(banner).findByRole('button', { name: 'Network: Base Sepolia' }))
    expect(screen.getByRole('menuitemradio', { name: 'Base Sepolia' }).getAttribute('aria-checked')).toBe('true')
  })

  it("unsupported chain: 'Unsupported network' and 'Switch to Base Sepolia'", async () => {
    const user = userEvent.setup()
    await renderSite('/', { preloadedState: connectedState(1) })
    await user.click(await screen.findByRole('button', { name: 'Network: Unsupported network' }))
    expect(screen.getByRole('menuitem', { name: 'Switch to Base Sepolia' })).toBeTruthy()
  })

  it("'Earn referral fees!' opens the referral dialog", async () => {
    const user = userEvent.setup()
    await renderSite('/', { preloadedState: connectedState() })
    await user.click(screen.getByRole('button', { name: 'Earn referral fees!' }))
    expect(await screen.findByRole('dialog', { name: 'Share referral link' })).toBeTruthy()
  })

  it('shows both sidebars beside the content', async () => {
    await renderSite('/')
    expect(screen.getByRole('complementary', { name: 'Site navigation' })).toBeTruthy()
    expect(screen.getByRole('main')).toBeTruthy()
    expect(screen.getByRole('complementary', { name: 'Names and referrals' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull()
  })

  it('offers a skip link to the main content', async () => {
    await renderSite('/')
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main')
    expect(screen.getByRole('main').id).toBe('main')
  })
})

describe('left sidebar (spec §2)', () => {
  it('highlights the active link by path prefix', async () => {
    await renderSite('/find-user')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Find User' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'General discussion' }).getAttribute('aria-current')).toBeNull()
  })

  it('shows Profile (to the username) and the profile card only when connected with a name', async () => {
    const { unmount } = await renderSite('/', { preloadedState: connectedState() })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile/?id=alice.demo')
    expect(await screen.findByTestId('profile-card')).toBeTruthy()
    unmount()
    await renderSite('/', { preloadedState: connectedState(84532, '') })
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Profile' })).toBeNull()
  })

  it('has no Farcaster entries outside a mini app', async () => {
    await renderSite('/')
    expect(screen.queryByRole('button', { name: 'Add to Favorites' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Share on Farcaster' })).toBeNull()
  })

  describe('inside a Farcaster mini app', () => {
    it("'Add to Favorites' adds the mini app and confirms", async () => {
      const user = userEvent.setup()
      jest.mocked(addMiniApp).mockResolvedValue()
      await renderSite('/', { preloadedState: farcasterState })
      await user.click(screen.getByRole('button', { name: 'Add to Favorites' }))
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Added to favorites!', expect.anything()))
      expect(addMiniApp).toHaveBeenCalledTimes(1)
    })

    it("'Add to Favorites' failing shows the spec's error, for an invalid manifest and for a refusal alike", async () => {
      const user = userEvent.setup()
      jest.mocked(addMiniApp).mockRejectedValueOnce(new Error('invalid domain manifest'))
      await renderSite('/', { preloadedState: farcasterState })
      await user.click(screen.getByRole('button', { name: 'Add to Favorites' }))
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith(
          'Error adding mini app to favorites. Please reach out to the developer.',
        ),
      )
      jest
        .mocked(addMiniApp)
        .mockRejectedValueOnce(Object.assign(new Error('rejected'), { name: 'AddMiniApp.RejectedByUser' }))
      await user.click(screen.getByRole('button', { name: 'Add to Favorites' }))
      await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(2))
      expect(addMiniApp).toHaveBeenCalledTimes(2)
    })

    it("'Share on Farcaster' composes a cast with the share text and the current page address", async () => {
      const user = userEvent.setup()
      jest.mocked(composeCast).mockResolvedValue()
      await renderSite('/', { preloadedState: farcasterState })
      await user.click(screen.getByRole('button', { name: 'Share on Farcaster' }))
      await waitFor(() =>
        expect(composeCast).toHaveBeenCalledWith({ text: config.farcasterShareText, embeds: [window.location.href] }),
      )
      jest.mocked(composeCast).mockRejectedValueOnce(new Error('host refused'))
      await user.click(screen.getByRole('button', { name: 'Share on Farcaster' }))
      await waitFor(() =>
        expect(notify.error).toHaveBeenCalledWith(
          'Error sharing the mini app link. Please reach out to the developer.',
        ),
      )
    })
  })
})

describe('mobile layout (< 1000 px, spec §2)', () => {
  let restoreViewport: () => void
  beforeEach(() => {
    restoreViewport = setViewport('mobile')
  })
  afterEach(() => restoreViewport())

  const panels = () => ({
    left: screen.queryByRole('complementary', { name: 'Site navigation' }),
    main: screen.queryByRole('main'),
    right: screen.queryByRole('complementary', { name: 'Names and referrals' }),
  })

  it('shows the mobile bar: left toggle, logo, right toggle, with only the content below', async () => {
    await renderSite('/')
    const banner = screen.getByRole('banner')
    const controls = within(banner)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'))
    expect(controls).toEqual(['Menu', 'Names and actions'])
    expect(within(banner).getByRole('link', { name: `${config.projectName} home` })).toBeTruthy()
    const { left, main, right } = panels()
    expect([Boolean(left), Boolean(main), Boolean(right)]).toEqual([false, true, false])
  })

  it('opens one sidebar at a time, hiding the content, and restores it on close', async () => {
    const user = userEvent.setup()
    await renderSite('/')
    const leftToggle = screen.getByRole('button', { name: 'Menu' })
    const rightToggle = screen.getByRole('button', { name: 'Names and actions' })

    await user.click(leftToggle)
    expect(leftToggle.getAttribute('aria-expanded')).toBe('true')
    let state = panels()
    expect([Boolean(state.left), Boolean(state.main), Boolean(state.right)]).toEqual([true, false, false])

    await user.click(rightToggle)
    expect(leftToggle.getAttribute('aria-expanded')).toBe('false')
    expect(rightToggle.getAttribute('aria-expanded')).toBe('true')
    state = panels()
    expect([Boolean(state.left), Boolean(state.main), Boolean(state.right)]).toEqual([false, false, true])

    await user.click(rightToggle)
    state = panels()
    expect([Boolean(state.left), Boolean(state.main), Boolean(state.right)]).toEqual([false, true, false])
  })

  it('keeps the content mounted under a panel, so a half-typed form keeps its values (issue #39)', async () => {
    const user = userEvent.setup()
    await renderSite('/')
    const main = screen.getByRole('main')
    await user.click(screen.getByRole('button', { name: 'Names and actions' }))
    expect(main.isConnected).toBe(true)
    expect(main.hidden).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Names and actions' }))
    expect(screen.getByRole('main')).toBe(main)
  })

  it('closes the sidebar with Escape and returns focus to its toggle', async () => {
    const user = userEvent.setup()
    await renderSite('/')
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    within(screen.getByRole('navigation', { name: 'Main' }))
      .getByRole('link', { name: 'About' })
      .focus()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('main')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }))
  })

  it('closes the sidebar after choosing a link and moves focus to the new page', async () => {
    const user = userEvent.setup()
    await renderSite('/')
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }))
    const main = await screen.findByRole('main')
    await waitFor(() => expect(document.activeElement).toBe(main))
    expect(screen.queryByRole('complementary', { name: 'Site navigation' })).toBeNull()
  })

  it('shows the connect button under the bar when disconnected', async () => {
    await renderSite('/')
    const card = screen.getByRole('region', { name: 'Wallet' })
    expect(within(card).getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it("shows 'Unsupported network' and the switch button under the bar on a wrong chain", async () => {
    await renderSite('/', { preloadedState: connectedState(1) })
    const card = screen.getByRole('region', { name: 'Wallet' })
    expect(within(card).getByText('Unsupported network')).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'Switch to Base Sepolia' })).toBeTruthy()
  })

  it('shows no card under the bar when connected on the supported chain', async () => {
    await renderSite('/', { preloadedState: connectedState() })
    expect(screen.queryByRole('region', { name: 'Wallet' })).toBeNull()
  })

  it("right sidebar: Actions offers 'Disconnect wallet' only when connected, and 'Delete browser storage'", async () => {
    const user = userEvent.setup()
    const { unmount } = await renderSite('/')
    await user.click(screen.getByRole('button', { name: 'Names and actions' }))
    await user.click(await screen.findByRole('button', { name: 'Actions' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Delete browser storage'])
    unmount()

    await renderSite('/', { preloadedState: connectedState() })
    await user.click(screen.getByRole('button', { name: 'Names and actions' }))
    await user.click(await screen.findByRole('button', { name: 'Actions' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Disconnect wallet',
      'Delete browser storage',
    ])
  })

  it('right sidebar keeps the theme toggle, the user menu and both widgets reachable', async () => {
    const user = userEvent.setup()
    await renderSite('/')
    await user.click(screen.getByRole('button', { name: 'Names and actions' }))
    const right = screen.getByRole('complementary', { name: 'Names and referrals' })
    expect(await within(right).findByRole('button', { name: 'Switch to light mode' })).toBeTruthy()
    expect(await within(right).findByRole('button', { name: 'User menu: Profile' })).toBeTruthy()
    expect(within(right).getByRole('heading', { name: `Get a ${config.tldName} name` })).toBeTruthy()
    expect(within(right).getByRole('heading', { name: 'Your referral link' })).toBeTruthy()
  })
})

describe('deleteBrowserStorage (spec §2)', () => {
  const host = () => ({
    localStorage: { clear: jest.fn() },
    sessionStorage: { clear: jest.fn() },
    location: { reload: jest.fn() },
  })

  it('clears local and session storage, then reloads', async () => {
    const target = host()
    deleteBrowserStorage(target as unknown as Window)
    expect(target.localStorage.clear).toHaveBeenCalled()
    expect(target.sessionStorage.clear).toHaveBeenCalled()
    expect(target.location.reload).toHaveBeenCalled()
  })

  it('still reloads when a storage cannot be reached', async () => {
    const target = host()
    target.localStorage.clear.mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    deleteBrowserStorage(target as unknown as Window)
    expect(target.sessionStorage.clear).toHaveBeenCalled()
    expect(target.location.reload).toHaveBeenCalled()
  })
})

describe('theme toggle (spec §3 colorMode)', () => {
  it('switches the stored mode, everywhere the toggle is', async () => {
    const user = userEvent.setup()
    const { store } = await renderSite('/')
    expect(store.getState().settings.colorMode).toBe('dark')
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }))
    expect(store.getState().settings.colorMode).toBe('light')
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeTruthy()
  })
})

describe('user menu (spec §2 User dropdown)', () => {
  it('connected: the username as header and all six entries', async () => {
    const user = userEvent.setup()
    await renderSite('/', { preloadedState: connectedState() })
    await user.click(await screen.findByRole('button', { name: 'User menu: alice.demo' }))
    expect(screen.getByTestId('user-menu-header').textContent).toBe('alice.demo')
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Settings',
      'Change username',
      'Find user',
      'Share referral link',
      'Disconnect',
    ])
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile/?id=alice.demo')
  })

  it('connected without a name: the shortened address, and Profile links to the address', async () => {
    const user = userEvent.setup()
    await renderSite('/', { preloadedState: connectedState(84532, '') })
    await user.click(await screen.findByRole('button', { name: 'User menu: 0x7099...79C8' }))
    expect(screen.getByTestId('user-menu-header').textContent).toBe('0x7099...79C8')
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe(`/profile/?id=${ALICE_ADDRESS}`)
  })

  it("disconnected: 'Profile' as header; Profile, Settings and Find user", async () => {
    const user = userEvent.setup()
    await renderSite('/')
    await user.click(await screen.findByRole('button', { name: 'User menu: Profile' }))
    expect(screen.getByTestId('user-menu-header').textContent).toBe('Profile')
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Settings',
      'Find user',
    ])
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile')
  })

  it('Settings opens the Swap Settings dialog, Escape closes it and focus returns', async () => {
    const user = userEvent.setup()
    await renderSite('/')
    const toggle = await screen.findByRole('button', { name: 'User menu: Profile' })
    await user.click(toggle)
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }))
    const dialog = await screen.findByRole('dialog', { name: 'Swap Settings' })
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Slippage' })))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(toggle)
  })
})
