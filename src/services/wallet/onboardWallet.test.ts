/** @jest-environment node */
import type { WalletState } from '@web3-onboard/core'
import { toLive, watchConnectionRequests } from './onboardWallet'
import type { Eip1193Provider } from './types'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function fakeProvider(answer: (method: string) => unknown) {
  const provider = {
    isMetaMask: true,
    listeners: [] as string[],
    request: jest.fn(async ({ method }: { method: string }) => answer(method)),
    on(event: string) {
      this.listeners.push(event)
    },
    removeListener: jest.fn(),
  }
  return provider
}

describe('toLive: the connected wallet as the app sees it', () => {
  const wallet = (accounts: string[], chainId = '0x14a34') =>
    ({
      label: 'MetaMask',
      provider: {},
      accounts: accounts.map((address) => ({ address })),
      chains: [{ id: chainId }],
    }) as unknown as WalletState

  it('takes the first account (checksummed) and the chain id', () => {
    expect(toLive([wallet([ALICE.toLowerCase()])])).toMatchObject({ label: 'MetaMask', address: ALICE, chainId: 84532 })
  })

  it('treats an empty account list as disconnected (spec §4)', () => {
    expect(toLive([wallet([])])).toBeNull()
    expect(toLive([])).toBeNull()
  })
})

describe('watchConnectionRequests', () => {
  it('passes every request and property through to the wallet', async () => {
    const provider = fakeProvider((method) => (method === 'eth_chainId' ? '0x14a34' : [ALICE]))
    const watched = watchConnectionRequests(provider as unknown as Eip1193Provider & typeof provider)
    await expect(watched.request({ method: 'eth_requestAccounts' })).resolves.toEqual([ALICE])
    await expect(watched.request({ method: 'eth_chainId' })).resolves.toBe('0x14a34')
    watched.on('accountsChanged', () => undefined)
    expect(provider.listeners).toEqual(['accountsChanged'])
    expect(watched.isMetaMask).toBe(true)
  })

  it('passes "already processing" on eth_requestAccounts through to Onboard unchanged', async () => {
    const busy = Object.assign(new Error('Already processing eth_requestAccounts. Please wait.'), { code: -32002 })
    const provider = fakeProvider(() => {
      throw busy
    })
    const watched = watchConnectionRequests(provider as unknown as Eip1193Provider)
    await expect(watched.request({ method: 'eth_requestAccounts' })).rejects.toBe(busy)
  })

  it('leaves other errors alone', async () => {
    const rejection = Object.assign(new Error('User rejected'), { code: 4001 })
    const busy = Object.assign(new Error('Already processing'), { code: -32002 })
    const provider = fakeProvider((method) => {
      throw method === 'eth_requestAccounts' ? rejection : busy
    })
    const watched = watchConnectionRequests(provider as unknown as Eip1193Provider)
    await expect(watched.request({ method: 'eth_requestAccounts' })).rejects.toBe(rejection)
    await expect(watched.request({ method: 'eth_sendTransaction' })).rejects.toBe(busy)
  })
})
