import { act, screen } from '@testing-library/react'
import type { Eip1193Provider } from '../../../services/wallet/types'
import { walletStore } from '../../../services/wallet/walletStore'
import { renderWithProviders } from '../../../test/renderWithProviders'
import { CowSwap, cowUnsupportedMessage } from './CowSwap'
import CowWidget from './CowWidget'
import { COW_CHAIN_IDS, isCowChain } from './cowChains'

const widget = jest.fn((_props: { params: Record<string, unknown>; provider?: unknown }) => null)
jest.mock('@cowprotocol/widget-react', () => ({
  CowSwapWidget: (props: { params: Record<string, unknown>; provider?: unknown }) => widget(props),
}))

const provider: Eip1193Provider = {
  request: jest.fn(async () => null),
  on: jest.fn(),
  removeListener: jest.fn(),
}

afterEach(() => {
  act(() => walletStore.set(null))
  widget.mockClear()
})

describe('CoW chains', () => {
  it('serves the cow-sdk chains, not Base Sepolia', () => {
    expect(COW_CHAIN_IDS).toEqual([1, 100, 42161, 8453, 11155111])
    expect(isCowChain(8453)).toBe(true)
    expect(isCowChain(84532)).toBe(false)
  })
})

describe('CowSwap', () => {
  it('on Base Sepolia explains and links to the Uniswap swap, without the widget', () => {
    renderWithProviders(<CowSwap />)
    expect(screen.getByText(cowUnsupportedMessage('Base Sepolia', 84532), { exact: false }).tagName).toBe('P')
    expect(screen.getByRole('link', { name: 'Swap on Uniswap V2 instead' }).getAttribute('href')).toBe('/swap/univ2')
    expect(widget).not.toHaveBeenCalled()
  })
})

describe('CowWidget', () => {
  it('passes the connected wallet provider (dapp mode) and the site theme', () => {
    act(() => walletStore.set({ provider, label: 'Test', address: '0x0000000000000000000000000000000000000001' }))
    renderWithProviders(<CowWidget />, {
      preloadedState: {
        settings: { colorMode: 'light', swapSlippage: '0.5', swapDeadline: '20', airdropTab: 'domains' },
      },
    })
    const props = widget.mock.lastCall?.[0]
    expect(props?.provider).toBe(provider)
    expect(props?.params).toMatchObject({ standaloneMode: false, theme: 'light', chainId: 84532 })
  })

  it('without a wallet runs standalone (its own connect button)', () => {
    renderWithProviders(<CowWidget />)
    const props = widget.mock.lastCall?.[0]
    expect(props?.provider).toBeUndefined()
    expect(props?.params).toMatchObject({ standaloneMode: true, theme: 'dark' })
  })
})
