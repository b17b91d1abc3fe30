import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notify } from '../../store/toasts/notify'
import { config } from '../../config'
import { createFakeChain } from '../../test/fakeChainServices'
import { renderWithProviders, settleQueries } from '../../test/renderWithProviders'
import { COPIED_MESSAGE } from './CopyLinkField'
import ReferralModal from './ReferralModal'
import { ReferralWidget } from './ReferralWidget'

const mockChain = createFakeChain()
jest.mock('../../services/chain/loadChainServices', () => ({ loadChainServices: () => Promise.resolve(mockChain) }))
jest.mock('../../store/toasts/notify', () => ({
  notify: { error: jest.fn(), info: jest.fn(), success: jest.fn(), warning: jest.fn(), dismiss: jest.fn() },
}))

const USER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const connected = { wallet: { status: 'connected' as const, address: USER, chainId: 84532, label: 'MetaMask' } }
const writeText = jest.fn(async (_text: string) => undefined)

beforeEach(() => {
  jest.clearAllMocks()
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  mockChain.readDefaultName.mockResolvedValue('')
})

const field = () => screen.getByRole('textbox', { name: 'Your referral link' }) as HTMLInputElement

describe('Share referral link dialog (spec §2 Modals)', () => {
  it("has the title and the text with ' (and activity points)' when that feature is on", async () => {
    const { store } = renderWithProviders(<ReferralModal onClose={jest.fn()} />, { preloadedState: connected })
    expect(screen.getByRole('dialog', { name: 'Share referral link' })).toBeTruthy()
    expect(screen.getByText('Share your referral link and earn referral fees (and activity points)')).toBeTruthy()
    await settleQueries(store)
  })

  it('leaves the activity points out when that feature is off', async () => {
    const features = config.features
    config.features = { ...features, activityPoints: false }
    try {
      const { store } = renderWithProviders(<ReferralModal onClose={jest.fn()} />, { preloadedState: connected })
      expect(screen.getByText('Share your referral link and earn referral fees')).toBeTruthy()
      await settleQueries(store)
    } finally {
      config.features = features
    }
  })

  it('shows a read-only link with the address until a name is known, then the name', async () => {
    mockChain.readDefaultName.mockResolvedValue('dave')
    renderWithProviders(<ReferralModal onClose={jest.fn()} />, { preloadedState: connected, route: '/shill?x=1' })
    expect(field().readOnly).toBe(true)
    expect(field().value).toBe(`${window.location.origin}/shill?x=1&ref=${USER}`)
    await waitFor(() => expect(field().value).toBe(`${window.location.origin}/shill?x=1&ref=dave.demo`))
  })

  it("copies the link, shows a check icon and 'Referral link copied to your clipboard!'", async () => {
    const { store } = renderWithProviders(<ReferralModal onClose={jest.fn()} />, { preloadedState: connected })
    expect(screen.queryByTestId('copied-check')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Copy referral link' }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?ref=${USER}`)
    expect(notify.success).toHaveBeenCalledWith(COPIED_MESSAGE)
    expect(screen.getByTestId('copied-check')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    await settleQueries(store)
  })

  it('says so when the clipboard refuses', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    writeText.mockRejectedValueOnce(new Error('NotAllowedError'))
    const { store } = renderWithProviders(<ReferralModal onClose={jest.fn()} />, { preloadedState: connected })
    await userEvent.click(screen.getByRole('button', { name: 'Copy referral link' }))
    expect(notify.error).toHaveBeenCalledWith('Could not copy: select the link and copy it by hand.')
    expect(screen.queryByTestId('copied-check')).toBeNull()
    await settleQueries(store)
  })
})

describe("Right sidebar 'Your referral link' widget", () => {
  it('has its title and text, and the link for connected users', async () => {
    renderWithProviders(<ReferralWidget />, { preloadedState: connected })
    expect(screen.getByRole('heading', { name: 'Your referral link' })).toBeTruthy()
    expect(screen.getByText('Share your referral link and earn referral fees!')).toBeTruthy()
    expect(field().value).toContain(`ref=${USER}`)
    await waitFor(() => expect(mockChain.readDefaultName).toHaveBeenCalled())
  })

  it('offers Connect Wallet to visitors', () => {
    renderWithProviders(<ReferralWidget />)
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})
