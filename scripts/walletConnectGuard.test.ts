/** @jest-environment node */
import { checkWalletConnect, MISSING_WALLETCONNECT_MESSAGE } from './walletConnectGuard'

describe('checkWalletConnect', () => {
  it('fails a base-sepolia build without a project id, saying how to fix it', () => {
    expect(() => checkWalletConnect('base-sepolia', {})).toThrow(MISSING_WALLETCONNECT_MESSAGE)
    expect(() => checkWalletConnect('base-sepolia', { WALLETCONNECT_PROJECT_ID: '  ' })).toThrow(/WALLETCONNECT=off/)
  })

  it('passes with a project id, or when WalletConnect is turned off on purpose', () => {
    expect(() => checkWalletConnect('base-sepolia', { WALLETCONNECT_PROJECT_ID: 'abc123' })).not.toThrow()
    expect(() => checkWalletConnect('base-sepolia', { WALLETCONNECT: 'off' })).not.toThrow()
    expect(() => checkWalletConnect('base-sepolia', { WALLETCONNECT: 'OFF' })).not.toThrow()
  })

  it('never blocks devnet builds (tests, bench, npm start)', () => {
    expect(() => checkWalletConnect('devnet', {})).not.toThrow()
  })
})
