import { screen } from '@testing-library/react'
import { ModalsProvider } from '../../app/modals/ModalsProvider'
import { renderWithProviders } from '../../test/renderWithProviders'
import { ProfileView } from './ProfileView'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

// A fake chain: alice and bob have names; reads are synchronous stand-ins for the lazily loaded services.
jest.mock('../../services/profile/loadProfileServices', () => ({
  loadProfileServices: async () => ({
    toChecksumAddress: (address: string) => {
      if (address === address.toLowerCase())
        return address === '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
          ? '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
          : address
      if (
        address !== '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' &&
        address !== '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
      )
        throw new Error('bad checksum')
      return address
    },
    readDomainHolder: async (name: string) => {
      if (name === 'broken') throw new Error('rpc down')
      return (
        (
          {
            alice: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
            bob: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
          } as Record<string, string>
        )[name] ?? null
      )
    },
    readRecentPosts: async () => ({ posts: [], window: 50 }),
    readMainName: async (address: string) =>
      address.toLowerCase().startsWith('0x7099')
        ? 'alice.demo'
        : address.toLowerCase().startsWith('0x3c44')
          ? 'bob.demo'
          : '',
  }),
}))
jest.mock('../../services/chain/loadChainServices', () => ({
  loadChainServices: async () => ({
    readNativeBalance: async () => '2500000000000000000',
    readTokenBalance: async () => '1000000000000000000000',
    readPoints: async () => '42510000000000000000',
    readDomainData: async () => '',
    readDefaultName: async () => '',
    toAppError: (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) }),
    TxFailedError: class TxFailedError extends Error {},
  }),
}))

const connectedAs = (address: string) => ({
  wallet: { status: 'connected' as const, address, chainId: 84532, label: 'Test' },
})
const renderProfile = (id: string, address: string | null = ALICE) =>
  renderWithProviders(
    <ModalsProvider>
      <ProfileView id={id} />
    </ModalsProvider>,
    { preloadedState: address ? connectedAs(address) : undefined },
  )

describe('ProfileView', () => {
  it('shows another user with balances, points and a tip link, never the viewer', async () => {
    renderProfile('bob')
    expect((await screen.findByTestId('profile-name')).textContent).toContain('bob.demo')
    expect(screen.getByTestId('profile-address').textContent).toContain(BOB)
    expect(await screen.findByText('2.5 ETH')).toBeTruthy()
    expect(await screen.findByText('1000 DEMO')).toBeTruthy()
    expect(await screen.findByText('42.51 AP')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Send a tip' }).getAttribute('href')).toBe('/send-tokens?to=bob.demo')
    expect(screen.queryByRole('button', { name: 'Change profile picture' })).toBeNull()
    expect(screen.queryByText(ALICE)).toBeNull()
    expect(await screen.findByText('No posts among the latest 50 messages of each channel.')).toBeTruthy()
  })

  it('offers the picture and username changes on the visitor’s own profile', async () => {
    renderProfile('alice.demo')
    expect(await screen.findByRole('button', { name: 'Change profile picture' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Change username' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Send a tip' })).toBeNull()
  })

  it('shows a profile to a logged-out visitor too', async () => {
    renderProfile('alice', null)
    expect((await screen.findByTestId('profile-name')).textContent).toContain('alice.demo')
    expect(screen.queryByRole('button', { name: 'Change username' })).toBeNull()
  })

  it.each([
    ['nobody', 'nobody.demo is not registered'],
    ['0x70997970c51812dc3A010C7d01b50e0d17dc79C8', 'Not a valid name or address'],
    ['a b', 'Not a valid name or address'],
    ['broken', 'Could not load this profile'],
  ])('says plainly what is wrong with %j and shows no one’s data', async (id, title) => {
    renderProfile(id)
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy()
    expect(screen.queryByTestId('profile-address')).toBeNull()
    expect(screen.queryByText(ALICE)).toBeNull()
  })

  it('asks a logged-out visitor without an id to connect', async () => {
    renderProfile('', null)
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy()
  })
})
