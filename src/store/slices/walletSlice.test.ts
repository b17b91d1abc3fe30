import walletSlice, { connectEnded, connectStarted, walletChanged } from './walletSlice'

const facts = { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 84532, label: 'MetaMask' }
const reduce = (actions: Parameters<typeof walletSlice.reducer>[1][]) =>
  actions.reduce(walletSlice.reducer, walletSlice.reducer(undefined, { type: '@@init' }))

describe('wallet session status (spec §3 connection status)', () => {
  it.each([
    ['connect started', [connectStarted({ isReconnect: false })], 'connecting'],
    ['reconnect started', [connectStarted({ isReconnect: true })], 'reconnecting'],
    ['dialog closed without a wallet', [connectStarted({ isReconnect: false }), connectEnded()], 'disconnected'],
    ['connected', [connectStarted({ isReconnect: false }), walletChanged(facts), connectEnded()], 'connected'],
    ['a second connect while connected', [walletChanged(facts), connectStarted({ isReconnect: false })], 'connected'],
    ['disconnected', [walletChanged(facts), walletChanged(null)], 'disconnected'],
  ])('%s → %s', (_label, actions, status) => {
    expect(reduce(actions).status).toBe(status)
  })

  it('keeps address, chain and wallet label, and forgets them on disconnect', () => {
    expect(reduce([walletChanged(facts)])).toEqual({ status: 'connected', ...facts })
    expect(reduce([walletChanged(facts), walletChanged({ ...facts, chainId: 1 })]).chainId).toBe(1)
    expect(reduce([walletChanged(facts), walletChanged(null)])).toEqual({
      status: 'disconnected',
      address: null,
      chainId: null,
      label: null,
    })
  })
})
