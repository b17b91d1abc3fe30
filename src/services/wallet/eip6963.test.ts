import { findAnnouncedWallet } from './eip6963'

const provider = { request: jest.fn(), on: jest.fn(), removeListener: jest.fn() }

/** Announces `detail` whenever the page asks (EIP-6963), as a wallet extension does; returns the remover. */
function announceOnRequest(detail: unknown): () => void {
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}

describe('findAnnouncedWallet (EIP-6963 discovery, issue #18)', () => {
  it('resolves the wallet announced under the remembered name, ignoring case and other wallets', async () => {
    const removers = [
      announceOnRequest({ info: { uuid: '1', name: 'Other', icon: '', rdns: 'a' }, provider: { ...provider } }),
      announceOnRequest({ info: { uuid: '2', name: 'Rabby Wallet', icon: '', rdns: 'io.rabby' }, provider }),
    ]
    const found = await findAnnouncedWallet('rabby wallet')
    expect(found?.info.rdns).toBe('io.rabby')
    expect(found?.provider).toBe(provider)
    removers.forEach((remove) => remove())
  })

  it('ignores malformed announcements and resolves null after the timeout', async () => {
    const removers = [
      announceOnRequest(null),
      announceOnRequest({ info: { name: 'E2E Wallet' }, provider: {} }),
      announceOnRequest({ provider }),
    ]
    await expect(findAnnouncedWallet('E2E Wallet', { timeoutMs: 20 })).resolves.toBeNull()
    removers.forEach((remove) => remove())
  })

  it('takes a late announcement within the timeout (a wallet whose script loads after the page asked)', async () => {
    const found = findAnnouncedWallet('Late Wallet', { timeoutMs: 1000 })
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid: '3', name: 'Late Wallet', icon: '', rdns: 'late' }, provider },
      }),
    )
    await expect(found).resolves.toMatchObject({ info: { name: 'Late Wallet' } })
  })
})
