import { expect, type Locator, type Page } from '@playwright/test'
import { DEVNET_CHAIN_ID } from '../../devnet/accounts'
import { CHAT_PRICE } from '../../devnet/constants'
import { sendDelete, sendPost } from '../../src/services/chat/chatWrites'
import { uploadToStorage } from '../../src/services/chat/upload'
import type { DevnetHelpers, WalletAccount } from '../fixtures'
import { readStack } from '../support/stackEnv'

/**
 * What an upload signed from Node names (issue #35): the devnet chain and the app's host, as the site signs them (the
 * devnet endpoint accepts any site when no Origin is sent).
 */
export const devnetUploadSigning = () => ({ chainId: DEVNET_CHAIN_ID, domain: new URL(readStack().appUrl).host })

/** The upload endpoint as seen from Node: the stack's service, else the app's same-origin proxy path. */
function uploadUrl(devnet: DevnetHelpers): string {
  return devnet.proxies['/devnet/upload'] ?? `${readStack().appUrl}/devnet/upload`
}

export interface PostedMessage {
  /** Index in the channel (main messages) or in the parent's replies. */
  index: number
  url: string
  text: string
}

/**
 * Posts in General the way the app does, from Node (test set-up, not under test): the account signs the body's
 * upload, the upload endpoint stores it on arlocal, then createMessage / createReply pays the price. The account must
 * hold a name. The index is the count before the transaction's block plus the posts (or replies to the same message)
 * earlier in that block: anvil's automine takes every transaction ready when it mines, so with several workers posting
 * at once one block can hold two posts, and the count at the block would name the later one.
 */
export async function postAs(
  devnet: DevnetHelpers,
  account: WalletAccount,
  text: string,
  parentIndex: number | null = null,
): Promise<PostedMessage> {
  const signer = devnet.signer(account)
  const data = new TextEncoder().encode(JSON.stringify({ author: account.address, text, timestamp: Date.now() }))
  const url = await uploadToStorage({
    uploadUrl: uploadUrl(devnet),
    signer,
    data,
    contentType: 'application/json',
    ...devnetUploadSigning(),
  })
  const channelAddress = devnet.addresses.chatChannels.general
  const receipt = await (await sendPost(signer, { channelAddress, parentIndex }, url, String(CHAT_PRICE))).wait()
  if (!receipt) throw new Error('The post was not mined')
  const channel = devnet.contracts.chatChannels.general
  const blockTag = receipt.blockNumber - 1
  const countBefore: bigint =
    parentIndex === null
      ? await channel.getFunction('getMainMessageCount')({ blockTag })
      : await channel.getFunction('getReplyCount')(parentIndex, { blockTag })
  const filter =
    parentIndex === null
      ? channel.getEvent('MessagePosted')()
      : channel.getEvent('MessageReplied')(null, null, parentIndex)
  const sameBlock = await channel.queryFilter(filter, receipt.blockNumber, receipt.blockNumber)
  const earlier = sameBlock.filter((log) => log.transactionIndex < receipt.index).length
  return { index: Number(countBefore) + earlier, url, text }
}

/** Deletes a main message of General as `account` (its author or a mod). */
export async function deleteAs(devnet: DevnetHelpers, account: WalletAccount, index: number): Promise<void> {
  const channelAddress = devnet.addresses.chatChannels.general
  await (await sendDelete(devnet.signer(account), { channelAddress, parentIndex: null }, index)).wait()
}

/** A fresh account holding a fresh name → the account and its full name. */
export async function nameHolder(
  devnet: DevnetHelpers,
  account?: WalletAccount,
): Promise<{ account: WalletAccount; fullName: string }> {
  const holder = account ?? (await devnet.createAccount())
  const { fullName } = await devnet.mintName(holder, devnet.uniqueName())
  return { account: holder, fullName }
}

/** The message in the feed whose text contains `text`. */
export const messageWith = (page: Page, text: string): Locator =>
  page.getByTestId('chat-message').filter({ hasText: text })

/**
 * Waits until a message is in the feed, pressing 'Load more' while it is older than the loaded pages (other tests post
 * in General at the same time). Given as posted (`postAs`, with its index), it is looked for below the oldest message
 * shown only: one already on the loaded pages may be out of the DOM for a moment (the virtual list taking over, a
 * render still to come) and must not send the reader down the feed, above which the virtual list would leave it
 * unrendered. Given as text only, a message missing from the DOM counts as older.
 */
export async function expectMessageInFeed(
  page: Page,
  posted: string | Pick<PostedMessage, 'text' | 'index'>,
): Promise<Locator> {
  const text = typeof posted === 'string' ? posted : posted.text
  const message = messageWith(page, text)
  const all = page.getByTestId('chat-message')
  await expect(all.first()).toBeVisible()
  // The oldest message shown, not how many: a virtual list keeps about as many in the DOM after a page as before it.
  const oldest = () =>
    all.evaluateAll((items) => Math.min(...items.map((item) => Number(item.getAttribute('data-index') ?? Infinity))))
  const oldestShown = async () => {
    let shown = Infinity
    await expect.poll(async () => (shown = await oldest())).toBeLessThan(Infinity)
    return shown
  }
  const isOlderThanShown = async () =>
    typeof posted === 'string' ? (await message.count()) === 0 : (await oldestShown()) > posted.index
  for (let attempt = 0; attempt < 3 && (await isOlderThanShown()); attempt++) {
    const loadMore = page.getByTestId('load-more')
    if ((await loadMore.count()) === 0) break
    const before = await oldest()
    await loadMore.click()
    await expect.poll(async () => (await message.count()) > 0 || (await oldest()) < before).toBe(true)
  }
  await expect(message).toBeVisible()
  return message
}
