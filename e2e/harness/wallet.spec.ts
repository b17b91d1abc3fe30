import type { Page } from '@playwright/test'
import { Interface, parseEther, verifyMessage, verifyTypedData } from 'ethers'
import { expect, test } from '../fixtures'

// Self-tests of the injected wallet. No layout is involved: the mobile project ignores e2e/harness/.

type Request = (method: string, params?: unknown[]) => Promise<unknown>

/** Calls `window.ethereum.request` in the page; resolves the result or `{ error: { code, message, data } }`. */
const inPage =
  (page: Page): Request =>
  (method, params) =>
    page.evaluate(
      async ([m, p]) => {
        const ethereum = (window as unknown as { ethereum: { request(args: unknown): Promise<unknown> } }).ethereum
        try {
          return await ethereum.request({ method: m, params: p })
        } catch (error) {
          const { code, message, data } = error as { code: number; message: string; data?: unknown }
          return { error: { code, message, data } }
        }
      },
      [method, params] as const,
    )

test.describe('the injected test wallet', () => {
  test('announces itself with EIP-6963 and as window.ethereum', async ({ app, page }) => {
    await app.open('/')
    const info = await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener('eip6963:announceProvider', (event) => {
            const { info, provider } = (event as CustomEvent).detail
            resolve({ ...info, isWindowEthereum: provider === (window as unknown as { ethereum: unknown }).ethereum })
          })
          window.dispatchEvent(new Event('eip6963:requestProvider'))
        }),
    )
    expect(info).toMatchObject({ name: 'E2E Wallet', rdns: 'dev.e2e.wallet', isWindowEthereum: true })
    expect((info as { icon: string }).icon).toMatch(/^data:image\/svg\+xml,/)
  })

  test('signs messages and typed data for real, and sends transactions', async ({ app, page, wallet, devnet }) => {
    await app.open('/')
    const request = inPage(page)
    expect(await request('eth_accounts')).toEqual([])
    const [address] = (await request('eth_requestAccounts')) as string[]
    expect(address).toBe(wallet.address.toLowerCase())

    const signature = (await request('personal_sign', ['0x68656c6c6f', address])) as string
    expect(verifyMessage('hello', signature)).toBe(wallet.address)

    const typed = {
      domain: { name: 'Mail', version: '1', chainId: 84532 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Person: [{ name: 'wallet', type: 'address' }],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { from: { wallet: wallet.address }, contents: 'gm' },
    }
    const typedSignature = (await request('eth_signTypedData_v4', [address, JSON.stringify(typed)])) as string
    const { EIP712Domain: _domain, ...types } = typed.types
    expect(verifyTypedData(typed.domain, types, typed.message, typedSignature)).toBe(wallet.address)

    const recipient = await devnet.createAccount({ balance: 0 })
    const hash = (await request('eth_sendTransaction', [
      { from: address, to: recipient.address, value: '0x2386f26fc10000' },
    ])) as string
    await devnet.provider.waitForTransaction(hash)
    expect(await devnet.provider.getBalance(recipient.address)).toBe(parseEther('0.01'))
  })

  test('passes node errors through with their code and revert data', async ({ app, page, devnet }) => {
    await app.open('/')
    const request = inPage(page)
    const [from] = (await request('eth_requestAccounts')) as string[]
    const minter = new Interface(['function mint(string,address,address) payable returns (uint256)'])
    const data = minter.encodeFunctionData('mint', ['nopayment', from, '0x0000000000000000000000000000000000000000'])
    const reply = (await request('eth_estimateGas', [{ from, to: devnet.addresses.punkMinter, data }])) as {
      error: { code: number; data: string }
    }
    expect(reply.error.code).toBe(3)
    // Error(string) 'Value below price', as the app decodes it.
    expect(reply.error.data).toMatch(/^0x08c379a0/)
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x999' }])).toMatchObject({ error: { code: 4902 } })
  })

  test('emits accountsChanged and chainChanged, and scripted failures hit the next request only', async ({
    app,
    page,
    wallet,
    devnet,
  }) => {
    await app.open('/')
    const request = inPage(page)
    await page.evaluate(() => {
      const ethereum = (
        window as unknown as { ethereum: { on(event: string, listener: (payload: unknown) => void): void } }
      ).ethereum
      const events: unknown[] = []
      Object.assign(window, { walletEvents: events })
      for (const name of ['accountsChanged', 'chainChanged', 'connect'])
        ethereum.on(name, (payload) => events.push([name, payload]))
    })
    const events = () => page.evaluate(() => (window as unknown as { walletEvents: unknown[] }).walletEvents)
    await request('eth_requestAccounts')
    const other = await devnet.createAccount()
    await wallet.switchAccount(other)
    await wallet.setChain(1)
    await wallet.disconnectAccounts()
    expect(await events()).toEqual([
      ['connect', { chainId: '0x14a34' }],
      ['accountsChanged', [other.address.toLowerCase()]],
      ['chainChanged', '0x1'],
      ['accountsChanged', []],
    ])
    expect(await request('eth_accounts')).toEqual([])
    expect(await request('eth_chainId')).toBe('0x1')

    wallet.failNext('eth_requestAccounts', { code: -32002, message: 'Already processing eth_requestAccounts' })
    expect(await request('eth_requestAccounts')).toEqual({
      error: { code: -32002, message: 'Already processing eth_requestAccounts' },
    })
    expect(await request('eth_requestAccounts')).toEqual([other.address.toLowerCase()])
    // On a chain without a node, transactions are refused.
    expect(await request('eth_sendTransaction', [{ to: other.address, value: '0x1' }])).toMatchObject({
      error: { code: 4901 },
    })
  })
})
