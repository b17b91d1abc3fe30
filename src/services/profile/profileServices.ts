import { getAddress } from 'ethers'
import type { UploadContentType } from '../../../protocol/upload'
import { config } from '../../config'
import { toFullDomainName } from '../../lib/domainNames'
import { getLightReader } from '../chain/lightReader'
import * as reads from '../chain/reads'
import { UploadError } from '../chat/uploadError'
import type { AppError } from '../errors'
import { isUserRejection, toAppError } from '../errors'
import type { TxSummary } from '../tx/runTransaction'
import type { RecentPosts } from './recentPosts'
import { readRecentPostsBy } from './recentPosts'

/**
 * The profile screens' chain code, loaded on demand: address checksums, name lookups and recent posts on the light
 * read path (the shared Multicall3 batcher, no ethers provider or `Contract`), and the picture upload and write,
 * whose heavy chunk loads on the first of them.
 */
const reader = () => getLightReader(config)

const loadProfileWrites = () => import(/* webpackChunkName: "profile-writes" */ './profileWriteServices')

/** EIP-55 checksum of an address; throws on a mixed-case address whose checksum does not match (spec §5). */
export const toChecksumAddress = (address: string): string => getAddress(address)

/** The holder of a name (without the tld), or null when nobody holds it. */
export const readDomainHolder = (domainName: string) => reads.readDomainHolder(reader(), config, domainName)

/** The address's main name with the tld ('alice.demo'), or '' when it has none. */
export async function readMainName(address: string): Promise<string> {
  const name = await reads.readDefaultName(reader(), config, address)
  return name ? toFullDomainName(name, config.tldName) : ''
}

/** Newest main messages searched per channel for a user's recent posts, and how many posts a profile shows. */
export const RECENT_POSTS_WINDOW = 50
export const RECENT_POSTS_LIMIT = 5

/** The user's newest posts across the channels, within the last RECENT_POSTS_WINDOW messages of each. */
export async function readRecentPosts(author: string): Promise<RecentPosts> {
  const options = { window: RECENT_POSTS_WINDOW, limit: RECENT_POSTS_LIMIT }
  return {
    posts: await readRecentPostsBy(reader().batcher, config.chatChannels, author, options),
    window: RECENT_POSTS_WINDOW,
  }
}

/** Writes `image` into the name's data, keeping the other keys (see profileWriteServices); resolves once confirmed. */
export const saveProfileImage = async (domainName: string, image: string): Promise<TxSummary> =>
  (await loadProfileWrites()).saveProfileImage(domainName, image)

/** Stores a picture through the site's upload endpoint (see profileWriteServices); resolves its `ar://<id>`. */
export const uploadPicture = async (data: Uint8Array, contentType: UploadContentType): Promise<string> =>
  (await loadProfileWrites()).uploadPicture(data, contentType)

/** What an upload failure means for the user: the endpoint's own message, or a rejected signature. */
export function toUploadError(error: unknown): AppError {
  if (error instanceof UploadError) return { message: error.message, code: error.code }
  if (isUserRejection(error))
    return { ...toAppError(error), message: 'You rejected the signature: nothing was uploaded.' }
  return toAppError(error, 'The upload failed. Please try again.')
}
