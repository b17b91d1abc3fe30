import { deriveMintState, type MintReads } from './mintState'

const VALID = { isValid: true, message: '' }
const INVALID = { isValid: false, message: 'Invalid name' }
const PRICE = '1000'

/** A valid free name, a known price and enough balance, nothing in flight. */
const base: MintReads = {
  validation: VALID,
  isTaken: false,
  priceWei: PRICE,
  balanceWei: '5000',
  hasAccount: true,
  hasPriceError: false,
  isPaused: false,
  isBusy: false,
}

describe('deriveMintState (spec §4 Mint button, issue #19)', () => {
  it.each<[string, Partial<MintReads>, { label: string; canMint: boolean; disabledReason: string | undefined }]>([
    ['all known and enough', {}, { label: 'Mint username', canMint: true, disabledReason: undefined }],
    ['price loading', { priceWei: null }, { label: 'Loading data...', canMint: false, disabledReason: undefined }],
    [
      'price failed and retrying',
      { priceWei: null, hasPriceError: true },
      { label: 'Loading data...', canMint: false, disabledReason: 'The price could not be read yet.' },
    ],
    [
      'balance loading',
      { balanceWei: undefined },
      { label: 'Loading data...', canMint: false, disabledReason: undefined },
    ],
    [
      'balance below the price',
      { balanceWei: '999' },
      { label: 'Balance too low', canMint: false, disabledReason: 'Your balance is lower than the price.' },
    ],
    [
      'balance equal to the price',
      { balanceWei: PRICE },
      { label: 'Mint username', canMint: true, disabledReason: undefined },
    ],
    [
      'invalid name',
      { validation: INVALID },
      { label: 'Mint username', canMint: false, disabledReason: 'Enter a valid name first.' },
    ],
    [
      'taken name',
      { validation: INVALID, isTaken: true },
      { label: 'Mint username', canMint: false, disabledReason: 'This name is already taken.' },
    ],
    [
      'paused, whatever else',
      { isPaused: true, validation: INVALID, balanceWei: '1' },
      { label: 'Balance too low', canMint: false, disabledReason: 'Minting is paused.' },
    ],
    ['a mint in flight', { isBusy: true }, { label: 'Mint username', canMint: false, disabledReason: undefined }],
  ])('%s', (_case, reads, expected) => {
    const state = deriveMintState({ ...base, ...reads })
    expect({ label: state.label, canMint: state.canMint, disabledReason: state.disabledReason }).toEqual(expected)
  })

  it('never reads an unknown balance as low: too low needs both numbers', () => {
    expect(deriveMintState({ ...base, balanceWei: undefined }).isTooLow).toBe(false)
    expect(deriveMintState({ ...base, priceWei: null, balanceWei: '0' }).isTooLow).toBe(false)
  })

  it('with no account, only the price decides whether data is loading', () => {
    expect(deriveMintState({ ...base, hasAccount: false, balanceWei: undefined }).isLoadingData).toBe(false)
    expect(deriveMintState({ ...base, hasAccount: false, priceWei: null }).isLoadingData).toBe(true)
  })
})
