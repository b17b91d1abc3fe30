import type { Page } from '@playwright/test'
import { Interface } from 'ethers'
import type { DevnetHelpers, WalletAccount } from '../fixtures'

const HOLDER_SELECTOR =
  new Interface(['function getDomainHolder(string) view returns (address)']).getFunction('getDomainHolder')?.selector ??
  ''

/**
 * A rival who mints `name` between the moment the app checks that it is free and the moment the user's wallet
 * simulates the mint: the app's holder read is answered with the (still true) "nobody", and only then does the rival
 * mint it on chain. The user's mint then reverts for real in the node (DomainAlreadyExists), as in a race between
 * two people. Resolves once the rival's mint is mined.
 */
export function rivalMintsAfterCheck(
  page: Page,
  devnet: DevnetHelpers,
  rival: WalletAccount,
  name: string,
): Promise<void> {
  const nameHex = Buffer.from(name, 'utf8').toString('hex')
  let resolveDone: () => void = () => undefined
  const done = new Promise<void>((resolve) => (resolveDone = resolve))
  let isArmed = true
  void page.route('**/devnet/rpc', async (route) => {
    const body = (route.request().postData() ?? '').toLowerCase()
    if (!isArmed || !body.includes(HOLDER_SELECTOR.slice(2)) || !body.includes(nameHex)) return route.fallback()
    isArmed = false
    const response = await route.fetch()
    await devnet.mintName(rival, name)
    await route.fulfill({ response })
    resolveDone()
  })
  return done
}

/** The value of a localStorage key in the page. */
export const storedValue = (page: Page, key: string) =>
  page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key)
