import { connectorIdForLabel, readConnectedWith, writeConnectedWith } from './connectorIds'

beforeEach(() => window.localStorage.clear())

describe("connector ids under 'connected-with' (spec §3)", () => {
  it.each([
    ['MetaMask', 'metaMask'],
    ['WalletConnect', 'walletConnect'],
    ['Farcaster', 'farcasterMiniApp'],
    ['Devnet wallet', 'devnet'],
    ['Rabby Wallet', 'injected'],
    ['E2E Wallet', 'injected'],
  ])('the wallet %j is stored as %j and reconnects with its label', (label, id) => {
    expect(connectorIdForLabel(label)).toBe(id)
    writeConnectedWith(label)
    expect(window.localStorage.getItem('connected-with')).toBe(id)
    expect(readConnectedWith()).toEqual({ id, label })
  })

  it('forgets the connector on disconnect', () => {
    writeConnectedWith('Rabby Wallet')
    writeConnectedWith('')
    expect(window.localStorage.getItem('connected-with')).toBe('')
    expect(readConnectedWith()).toEqual({ id: '', label: '' })
  })

  it.each([
    ['MetaMask', 'metaMask'],
    ['Rabby Wallet', 'injected'],
    ['E2E Wallet', 'injected'],
    ['Farcaster', 'farcasterMiniApp'],
    ['WalletConnect', 'walletConnect'],
  ])('migrates an old label value %j to the id %j, keeping the label to reconnect', (old, id) => {
    window.localStorage.setItem('connected-with', old)
    expect(readConnectedWith()).toEqual({ id, label: old })
    expect(window.localStorage.getItem('connected-with')).toBe(id)
    expect(window.localStorage.getItem('connected-wallet-label')).toBe(old)
    expect(readConnectedWith()).toEqual({ id, label: old })
  })

  it("maps ids with one wallet to onboard's label even without the stored label", () => {
    window.localStorage.setItem('connected-with', 'metaMask')
    expect(readConnectedWith()).toEqual({ id: 'metaMask', label: 'MetaMask' })
    window.localStorage.setItem('connected-with', 'walletConnect')
    expect(readConnectedWith()).toEqual({ id: 'walletConnect', label: 'WalletConnect' })
  })

  it("an 'injected' id without its label does not guess a wallet", () => {
    window.localStorage.setItem('connected-with', 'injected')
    expect(readConnectedWith()).toEqual({ id: 'injected', label: '' })
  })

  it('ignores values that are neither an id nor a plausible label', () => {
    window.localStorage.setItem('connected-with', '<script>alert(1)</script>')
    expect(readConnectedWith()).toEqual({ id: '', label: '' })
    // A JSON null written over it (corrupted storage, issue #19) would otherwise reconnect a wallet named 'null'.
    window.localStorage.setItem('connected-with', 'null')
    expect(readConnectedWith()).toEqual({ id: '', label: '' })
  })
})
