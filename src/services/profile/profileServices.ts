import { getAddress } from 'ethers'
import type { UploadContentType } from '../../../server/upload/protocol'
import { config } from '../../config'
import { toFullDomainName } from '../../lib/domainNames'
import { getChainReader } from '../chain/readProvider'
import * as reads from '../chain/reads'
import { UploadError, uploadToStorage } from '../chat/upload'
import type { AppError } from '../errors'
import { isUserRejection, toAppError } from '../errors'
import { runTransaction } from '../tx/runTransaction'
import { getSigner } from '../wallet/signer'
import { sendDomainDataPatch } from './profileWrites'
import type { RecentPosts } from './recentPosts'
import { readRecentPostsBy } from './recentPosts'

/**
 * The profile screens' chain code, loaded on demand (it carries ethers): address checksums, name lookups, recent
 * posts, the picture upload and write, bound to the configured chain and its shared multicall reader.
 */
const reader = () => getChainReader(config)

export const PICTURE_CHANGED_MESSAGE = 'Your profile picture has been changed!'

/** EIP-55 checksum of an address; throws on a mixed-case address whose checksum does not match (spec §5). */
export const toChecksumAddress = (address: string): string => getAddress(address)

/** The holder of a name (without the tld), or null when nobody holds it. */
export const readDomainHolder = (domainName: string) => reads.readDomainHolder(reader(), config, domainName)

/** The address's main name with the tld ('alice.demo'), or '' when it has none. */
export async function readMainName(address: string): Promise<string> {
  const name = await reads.readDefaultName(reader(), config, address)
  return name ? toFullDomainName(name, config.tldName) : ''
}

/** Writes `image` into the name's data, keeping the other keys; resolves once the receipt confirms it. */
export const saveProfileImage = (domainName: string, image: string) =>
  runTransaction((signer) => sendDomainDataPatch(signer, reader(), config, domainName, { image }), {
    successMessage: PICTURE_CHANGED_MESSAGE,
    receiptProvider: reader().provider,
  })

/** Newest main messages searched per channel for a user's recent posts, and how many posts a profile shows. */
export const RECENT_POSTS_WINDOW = 50
export const RECENT_POSTS_LIMIT = 5

/** The user's newest posts across the channels, within the last RECENT_POSTS_WINDOW messages of each. */
export async function readRecentPosts(author: string): Promise<RecentPosts> {
  const options = { window: RECENT_POSTS_WINDOW, limit: RECENT_POSTS_LIMIT }
  return { posts: await readRecentPostsBy(reader().batcher, config.chatChannels, author, options), window: RECENT_POSTS_WINDOW }
}

/**
 * Stores a picture through the site's upload endpoint (the wallet signs the upload first; the endpoint requires a
 * name); resolves its `ar://<id>` reference. Rejects with the wallet's rejection or the endpoint's UploadError.
 */
export async function uploadPicture(data: Uint8Array, contentType: UploadContentType): Promise<string> {
  return uploadToStorage({ uploadUrl: config.uploadUrl, signer: await getSigner(), data, contentType })
}

/** What an upload failure means for the user: the endpoint's own message, or a rejected signature. */
export function toUploadError(error: unknown): AppError {
  if (error instanceof UploadError) return { message: error.message, code: error.code }
  if (isUserRejection(error)) return { ...toAppError(error), message: 'You rejected the signature: nothing was uploaded.' }
  return toAppError(error, 'The upload failed. Please try again.')
}
