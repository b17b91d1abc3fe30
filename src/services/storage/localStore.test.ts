import { CONNECTED_WITH_KEY, localStore, readConnectedWith, writeConnectedWith } from './localStore'

beforeEach(() => window.localStorage.clear())

describe("the remembered connector ('connected-with', a web3-onboard wallet label)", () => {
  it.each([
    ['MetaMask', 'MetaMask'],
    ['Rabby Wallet', 'Rabby Wallet'],
    ['Devnet wallet', 'Devnet wallet'],
    ['Farcaster', 'Farcaster'],
    ['', ''],
    ['<img src=x onerror=alert(1)>', ''],
    ['x'.repeat(65), ''],
  ])('%j is read back as %j', (stored, expected) => {
    window.localStorage.setItem(CONNECTED_WITH_KEY, stored)
    expect(readConnectedWith()).toBe(expected)
  })

  it('is written under the spec key and cleared with an empty value', () => {
    writeConnectedWith('MetaMask')
    expect(window.localStorage.getItem('connected-with')).toBe('MetaMask')
    writeConnectedWith('')
    expect(readConnectedWith()).toBe('')
  })

  it('never throws when storage is unavailable', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(readConnectedWith()).toBe('')
    expect(() => writeConnectedWith('MetaMask')).not.toThrow()
    expect(() => localStore.remove('x')).not.toThrow()
    getItem.mockRestore()
    setItem.mockRestore()
  })
})
