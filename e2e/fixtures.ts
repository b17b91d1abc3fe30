import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { AppDriver } from './support/app'
import { DevnetHelpers } from './support/devnet'
import { RpcCounter } from './support/rpcCounter'
import { readStack } from './support/stackEnv'
import { InjectedWallet, type WalletAccount } from './support/wallet/injectedWallet'

/** One more person in the same test, in their own browser context (own storage, own wallet). */
export interface ExtraUser {
  account: WalletAccount
  context: BrowserContext
  page: Page
  wallet: InjectedWallet
  app: AppDriver
}

export interface UsersFactory {
  /** A new browser context with the test wallet holding `account` (default: a fresh funded account) and a page. */
  create(options?: { account?: WalletAccount }): Promise<ExtraUser>
}

interface TestFixtures {
  /** A fresh random account with 100 ETH, selected in `wallet`. No name, points or tokens. */
  account: WalletAccount
  /** The injected EIP-1193/EIP-6963 test wallet, installed on this test's context before any page loads. */
  wallet: InjectedWallet
  /** User-level helpers on `page`: open, connect, sidebars, widgets, toasts. Installs `wallet`. */
  app: AppDriver
  /** Counts the page's requests to the devnet RPC (attach with `rpc.report(testInfo, label)`). */
  rpc: RpcCounter
  /** Extra users (contexts) for journeys with several people; closed after the test. */
  users: UsersFactory
  /** Uncaught page errors, attached to the report when the test fails. */
  pageErrors: string[]
}

interface WorkerFixtures {
  /** The shared devnet: node URL, addresses, contracts and helpers (fresh accounts, names, tokens, points). */
  devnet: DevnetHelpers
}

const installWallet = (context: BrowserContext, devnet: DevnetHelpers, account: WalletAccount) =>
  InjectedWallet.install(context, { rpcUrl: devnet.rpcUrl, accounts: [account] })

/**
 * The project's Playwright `test`: the stack started by global setup, a shared devnet, a fresh account and test wallet
 * per test, and the app driver. See e2e/README.md.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  devnet: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern.
    async ({}, provide) => {
      const { rpcUrl, proxies } = readStack()
      const devnet = await DevnetHelpers.connect(rpcUrl, proxies)
      await provide(devnet)
      devnet.close()
    },
    { scope: 'worker' },
  ],

  // eslint-disable-next-line no-empty-pattern -- as above
  baseURL: async ({}, provide) => {
    await provide(readStack().appUrl)
  },

  account: async ({ devnet }, provide) => {
    await provide(await devnet.createAccount())
  },

  wallet: async ({ context, devnet, account }, provide) => {
    await provide(await installWallet(context, devnet, account))
  },

  // Depends on `wallet` so that the wallet is in the page before the app loads.
  app: async ({ page, wallet: _wallet }, provide) => {
    await provide(await AppDriver.create(page))
  },

  rpc: async ({ page, devnet }, provide) => {
    await provide(new RpcCounter(page, devnet.addresses.multicall3))
  },

  users: async ({ browser, devnet }, provide) => {
    const contexts: BrowserContext[] = []
    await provide({
      async create({ account } = {}) {
        const context = await browser.newContext()
        contexts.push(context)
        const user = account ?? (await devnet.createAccount())
        const wallet = await installWallet(context, devnet, user)
        const page = await context.newPage()
        return { account: user, context, page, wallet, app: await AppDriver.create(page) }
      },
    })
    await Promise.all(contexts.map((context) => context.close()))
  },

  pageErrors: [
    async ({ page }, provide, testInfo) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message))
      await provide(errors)
      if (errors.length > 0 && testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('page-errors.txt', { body: errors.join('\n\n'), contentType: 'text/plain' })
      }
    },
    { auto: true },
  ],
})

export { expect }
export type { AppDriver, DevnetHelpers, InjectedWallet, RpcCounter, WalletAccount }
