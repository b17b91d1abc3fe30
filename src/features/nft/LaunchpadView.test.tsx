import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '../../test/renderWithProviders'
import { LaunchpadView } from './LaunchpadView'

/** Ten launched collections; collection i has address 0x…i and name `Collection i`. */
const TOTAL = 10
const addressOf = (index: number) => `0x${(index + 1).toString(16).padStart(40, '0')}`

jest.mock('../../services/nft/loadNftServices', () => ({
  loadNftServices: async () => ({
    readFeatured: async () => [],
    // Newest first: the page before `beforeIndex` (or the newest), and the cursor of the next older page.
    readLatestPage: async (beforeIndex: number | null, pageSize: number) => {
      const end = beforeIndex ?? TOTAL
      const start = Math.max(0, end - pageSize)
      const addresses = Array.from({ length: end - start }, (_, i) => addressOf(end - 1 - i))
      return { addresses, olderCursor: start > 0 ? start : null, total: TOTAL }
    },
    readCards: async (addresses: readonly string[]) =>
      addresses.map((address) => ({
        address,
        name: `Collection ${parseInt(address, 16) - 1}`,
        image: '',
        mintPriceWei: '1000',
      })),
  }),
}))

describe('LaunchpadView Latest paging (issue #39: one grid across pages)', () => {
  it('puts every loaded page in one list, newest first, until the oldest page', async () => {
    const user = userEvent.setup()
    renderWithProviders(<LaunchpadView />, { route: '/nft' })
    const names = () =>
      within(screen.getByRole('list', { name: 'Latest collections' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')

    await screen.findByText('Collection 9')
    expect(names()).toHaveLength(4)

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await screen.findByText('Collection 5')
    expect(screen.getAllByRole('list', { name: 'Latest collections' })).toHaveLength(1)
    expect(names()).toHaveLength(8)

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await screen.findByText('Collection 0')
    expect(screen.getAllByRole('list', { name: 'Latest collections' })).toHaveLength(1)
    const all = names()
    expect(all).toHaveLength(TOTAL)
    all.forEach((text, i) => expect(text).toContain(`Collection ${TOTAL - 1 - i}`))
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })
})
