import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ModalsProvider } from '../../app/modals/ModalsProvider'
import { notify } from '../../store/toasts/notify'
import { FAKE_TX_HASH, createFakeChain } from '../../test/fakeChainServices'
import { renderWithProviders } from '../../test/renderWithProviders'
import { walletClient } from '../../services/wallet/walletClient'
import { NameMintWidget, PRICE_RETRYING_MESSAGE } from './NameMintWidget'
import { USE_AS_USERNAME } from './KeptMainNameNotice'
import { TAKEN_MESSAGE } from './useNameMintForm'
import { chainHealth } from '../../services/chain/rpc/chainHealth'
import { namesApi } from '../../store/api/namesApi'

const mockChain = createFakeChain()
jest.mock('../../services/chain/loadChainServices', () => ({ loadChainServices: () => Promise.resolve(mockChain) }))
jest.mock('../../store/toasts/notify', () => ({
  notify: { error: jest.fn(), info: jest.fn(), success: jest.fn(), warning: jest.fn(), dismiss: jest.fn() },
}))
jest.mock('../../services/wallet/walletClient', () => ({
  walletClient: {
    connect: jest.fn(async () => null),
    disconnect: jest.fn(),
    warmUp: jest.fn(),
    switchChain: jest.fn(async () => true),
    setTheme: jest.fn(),
  },
}))

const USER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const PRICE = '1000000000000000' // 0.001 ETH
const ENOUGH = '5000000000000000000'

function renderWidget({ chainId = 84532, connected = true, referrer = '' } = {}) {
  return renderWithProviders(
    <ModalsProvider>
      <NameMintWidget />
    </ModalsProvider>,
    {
      preloadedState: {
        wallet: connected
          ? { status: 'connected', address: USER, chainId, label: 'MetaMask' }
          : { status: 'disconnected', address: null, chainId: null, label: null },
        referral: { referrer },
      },
    },
  )
}

const mintButton = () =>
  screen.getByRole('button', { name: /mint username|balance too low|loading data/i }) as HTMLButtonElement
const nameInput = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement
/** The text an element's aria-describedby points at (what a screen reader reads after its name). */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim()
const typeName = async (text: string) => {
  const input = nameInput()
  await userEvent.clear(input)
  if (text) await userEvent.type(input, text)
}

beforeEach(() => {
  jest.clearAllMocks()
  mockChain.readMintPrices.mockResolvedValue({ pricesWei: [PRICE], referralFeeBips: 1000, isPaused: false })
  mockChain.readNativeBalance.mockResolvedValue(ENOUGH)
  mockChain.readDefaultName.mockResolvedValue('')
  mockChain.readDomainHolder.mockResolvedValue(null)
  mockChain.mintDomain.mockResolvedValue({ hash: FAKE_TX_HASH, blockNumber: 1 })
})

describe("NameMintWidget: 'Get a {tld} name' (spec §2, §4 Mint button, §5)", () => {
  it('titles the widget with the tld and shows the price in the token symbol', async () => {
    renderWidget()
    expect(screen.getByRole('heading', { name: 'Get a .demo name' })).toBeTruthy()
    expect(await screen.findByText('Price: 0.001 ETH')).toBeTruthy()
  })

  it('shows a Connect Wallet button when disconnected', async () => {
    renderWidget({ connected: false })
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(walletClient.connect).toHaveBeenCalledWith(undefined)
  })

  it('shows the switch-chain button on an unsupported chain', async () => {
    renderWidget({ chainId: 1 })
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Base Sepolia' }))
    expect(walletClient.switchChain).toHaveBeenCalled()
  })

  it("reads 'Loading data...' and is disabled while prices load", async () => {
    mockChain.readMintPrices.mockReturnValue(new Promise(() => undefined))
    renderWidget()
    expect(mintButton().textContent).toContain('Loading data...')
    // Once the price read is under way (and never answers), the button still waits for it.
    await waitFor(() => expect(mockChain.readMintPrices).toHaveBeenCalled())
    expect(mintButton().textContent).toContain('Loading data...')
    expect(mintButton().disabled).toBe(true)
  })

  it("reads 'Balance too low' when the balance is below the price", async () => {
    mockChain.readNativeBalance.mockResolvedValue('999999999999999')
    renderWidget()
    await typeName('newname')
    await waitFor(() => expect(mintButton().textContent).toContain('Balance too low'))
    expect(mintButton().disabled).toBe(true)
    expect(description(mintButton())).toBe('Your balance is lower than the price.')
  })

  it('treats a failed balance read as unknown, never as too low (issue #19)', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    mockChain.readNativeBalance.mockRejectedValue(new Error('rpc down'))
    renderWidget()
    await typeName('newname')
    await waitFor(() => expect(mockChain.readNativeBalance).toHaveBeenCalled())
    await waitFor(() => expect(mintButton().textContent).toContain('Loading data...'))
    expect(mintButton().textContent).not.toContain('Balance too low')
    expect(mintButton().disabled).toBe(true)
  })

  it("says 'Price unavailable, retrying…' when the prices cannot be read, and heals when the chain is back", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    mockChain.readMintPrices.mockRejectedValue(new Error('rpc down'))
    renderWidget()
    await typeName('newname')
    expect(await screen.findByText(PRICE_RETRYING_MESSAGE)).toBeTruthy()
    expect(mintButton().textContent).toContain('Loading data...')
    expect(mintButton().textContent).not.toContain('Balance too low')
    expect(description(mintButton())).toBe('The price could not be read yet.')
    // The RPC answers again: the chain health sees it and the subscribed reads are fetched again, without a click.
    mockChain.readMintPrices.mockResolvedValue({ pricesWei: [PRICE], referralFeeBips: 1000, isPaused: false })
    act(() => {
      chainHealth.reportFailure()
      chainHealth.reportSuccess()
    })
    expect(await screen.findByText('Price: 0.001 ETH')).toBeTruthy()
    await waitFor(() => expect(mintButton().textContent).toContain('Mint username'))
    expect(mintButton().disabled).toBe(false)
  })

  it("reads 'Mint username', disabled with a reason until the name is valid", async () => {
    renderWidget()
    await waitFor(() => expect(mintButton().textContent).toContain('Mint username'))
    expect(mintButton().disabled).toBe(true)
    expect(description(mintButton())).toBe('Enter a valid name first.')
    await typeName('bad name')
    expect(screen.getByText('Spaces not allowed')).toBeTruthy()
    expect(mintButton().disabled).toBe(true)
    await typeName('goodname')
    expect(screen.getByText('Domain name is valid')).toBeTruthy()
    expect(mintButton().disabled).toBe(false)
  })

  it('is disabled while minting is paused and says so', async () => {
    mockChain.readMintPrices.mockResolvedValue({ pricesWei: [PRICE], referralFeeBips: 1000, isPaused: true })
    renderWidget()
    await typeName('goodname')
    expect(await screen.findByText('Minting is paused for now.')).toBeTruthy()
    expect(mintButton().disabled).toBe(true)
    expect(description(mintButton())).toBe('Minting is paused.')
  })

  it("says 'This name is already taken' as the user types and disables Mint, with one holder read", async () => {
    mockChain.readDomainHolder.mockImplementation(async (name) => (name === 'bob' ? BOB : null))
    renderWidget()
    await typeName('bob')
    expect(await screen.findByText(TAKEN_MESSAGE)).toBeTruthy()
    expect(screen.queryByText('Domain name is valid')).toBeNull()
    expect(mintButton().disabled).toBe(true)
    expect(description(mintButton())).toBe('This name is already taken.')
    expect(mockChain.readDomainHolder.mock.calls.map(([name]) => name)).toEqual(['bob'])
    await typeName('bobby')
    await waitFor(() => expect(mintButton().disabled).toBe(false))
    expect(screen.getByText('Domain name is valid')).toBeTruthy()
  })

  it("still stops with the 'This name is already taken' toast when the name was taken meanwhile (the race)", async () => {
    let taken = false
    mockChain.readDomainHolder.mockImplementation(async () => (taken ? BOB : null))
    renderWidget()
    await typeName('racy')
    await waitFor(() => expect(mockChain.readDomainHolder).toHaveBeenCalled())
    await waitFor(() => expect(mintButton().disabled).toBe(false))
    taken = true
    await userEvent.click(mintButton())
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(TAKEN_MESSAGE))
    expect(mockChain.mintDomain).not.toHaveBeenCalled()
  })

  it("reads the paused flag again after a 'Minting paused' revert, so Mint disables without a reload", async () => {
    mockChain.mintDomain.mockImplementation(async () => {
      mockChain.readMintPrices.mockResolvedValue({ pricesWei: [PRICE], referralFeeBips: 1000, isPaused: true })
      throw new Error('Error: Minting paused')
    })
    renderWidget()
    await typeName('pausedname')
    await waitFor(() => expect(mintButton().disabled).toBe(false))
    await userEvent.click(mintButton())
    expect(await screen.findByText('Minting is paused for now.')).toBeTruthy()
    expect(mintButton().disabled).toBe(true)
    expect(description(mintButton())).toBe('Minting is paused.')
  })

  it('mints the lower-cased name for the user with the stored referrer and the tier price; the new name shows as the username', async () => {
    // Like the TLD: the new name becomes the main name of a holder without one.
    mockChain.mintDomain.mockImplementation(async () => {
      mockChain.readDefaultName.mockResolvedValue('newname')
      return { hash: FAKE_TX_HASH, blockNumber: 1 }
    })
    const { store } = renderWidget({ referrer: BOB })
    await waitFor(() => expect(namesApi.endpoints.getUsername.select(USER)(store.getState()).data).toBe(''))
    await typeName('NewName')
    await waitFor(() => expect(mintButton().disabled).toBe(false))
    await userEvent.click(mintButton())
    await waitFor(() => expect(mockChain.mintDomain).toHaveBeenCalled())
    expect(mockChain.mintDomain.mock.calls[0]?.[0]).toEqual({
      domainName: 'newname',
      holder: USER,
      referrer: BOB,
      valueWei: PRICE,
    })
    await waitFor(() => expect(namesApi.endpoints.getUsername.select(USER)(store.getState()).data).toBe('newname.demo'))
    expect(store.getState().cache.usernames[USER.toLowerCase()]?.username).toBe('newname.demo')
    expect(store.getState().referral.referrer).toBe(BOB)
    expect(nameInput().value).toBe('')
  })

  it('keeps the main name of a user who had one, says so, and offers Change username', async () => {
    mockChain.readDefaultName.mockResolvedValue('alice')
    const { store } = renderWidget()
    await waitFor(() => expect(namesApi.endpoints.getUsername.select(USER)(store.getState()).data).toBe('alice.demo'))
    await typeName('second')
    await waitFor(() => expect(mintButton().disabled).toBe(false))
    await userEvent.click(mintButton())
    const notice = await screen.findByTestId('main-name-kept')
    expect(notice.querySelector('span')?.textContent).toBe(
      'You now own second.demo. Your main name is still alice.demo; to use the new one, change your username.',
    )
    expect(namesApi.endpoints.getUsername.select(USER)(store.getState()).data).toBe('alice.demo')
    await userEvent.click(screen.getByRole('button', { name: 'Change username' }))
    expect(await screen.findByRole('dialog', { name: 'Change your username' })).toBeTruthy()
  })

  it("offers 'Use it as my username' after a second name: it makes the new name the main one", async () => {
    mockChain.readDefaultName.mockResolvedValue('alice')
    mockChain.editDefaultDomain.mockImplementation(async (name) => {
      mockChain.readDefaultName.mockResolvedValue(String(name))
      return { hash: FAKE_TX_HASH, blockNumber: 1 }
    })
    const { store } = renderWidget()
    await waitFor(() => expect(namesApi.endpoints.getUsername.select(USER)(store.getState()).data).toBe('alice.demo'))
    await typeName('second')
    await waitFor(() => expect(mintButton().disabled).toBe(false))
    await userEvent.click(mintButton())
    await userEvent.click(await screen.findByRole('button', { name: USE_AS_USERNAME }))
    await waitFor(() => expect(mockChain.editDefaultDomain).toHaveBeenCalled())
    expect(mockChain.editDefaultDomain.mock.calls[0]?.[0]).toBe('second')
    expect(await screen.findByText(/is now your username\./)).toBeTruthy()
    expect(screen.queryByTestId('main-name-kept')).toBeNull()
    await waitFor(() => expect(namesApi.endpoints.getUsername.select(USER)(store.getState()).data).toBe('second.demo'))
  })

  it('ends loading after a failed mint and leaves the name in the field', async () => {
    mockChain.mintDomain.mockRejectedValue(new Error('Transaction has failed.'))
    renderWidget()
    await typeName('failing')
    await waitFor(() => expect(mintButton().disabled).toBe(false))
    await userEvent.click(mintButton())
    await waitFor(() => expect(mockChain.mintDomain).toHaveBeenCalled())
    await waitFor(() => expect(mintButton().disabled).toBe(false))
    expect(nameInput().value).toBe('failing')
    expect(screen.queryByTestId('main-name-kept')).toBeNull()
  })

  it('shows a warning icon with an invalid message and no message for an empty field', async () => {
    renderWidget()
    expect(description(nameInput())).toBe('')
    await typeName('a\u200bb')
    await act(async () => undefined)
    expect(description(nameInput())).toBe('⚠ This character is not allowed')
  })
})
