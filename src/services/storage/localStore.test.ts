import {
  CONNECTED_WALLET_LABEL_KEY,
  CONNECTED_WITH_KEY,
  localStore,
  readConnectedWithRaw,
  writeConnectedWithRaw,
} from './localStore'

beforeEach(() => window.localStorage.clear())

describe("the remembered connector ('connected-with' and the wallet label beside it)", () => {
  it.each([
    ['injected', 'injected'],
    ['metaMask', 'metaMask'],
    ['Rabby Wallet', 'Rabby Wallet'],
    ['', ''],
    ['<img src=x onerror=alert(1)>', ''],
    ['x'.repeat(65), ''],
  ])('%j is read back as %j', (stored, expected) => {
    window.localStorage.setItem(CONNECTED_WITH_KEY, stored)
    expect(readConnectedWithRaw().stored).toBe(expected)
  })

  it('is written under the spec key and cleared with an empty value', () => {
    writeConnectedWithRaw('injected', 'Rabby Wallet')
    expect(window.localStorage.getItem('connected-with')).toBe('injected')
    expect(window.localStorage.getItem(CONNECTED_WALLET_LABEL_KEY)).toBe('Rabby Wallet')
    writeConnectedWithRaw('', '')
    expect(readConnectedWithRaw()).toEqual({ stored: '', label: '' })
    expect(window.localStorage.getItem('connected-with')).toBe('')
  })

  it('never throws when storage is unavailable', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(readConnectedWithRaw()).toEqual({ stored: '', label: '' })
    expect(() => writeConnectedWithRaw('metaMask', 'MetaMask')).not.toThrow()
    expect(() => localStore.remove('x')).not.toThrow()
    getItem.mockRestore()
    setItem.mockRestore()
  })
})
