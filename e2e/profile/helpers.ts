import type { Locator, Page } from '@playwright/test'
import { CHAT_PRICE } from '../../devnet/constants'
import type { ChannelName } from '../../src/config'
import { sendPost } from '../../src/services/chat/chatWrites'
import { uploadToStorage } from '../../src/services/chat/upload'
import { devnetUploadSigning } from '../chat/chatDevnet'
import type { DevnetHelpers, WalletAccount } from '../fixtures'
import { readStack } from '../support/stackEnv'

/** A fresh user with a name, chat tokens and points, set up on chain (no UI). */
export async function namedUser(
  devnet: DevnetHelpers,
  { tokens = 250, points = 7 }: { tokens?: number; points?: number } = {},
) {
  const account = await devnet.createAccount()
  const { name, fullName } = await devnet.mintName(account, devnet.uniqueName())
  await devnet.giveChatTokens(account.address, tokens)
  if (points > 0) await devnet.addActivityPoints(account.address, points)
  // Back to a round balance after paying for the name and gas, so the profile shows a known figure.
  await devnet.setBalance(account.address, 100)
  return { account, name, fullName }
}

/** Gives the test's own account a name (and tokens), for journeys where the visitor is a named user. */
export async function nameAccount(devnet: DevnetHelpers, account: WalletAccount, tokens = 0) {
  const minted = await devnet.mintName(account, devnet.uniqueName())
  if (tokens > 0) await devnet.giveChatTokens(account.address, tokens)
  return minted
}

/** The profile page's header card (picture, name, address, actions). */
export const profileHeader = (page: Page): Locator => page.getByTestId('profile-header')

/** The profile page link of a name or address, as the app builds it. */
export const profilePath = (id: string) => `/profile/?id=${encodeURIComponent(id)}`

/** `address` with the case of its first hex letter flipped: same address, wrong EIP-55 checksum. */
export function withBadChecksum(address: string): string {
  const index = address.slice(2).search(/[a-fA-F]/) + 2
  const letter = address[index] ?? ''
  const flipped = letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()
  return address.slice(0, index) + flipped + address.slice(index + 1)
}

const CHANNEL_KEYS: Record<ChannelName, 'general' | 'memesImages' | 'shill'> = {
  general: 'general',
  'memes-images': 'memesImages',
  shill: 'shill',
}

/**
 * Posts `text` in `channel` the way the app does, from Node (set-up, not under test): the body is uploaded through
 * the upload endpoint with the account's signature, then createMessage pays the price. The account must hold a name.
 */
export async function postIn(
  devnet: DevnetHelpers,
  account: WalletAccount,
  channel: ChannelName,
  text: string,
): Promise<void> {
  const signer = devnet.signer(account)
  const data = new TextEncoder().encode(JSON.stringify({ author: account.address, text, timestamp: Date.now() }))
  const uploadUrl = devnet.proxies['/devnet/upload'] ?? `${readStack().appUrl}/devnet/upload`
  const url = await uploadToStorage({
    uploadUrl,
    signer,
    data,
    contentType: 'application/json',
    ...devnetUploadSigning(),
  })
  const channelAddress = devnet.addresses.chatChannels[CHANNEL_KEYS[channel]]
  await (await sendPost(signer, { channelAddress, parentIndex: null }, url, String(CHAT_PRICE))).wait()
}
