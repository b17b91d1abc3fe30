import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../store/store'
import { connectedState } from '../../test/siteHarness'
import { pricePreview, uniqueIdStatus, useCreateCollectionForm } from './useCreateCollectionForm'

const mockNft = {
  readLaunchpadState: jest.fn(async () => ({
    priceWei: '1000000000000000',
    paused: false,
    mintingFeePercentage: '50000000000000000',
    maxNameBytes: 32,
  })),
  readUniqueIdAvailable: jest.fn(async (uniqueId: string) => uniqueId !== 'taken-id'),
  launch: jest.fn(async () => ({
    hash: '0x01',
    blockNumber: 1,
    address: '0x00000000000000000000000000000000000000aa',
  })),
}
jest.mock('../../services/nft/loadNftServices', () => ({ loadNftServices: async () => mockNft }))

function renderForm() {
  const { store } = makeStore({ preloadedState: connectedState() })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  )
  return renderHook(() => useCreateCollectionForm(), { wrapper })
}

const VALID = {
  name: 'Cats',
  symbol: 'CATS',
  image: 'https://example.com/cat.png',
  uniqueId: 'my-cats',
}

beforeEach(() => jest.clearAllMocks())

describe('uniqueIdStatus (issue #15)', () => {
  const read = {
    settledId: 'a',
    typedId: 'a',
    isFetching: false,
    isError: false,
    available: true as boolean | undefined,
  }
  it.each<[string, string, Partial<typeof read>, { isChecking: boolean; problem: string; isAvailable: boolean }]>([
    ['free', '', {}, { isChecking: false, problem: '', isAvailable: true }],
    [
      'a format problem wins',
      'Enter a unique ID.',
      {},
      { isChecking: false, problem: 'Enter a unique ID.', isAvailable: false },
    ],
    ['still settling', '', { settledId: '' }, { isChecking: true, problem: '', isAvailable: false }],
    ['being read', '', { isFetching: true }, { isChecking: true, problem: '', isAvailable: false }],
    ['taken', '', { available: false }, { isChecking: false, problem: 'This unique ID is taken.', isAvailable: false }],
    [
      'the read failed',
      '',
      { isError: true, available: undefined },
      { isChecking: false, problem: 'The availability check failed.', isAvailable: false },
    ],
    ['not read yet', '', { available: undefined }, { isChecking: false, problem: '', isAvailable: false }],
  ])('%s', (_case, formatProblem, overrides, expected) => {
    expect(uniqueIdStatus(formatProblem, { ...read, ...overrides })).toEqual(expected)
  })
})

describe('pricePreview (issue #15)', () => {
  it('lists the curve prices at mints 1, 2, 10 and 100, rising, once ratio and fee are known', () => {
    const preview = pricePreview('1', '50000000000000000')
    expect(preview?.map(({ n }) => n)).toEqual([1, 2, 10, 100])
    const prices = preview?.map(({ wei }) => BigInt(wei)) ?? []
    expect(prices.every((wei, i) => i === 0 || wei > (prices[i - 1] ?? 0n))).toBe(true)
  })

  it('is null for an unparseable ratio or an unknown fee', () => {
    expect(pricePreview('abc', '0')).toBeNull()
    expect(pricePreview('1', undefined)).toBeNull()
  })
})

describe('useCreateCollectionForm (issues #15, #40)', () => {
  it('shows a field problem only once the field is touched, and the ratio as typed', async () => {
    const { result } = renderForm()
    expect(result.current.shown('name')).toBe('')
    expect(result.current.problems.name).toBe('Enter a name.')
    act(() => result.current.set('name')(''))
    expect(result.current.shown('name')).toBe('Enter a name.')
    act(() => result.current.set('ratio')('abc'))
    expect(result.current.shown('ratio')).not.toBe('')
  })

  it('enables Create once every field is valid and the unique ID is free, then launches and opens it', async () => {
    const { result } = renderForm()
    for (const [key, value] of Object.entries(VALID)) act(() => result.current.set(key as keyof typeof VALID)(value))
    expect(result.current.canCreate).toBe(false)
    await waitFor(() => expect(result.current.canCreate).toBe(true))
    expect(result.current.firstProblem).toBe('')
    expect(result.current.uniqueIdNote).toBe('This unique ID is available.')
    expect(result.current.launchPriceWei).toBe('1000000000000000')
    await act(() => result.current.submit())
    expect(mockNft.launch).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Cats', symbol: 'CATS', uniqueId: 'my-cats', ratioWei: '1000000000000000000' }),
    )
  })

  it('keeps Create disabled with the reason for a taken unique ID', async () => {
    const { result } = renderForm()
    for (const [key, value] of Object.entries({ ...VALID, uniqueId: 'taken-id' }))
      act(() => result.current.set(key as keyof typeof VALID)(value))
    await waitFor(() => expect(result.current.uniqueId.problem).toBe('This unique ID is taken.'))
    expect(result.current.canCreate).toBe(false)
    expect(result.current.firstProblem).toBe('This unique ID is taken.')
    expect(result.current.shown('uniqueId')).toBe('This unique ID is taken.')
  })
})
