import type { CallBatcher } from '../chain/rpc/callBatcher'
import { IndexResponseError } from '../index/errors'
import { indexGet } from '../index/indexClient'
import { readContract } from '../chain/rpc/readContract'
import { CHAT_CHANNEL_ABI } from './chatAbi'
import type { MessageExtras } from './types'

/*
 * Reads of a message's reactions and body versions (issue #38; devnet/README.md "Chat channel additions"). Two calls
 * per message through the Multicall3 batcher, so a page's messages asking at once cost one eth_call.
 */

/** A message of a channel: a main message (`parentIndex` null) or reply `index` of main message `parentIndex`. */
export interface MessageTarget {
  channelAddress: string
  parentIndex: number | null
  index: number
}

/**
 * Who reacted with each emoji (lists by emoji index, lower-case addresses) and every body URL, oldest first; null
 * when the channel lacks these functions (the deployed reference contracts) or the message does not exist.
 */
export async function readMessageExtras(
  batcher: CallBatcher,
  { channelAddress, parentIndex, index }: MessageTarget,
): Promise<MessageExtras | null> {
  const abi = CHAT_CHANNEL_ABI
  const main = BigInt(parentIndex ?? index)
  const reply = BigInt(index)
  try {
    const [reactions, versions] = await Promise.all([
      parentIndex === null
        ? readContract(batcher, channelAddress, abi, 'getMessageReactions', [main])
        : readContract(batcher, channelAddress, abi, 'getReplyReactions', [main, reply]),
      parentIndex === null
        ? readContract(batcher, channelAddress, abi, 'getMessageVersions', [main])
        : readContract(batcher, channelAddress, abi, 'getReplyVersions', [main, reply]),
    ])
    return {
      reactions: [...reactions].map((users) => [...users].map((user) => String(user).toLowerCase())),
      versions: [...versions].map(String),
    }
  } catch {
    return null
  }
}

/** The fixed reaction set's size (ChatChannel.REACTION_KINDS). */
const REACTION_KINDS = 6

/** Reads one field of an index answer, or throws naming it: the app never trusts a shape it did not check. */
function field<T>(value: unknown, check: (v: unknown) => v is T, what: string): T {
  if (!check(value)) throw new IndexResponseError(`index answer: ${what} is missing or malformed`)
  return value
}
const isArray = (v: unknown): v is unknown[] => Array.isArray(v)
const isString = (v: unknown): v is string => typeof v === 'string'
const isIndex = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** One message of the index's channel or thread answer as MessageExtras, keyed by its index in its list. */
function extrasOfIndexed(json: unknown): [number, MessageExtras] {
  const message = field(json, isRecord, 'message')
  const isReply = message.isReply === true
  const index = field(isReply ? message.replyIndex : message.mainIndex, isIndex, 'message index')
  const reactions: string[][] = Array.from({ length: REACTION_KINDS }, () => [])
  for (const entry of field(message.reactions, isArray, 'reactions')) {
    const reaction = field(entry, isRecord, 'reaction')
    const emoji = field(reaction.emoji, isIndex, 'reaction emoji')
    if (emoji < REACTION_KINDS) reactions[emoji] = field(reaction.users, isArray, 'reaction users').map(String)
  }
  const versions = field(message.versions, isArray, 'versions').map((v) =>
    field(field(v, isRecord, 'version').url, isString, 'version url'),
  )
  return [index, { reactions, versions: versions.length > 0 ? versions : [field(message.url, isString, 'url')] }]
}

/** An index answer's `indexedBlock`: the last block whose events it holds; null before its first block. */
const indexedBlockOf = (answer: Record<string, unknown>): number | null =>
  answer.indexedBlock === null ? null : field(answer.indexedBlock, isIndex, 'indexedBlock')

/** Extras read from the index, by message index in their list, and the block the index had reached. */
export interface IndexedExtras {
  extras: Map<number, MessageExtras>
  indexedBlock: number | null
}

/**
 * The extras of messages `indexes` (all main messages, or all replies of `parentIndex`) from the event index at
 * `indexUrl`, in one request through the index client (its timeout included): a channel page or a thread page
 * spanning them. Resolves null when the index cannot answer (none configured, down, slow, a bad answer), so the
 * caller reads the chain instead. A message the index lacks (not indexed yet) is left out of the map.
 */
export async function readExtrasFromIndex(
  indexUrl: string,
  channelAddress: string,
  parentIndex: number | null,
  indexes: readonly number[],
  fetchImpl: typeof fetch = fetch,
): Promise<IndexedExtras | null> {
  if (indexes.length === 0) return null
  const low = Math.min(...indexes)
  const high = Math.max(...indexes)
  const limit = high - low + 1
  if (limit > 100) return null
  const request =
    parentIndex === null
      ? { path: `/channels/${channelAddress}/messages`, params: { includeDeleted: 'true', before: high + 1, limit } }
      : {
          path: `/channels/${channelAddress}/messages/${parentIndex}`,
          params: { includeDeleted: 'true', limit, after: low > 0 ? low - 1 : undefined },
        }
  const result = await indexGet(
    indexUrl,
    request,
    (json) => {
      const answer = field(json, isRecord, 'answer')
      const list =
        parentIndex === null ? field(answer.messages, isArray, 'messages') : field(answer.replies, isArray, 'replies')
      return { extras: new Map(list.map(extrasOfIndexed)), indexedBlock: indexedBlockOf(answer) }
    },
    { fetchImpl },
  )
  return 'data' in result ? result.data : null
}

/** Pages of changes read at most per refresh (100 messages each). */
const MAX_CHANGE_PAGES = 3

/** What changed in one list since a block: each changed message's whole extras, and the block the index reached. */
export interface ExtrasChanges {
  changes: Map<number, MessageExtras>
  /** The last block all these changes are read up to (the `since` of the next read). */
  indexedBlock: number
  /** False when more changed than MAX_CHANGE_PAGES carry: the list is better read afresh. */
  isComplete: boolean
}

/** Which changes to ask for: a list's messages `from` to `to` (indexes, inclusive) changed after block `since`. */
export interface ChangesQuery {
  parentIndex: number | null
  from: number
  to: number
  since: number
  /** A block the index should reach before it answers (it holds the answer a few seconds at most); null: at once. */
  atLeast: number | null
}

/**
 * The extras of the messages of one list (main messages, or the replies of `parentIndex`) that changed after block
 * `since`, from the index's extras route (indexer/src/api/extras.ts): small answers without bodies, paged. With
 * `atLeast` the index holds its answer until it has reached that block (a pushed head that may hold a reaction or
 * an edit). Resolves null when the index cannot answer or has indexed nothing yet.
 */
export async function readExtrasChangesFromIndex(
  indexUrl: string,
  channelAddress: string,
  { parentIndex, from, to, since, atLeast }: ChangesQuery,
  fetchImpl: typeof fetch = fetch,
): Promise<ExtrasChanges | null> {
  const changes = new Map<number, MessageExtras>()
  let indexedBlock: number | null = null
  let cursor: string | undefined
  for (let pageNumber = 0; pageNumber < MAX_CHANGE_PAGES; pageNumber += 1) {
    const params = { since, thread: parentIndex ?? undefined, from, to, atLeast: atLeast ?? undefined, cursor }
    const result = await indexGet(
      indexUrl,
      { path: `/channels/${channelAddress}/extras`, params: { ...params, limit: 100 } },
      (json) => {
        const answer = field(json, isRecord, 'answer')
        const next = answer.nextCursor === null ? null : field(answer.nextCursor, isString, 'nextCursor')
        const list = field(answer.changes, isArray, 'changes').map(extrasOfIndexed)
        return { list, next, block: indexedBlockOf(answer) }
      },
      { fetchImpl },
    )
    if (!('data' in result) || result.data.block === null) return null
    const { list, next, block } = result.data
    for (const [index, extras] of list) changes.set(index, extras)
    // Pages answered at different blocks: the earliest is the one every change is known up to.
    indexedBlock = Math.min(indexedBlock ?? block, block)
    if (next === null) return { changes, indexedBlock, isComplete: true }
    cursor = next
  }
  return indexedBlock === null ? null : { changes, indexedBlock, isComplete: false }
}
