import type { Page } from '@playwright/test'
import { messageWith, nameHolder } from '../chat/chatDevnet'
import { expect, test, type AppDriver, type DevnetHelpers } from '../fixtures'
import { profilePath } from '../profile/helpers'
import { toggleTheme } from '../site/site'
import { seriousOrCritical } from '../support/axe'

/** One page of issue #39's accessibility acceptance. */
interface MatrixPage {
  title: string
  /** The path to open; may read the devnet (never changes shared state). */
  path: (devnet: DevnetHelpers) => string | Promise<string>
  /** Waits until the page shows its real content for a visitor (`connected` false) or the connected member. */
  ready: (page: Page, connected: boolean) => Promise<void>
}

/** The seeded General message with three replies (devnet/chatSeed.ts: the fourth main message, index 3). */
const SEEDED_THREAD = { index: 3, text: 'Quick poll: what should we build next on top of .demo names?' }

/** The seeded, featured collection (devnet/nftSeed.ts); its address depends only on its unique ID. */
const SEEDED_COLLECTION = { id: 'devnet-cats', name: 'Devnet Cats' }

/** The index follows the chain in its own process: allow it time on a busy machine. */
const INDEXED_WITHIN_MS = 60_000

const main = (page: Page) => page.getByRole('main')

const PAGES: MatrixPage[] = [
  {
    title: 'home',
    path: () => '/',
    ready: async (page, connected) => {
      await expect(main(page).getByTestId('chat-message').first()).toBeVisible()
      if (connected) await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible()
    },
  },
  {
    title: 'swap (Uniswap V2)',
    path: () => '/swap/univ2',
    ready: async (page, connected) => {
      const card = page.getByRole('region', { name: 'Swap', exact: true })
      await expect(card.getByLabel(/^Amount \(/)).toBeVisible()
      if (connected) await expect(card.getByTestId('swap-balance-in')).toHaveText(/\d/)
    },
  },
  {
    title: 'stake',
    path: () => '/stake',
    ready: async (page, connected) => {
      await expect(page.getByTestId('stake-next-period').getByRole('timer')).toHaveText(/\d/)
      await expect(page.getByTestId('stake-apr')).toHaveText(/^APR/)
      if (connected) await expect(page.getByTestId('stake-lp-balance')).toHaveText('0 LP')
    },
  },
  {
    title: 'airdrop',
    path: () => '/airdrop',
    ready: async (page) => {
      const card = page.getByRole('region', { name: 'Airdrop' })
      await expect(card.getByRole('tabpanel', { name: 'Domain holders' })).toBeVisible()
    },
  },
  {
    title: 'NFT launchpad',
    path: () => '/nft',
    ready: async (page) => {
      await expect(
        page.getByRole('list', { name: 'Featured collections' }).getByText(SEEDED_COLLECTION.name),
      ).toBeVisible()
      await expect(
        page.getByRole('list', { name: 'Latest collections' }).getByTestId('collection-card').first(),
      ).toBeVisible()
    },
  },
  {
    title: 'NFT create',
    path: () => '/nft/create',
    ready: async (page, connected) => {
      await expect(page.getByLabel('Collection name')).toBeVisible()
      await expect(page.getByTestId('nft-launch-price')).toHaveText(/^Launching costs \d/)
      if (connected) await expect(page.getByRole('button', { name: 'Create collection' })).toBeVisible()
    },
  },
  {
    title: 'NFT collection',
    path: async (devnet) =>
      `/nft/collection?id=${String(await devnet.contracts.nftLaunchpad.getFunction('getNftContractAddress')(SEEDED_COLLECTION.id))}`,
    ready: async (page, connected) => {
      await expect(page.getByRole('heading', { name: SEEDED_COLLECTION.name, level: 1 })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Activity' }).getByTestId('stat-mints')).toHaveText(/^\d+$/, {
        timeout: INDEXED_WITHIN_MS,
      })
      await expect(page.getByTestId('holders-only')).toBeVisible()
      if (connected) await expect(page.getByTestId('buy-nft')).toBeVisible()
    },
  },
  {
    title: 'post with replies',
    path: () => `/post?id=${SEEDED_THREAD.index}&channel=general`,
    ready: async (page, connected) => {
      await expect(messageWith(page, SEEDED_THREAD.text)).toBeVisible()
      await expect(page.getByRole('region', { name: 'Replies' }).getByTestId('chat-message')).toHaveCount(3)
      if (connected) await expect(page.getByRole('textbox', { name: 'Your reply' })).toBeVisible()
    },
  },
  {
    title: 'profile',
    path: () => profilePath('alice.demo'),
    ready: async (page) => {
      await expect(page.getByTestId('profile-points')).not.toHaveText('…')
      await expect(page.getByTestId('recent-post').first()).toBeVisible()
    },
  },
]

/**
 * Switches the theme with the toggle (in the right sidebar on mobile), back on the page (Escape closes the sidebar),
 * and waits for the new theme to be applied.
 */
async function switchTheme(app: AppDriver, page: Page, to: 'light' | 'dark'): Promise<void> {
  await toggleTheme(app, page)
  await page.keyboard.press('Escape')
  await expect(page.locator('html')).toHaveAttribute('data-theme', to)
  await expect(main(page)).toBeVisible()
}

// The scans judge each theme's settled colours: with motion reduced no 120 ms colour fade is left for axe to read
// halfway (src/ui/GlobalStyle.ts).
test.use({ reducedMotion: 'reduce' })

test.describe('axe: 0 serious or critical, connected and not, both themes (issue #39)', () => {
  for (const target of PAGES) {
    test(target.title, async ({ app, page, devnet, account }) => {
      // Connected as a member: the composer, the profile card and the other member-only parts are shown too.
      const [path] = await Promise.all([target.path(devnet), nameHolder(devnet, account)])
      let connected = false
      const expectNoViolations = async (state: string) => {
        await expect(page.locator('html')).toHaveAttribute('data-theme', state.startsWith('dark') ? 'dark' : 'light')
        await target.ready(page, connected)
        // Whatever the page shows, nothing is still loading.
        await expect(main(page).getByTestId('spinner')).toHaveCount(0)
        await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0)
        expect(await seriousOrCritical(page), state).toEqual([])
      }

      await app.open(path)
      await expectNoViolations('dark, disconnected')
      await switchTheme(app, page, 'light')
      await expectNoViolations('light, disconnected')

      await app.connect()
      connected = true
      // web3-onboard's modal fades out after connecting: scan the page once it has gone.
      await expect(page.locator('onboard-v2').locator('a, button')).toHaveCount(0)
      await expectNoViolations('light, connected')
      await switchTheme(app, page, 'dark')
      await expectNoViolations('dark, connected')
    })
  }
})
