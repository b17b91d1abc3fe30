import type { BrowserContext } from '@playwright/test'
import { getAddress, type Contract } from 'ethers'
import { CHAT_PRICE, MOD_MIN_BALANCE } from '../../devnet/constants'
import { deployContract } from '../../devnet/contractHelpers'
import type { DevnetHelpers } from '../fixtures'

/**
 * Deploys a ReferenceChatChannel (devnet/contracts: the surface of the channels deployed on Base Sepolia, without
 * issue #38's session functions) with the devnet's mod token and post price, from a fresh account that stays its
 * owner. Nothing the other tests use changes: the devnet's own channels and their state stay as they are.
 */
export async function deployReferenceChannel(devnet: DevnetHelpers): Promise<Contract> {
  const owner = await devnet.createAccount()
  return deployContract(
    'ReferenceChatChannel',
    [devnet.addresses.modToken, MOD_MIN_BALANCE, CHAT_PRICE],
    devnet.signer(owner),
  )
}

/**
 * Makes the app of `context` find the channel it knows at `from` at `to` instead, as a build whose profile lists that
 * contract would: every script of the bundle is served with the address replaced (the config inlines
 * devnet-addresses.json), for this browser context only. The service worker must stay blocked in that context
 * (`serviceWorkers: 'block'`, the suite's default): it checks its precached scripts against their build-time
 * integrity.
 */
export async function routeChannelAddress(context: BrowserContext, from: string, to: string): Promise<void> {
  const pattern = new RegExp(getAddress(from), 'gi')
  const replacement = getAddress(to)
  await context.route(/\.js(\?.*)?$/, async (route) => {
    try {
      const response = await route.fetch()
      const body = await response.text()
      await route.fulfill({ response, body: body.replace(pattern, replacement) })
    } catch {
      // The page or context went away while the script was on its way (a busy CI run once failed the test with
      // "Response has been disposed" as its context closed): there is no one to serve. Any other failure leaves the
      // script unloaded, which the test's own checks show.
      await route.abort().catch(() => undefined)
    }
  })
}
