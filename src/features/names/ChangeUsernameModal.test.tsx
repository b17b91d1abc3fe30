import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notify } from '../../store/toasts/notify'
import { createFakeChain } from '../../test/fakeChainServices'
import { TxFailedError } from '../../services/errors'
import { renderWithProviders } from '../../test/renderWithProviders'
import ChangeUsernameModal, { NOT_OWNER_MESSAGE } from './ChangeUsernameModal'
import { namesApi } from '../../store/api/namesApi'

const mockChain = createFakeChain()
jest.mock('../../services/chain/loadChainServices', () => ({ loadChainServices: () => Promise.resolve(mockChain) }))
jest.mock('../../store/toasts/notify', () => ({
  notify: { error: jest.fn(), info: jest.fn(), success: jest.fn(), warning: jest.fn(), dismiss: jest.fn() },
}))

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function renderModal(onClose = jest.fn()) {
  const rendered = renderWithProviders(<ChangeUsernameModal onClose={onClose} />, {
    preloadedState: { wallet: { status: 'connected', address: ALICE, chainId: 84532, label: 'MetaMask' } },
  })
  return { ...rendered, onClose }
}

const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement
const input = () => screen.getByPlaceholderText('enter name') as HTMLInputElement

beforeEach(() => {
  jest.clearAllMocks()
  mockChain.readDomainHolder.mockImplementation(async (name) =>
    name.startsWith('alice') ? ALICE : name === 'bob' ? BOB : null,
  )
  mockChain.readDefaultName.mockResolvedValue('alice')
  mockChain.editDefaultDomain.mockResolvedValue({ hash: `0x${'1'.repeat(64)}`, blockNumber: 2 })
})

describe('Change username dialog (spec §2 Modals, §4, §5)', () => {
  it('has the spec texts, the placeholder and the tld suffix', () => {
    renderModal()
    expect(screen.getByRole('dialog', { name: 'Change your username' })).toBeTruthy()
    expect(screen.getByText('Enter your new main username (you must own it):')).toBeTruthy()
    expect(input()).toBeTruthy()
    expect(screen.getByText('.demo')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
    expect(submit().disabled).toBe(true)
  })

  it.each([
    ['al ice', 'Spaces not allowed'],
    ['a,b', 'Comma not allowed'],
    ['a%b', '% not allowed'],
  ])('shows the red inline message for %j and keeps Submit disabled', async (text, message) => {
    renderModal()
    await userEvent.type(input(), text)
    expect(screen.getByText(message)).toBeTruthy()
    expect(submit().disabled).toBe(true)
  })

  it("refuses a name the user does not own with 'You do not own this domain.' and sends nothing", async () => {
    const { onClose } = renderModal()
    await userEvent.type(input(), 'bob')
    await userEvent.click(submit())
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(NOT_OWNER_MESSAGE))
    expect(mockChain.editDefaultDomain).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
    expect(submit().disabled).toBe(false)
  })

  it('sends the lower-cased name without the tld, closes, and updates the stored username', async () => {
    const { onClose, store } = renderModal()
    await userEvent.type(input(), 'Alice-Two.demo')
    await userEvent.click(submit())
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(mockChain.editDefaultDomain.mock.calls[0]?.[0]).toBe('alice-two')
    expect(namesApi.endpoints.getUsername.select(ALICE)(store.getState()).data).toBe('alice-two.demo')
    expect(store.getState().cache.usernames[ALICE.toLowerCase()]?.username).toBe('alice-two.demo')
  })

  it('ends loading and stays open when the transaction fails or is rejected', async () => {
    mockChain.editDefaultDomain.mockRejectedValue(new TxFailedError('You rejected the request in your wallet.', true))
    const { onClose } = renderModal()
    await userEvent.type(input(), 'alice-two')
    await userEvent.click(submit())
    await waitFor(() => expect(mockChain.editDefaultDomain).toHaveBeenCalled())
    await waitFor(() => expect(submit().disabled).toBe(false))
    expect(submit().getAttribute('aria-busy')).toBeNull()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('says the ownership could not be checked when the read fails', async () => {
    mockChain.readDomainHolder.mockRejectedValue(new Error('rpc down'))
    renderModal()
    await userEvent.type(input(), 'alice-two')
    await userEvent.click(submit())
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Could not read from the chain. Please try again.'))
    expect(mockChain.editDefaultDomain).not.toHaveBeenCalled()
  })
})
