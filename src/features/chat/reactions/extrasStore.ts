import { useCallback, useSyncExternalStore } from 'react'
import type { ChannelName } from '../../../config'
import { CHANNELS_HAVE_EXTRAS } from '../../../config/channelFeatures'
import type { HeadSource } from '../../../services/chain/blockWatch/newHeads'
import { defaultPollTiming, PollScheduler } from '../../../services/chain/blockWatch/pollScheduler'
import { watchReaderInput } from '../../../services/chain/blockWatch/readerInput'
import { loadChatServices } from '../../../services/chat/loadChatServices'
import type { MessageExtras } from '../../../services/chat/types'
import { logger } from '../../../services/logger'
import { isPageVisible, watchPageVisibility } from '../useClock'
import { chatExtrasHeadFilter, extrasHeadSource, type ExtrasHeadFilter } from './extrasHeads'

/**
 * How often the extras on screen are read again while no pushed heads tell when the chain moved (no WebSocket RPC,
 * or its socket is down; ms): an active reader's pace, backing off like the feed's count poll (to one per 30 s)
 * while idle. With pushed heads there is no timer: a refresh follows each head that may hold a reaction or an edit
 * (extrasHeads.ts). A hidden tab refreshes nothing either way.
 */
export const EXTRAS_REFRESH_MS = 4_000

/** How long reads are gathered before they go (ms): a page's messages mount within it. */
const EXTRAS_BATCH_MS = 30

interface Entry {
  /** undefined until the first read settles; null when the channel has no reactions or edits (or the read failed). */
  extras: MessageExtras | null | undefined
  listeners: Set<() => void>
  isSupported: boolean
}

const entries = new Map<string, Entry>()
/**
 * Per list shown (`channel:parent`), the block up to which the index's changes are known for all its messages: a
 * refresh asks only for what changed after it. Null until one index answer covered every message of the list.
 */
const sinceOf = new Map<string, number | null>()
/** Stops the refresh's schedule and its input and visibility watches; null while no message is subscribed. */
let stopRefresher: (() => void) | null = null
/** The running refresh's head filter: which pushed heads may hold reactions or edits. */
let headFilter: ExtrasHeadFilter | null = null

/** The store's key of a message: channel, thread (main message of a reply, '' for a main message) and index. */
export const extrasKey = (channel: ChannelName, parentIndex: number | null, index: number): string =>
  `${channel}:${parentIndex ?? ''}:${index}`

function parseKey(key: string): [ChannelName, number | null, number] {
  const [channel, parent, index] = key.split(':')
  return [channel as ChannelName, parent ? Number(parent) : null, Number(index)]
}

/** A key's list: `channel:parent` ('' for main messages). */
const listOf = (key: string): string => key.slice(0, key.lastIndexOf(':'))

/** Message indexes of a list's shown messages (subscribed, in a channel with extras). */
function shownIndexes(list: string): number[] {
  const indexes: number[] = []
  for (const [key, entry] of entries)
    if (listOf(key) === list && entry.isSupported && entry.listeners.size > 0) indexes.push(parseKey(key)[2])
  return indexes
}

/**
 * Notes an index answer at `block` for `indexes` of `list`: the list's `since` moves back to it if earlier, and is
 * set by an answer that covered every shown message of the list (before that, some came from the chain at an
 * unknown block).
 */
function noteIndexedAt(list: string, indexes: readonly number[], block: number): void {
  const since = sinceOf.get(list) ?? null
  if (since !== null) sinceOf.set(list, Math.min(since, block))
  else if (shownIndexes(list).every((index) => indexes.includes(index))) sinceOf.set(list, block)
}

/** Keys waiting for the next read, and whether that read must skip the index. */
const queued = new Set<string>()
let queuedFromChain = false
/** Only periodic refreshes are queued: they read through the index or not at all (no RPC while nothing happens). */
let queuedIndexOnly = true
let flushTimer: ReturnType<typeof setTimeout> | null = null
let waiting: (() => void)[] = []

/** Stores one message's new extras and tells its subscribers when they changed. */
function settle(key: string, extras: MessageExtras | null): void {
  const entry = entries.get(key)
  if (!entry) return
  if (extras === null) entry.isSupported = false
  if (JSON.stringify(extras) === JSON.stringify(entry.extras)) return
  entry.extras = extras
  entry.listeners.forEach((listener) => listener())
}

/** Reads every queued key: one read per list (a channel's main messages, or one thread's replies). */
async function flush(): Promise<void> {
  flushTimer = null
  const keys = [...queued]
  const fromChain = queuedFromChain
  const indexOnly = queuedIndexOnly
  const done = waiting
  queued.clear()
  queuedFromChain = false
  queuedIndexOnly = true
  waiting = []
  const lists = new Map<string, number[]>()
  for (const key of keys) {
    const [channel, parent, index] = parseKey(key)
    const list = `${channel}:${parent ?? ''}`
    lists.set(list, [...(lists.get(list) ?? []), index])
  }
  await Promise.all(
    [...lists].map(async ([list, indexes]) => {
      const [channel, parentIndex] = parseKey(`${list}:0`)
      let read = new Map<number, MessageExtras | null>()
      let indexedBlock: number | null = null
      try {
        const chat = await loadChatServices()
        // A test double of the services may lack the read: no extras then, as on a reference contract.
        if (typeof chat.readMessageExtras === 'function') {
          ;({ extras: read, indexedBlock } = await chat.readMessageExtras(channel, parentIndex, indexes, {
            fromChain,
            indexOnly,
          }))
        }
      } catch (error) {
        logger.warn('Reactions and edits unavailable', error)
      }
      // A message the index has not caught up with (on a refresh) stays as it is until the next one.
      for (const [index, extras] of read) settle(extrasKey(channel, parentIndex, index), extras)
      if (indexedBlock === null) return
      noteIndexedAt(list, indexes, indexedBlock)
      // A message shown after a head that may hold its reaction, read before the index reached that head: its
      // changes are read once the index has (a refresh's own reads are retried on the next head instead).
      const wanted = headFilter?.wantedBlock() ?? null
      if (!indexOnly && wanted !== null && indexedBlock < wanted) void refreshList(list, wanted).catch(() => undefined)
    }),
  )
  done.forEach((resolve) => resolve())
}

/**
 * Queues a read of `key`; the messages rendered together are read together a moment later (one request). Resolves
 * once read.
 */
function load(key: string, { fromChain = false, indexOnly = false } = {}): Promise<void> {
  queued.add(key)
  queuedFromChain ||= fromChain
  queuedIndexOnly &&= indexOnly
  flushTimer ??= setTimeout(() => void flush(), EXTRAS_BATCH_MS)
  return new Promise((resolve) => waiting.push(resolve))
}

/**
 * Brings one list's shown extras up to date through the index only (no RPC while nothing happens, issue #41): the
 * changes after the list's `since` (one small request, no bodies), or, before the list has one, a read of its shown
 * messages. `atLeast` is the newest head that may hold a reaction or an edit: the index is asked to reach it first.
 * Rejects when the index answered without reaching it, so the next head reads again.
 */
async function refreshList(list: string, atLeast: number | null): Promise<void> {
  const indexes = shownIndexes(list)
  if (indexes.length === 0) return
  // An index that answers without having reached the head is asked again on the next one; one that does not
  // answer at all is not (no request per block to a server that is down).
  const isBehind = (block: number | null) => atLeast !== null && block !== null && block < atLeast
  const since = sinceOf.get(list) ?? null
  if (since === null) {
    await Promise.all(indexes.map((index) => load(`${list}:${index}`, { indexOnly: true })))
    if (isBehind(sinceOf.get(list) ?? null)) throw new Error('The index has not reached the head yet')
    return
  }
  const [channel, parentIndex] = parseKey(`${list}:0`)
  const chat = await loadChatServices()
  // A test double of the services may lack the read: nothing to refresh then.
  if (typeof chat.readExtrasChanges !== 'function') return
  const answer = await chat.readExtrasChanges(channel, {
    parentIndex,
    from: Math.min(...indexes),
    to: Math.max(...indexes),
    since,
    atLeast,
  })
  // The index is down: nothing is read (the chain only on the viewer's own acts); the next head tries again.
  if (answer === null) return
  for (const [index, extras] of answer.changes) settle(extrasKey(channel, parentIndex, index), extras)
  // An earlier block than asked about (a reorganisation, another API instance) or a long list of changes: the
  // shown messages are read afresh next time.
  const wentBack = answer.indexedBlock < since
  sinceOf.set(list, wentBack || !answer.isComplete ? null : answer.indexedBlock)
  if (isBehind(answer.indexedBlock)) throw new Error('The index has not reached the head yet')
}

/** Refreshes every list shown (refreshList), together; rejects when one of them could not catch up. */
async function refreshAll(): Promise<void> {
  const lists = new Set<string>()
  for (const [key, entry] of entries) if (entry.isSupported && entry.listeners.size > 0) lists.add(listOf(key))
  const atLeast = headFilter?.wantedBlock() ?? null
  const outcomes = await Promise.allSettled([...lists].map((list) => refreshList(list, atLeast)))
  const failed = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failed) throw failed.reason
}

/**
 * Starts the refresh (issue #38 "follow pushed heads"): with the page's pushed heads, one refresh per head whose logs
 * bloom may hold a reaction or an edit in a chat channel (or after skipped heads), at once whether the reader is
 * active or idle, and none at all while the chain has no such event; without pushed heads (none configured, or the
 * socket down), on the feed's adaptive timer (EXTRAS_REFRESH_MS while active, backing off while idle). Nothing while
 * the tab is hidden.
 */
function startRefresher(): () => void {
  const filter = chatExtrasHeadFilter()
  headFilter = filter
  const source = extrasHeadSource()
  // Reads follow live heads, not the clock: the reader counts as never idle then; without them, as idle unless active.
  const heads: HeadSource | undefined = source && {
    subscribe: (onHead, onLive) =>
      source.subscribe(onHead, (isLive) => {
        created.setAtNewest(isLive)
        onLive(isLive)
      }),
  }
  const created = new PollScheduler({
    poll: refreshAll,
    timing: defaultPollTiming(EXTRAS_REFRESH_MS),
    heads,
    isRelevantHead: (head) => filter.isRelevant(head),
  })
  created.setAtNewest(false)
  const onVisibility = () => created.setVisible(isPageVisible())
  onVisibility()
  const stopVisibility = watchPageVisibility(onVisibility)
  const stopInput = watchReaderInput(() => created.noteInput())
  created.start()
  return () => {
    stopVisibility()
    stopInput()
    created.stop()
    headFilter = null
  }
}

function subscribe(key: string, listener: () => void): () => void {
  let entry = entries.get(key)
  if (!entry) {
    entry = { extras: undefined, listeners: new Set(), isSupported: true }
    entries.set(key, entry)
    void load(key)
  }
  entry.listeners.add(listener)
  stopRefresher ??= startRefresher()
  return () => {
    entry.listeners.delete(listener)
    if (entry.listeners.size === 0) entries.delete(key)
    const list = listOf(key)
    if (![...entries.keys()].some((other) => listOf(other) === list)) sinceOf.delete(list)
    if (entries.size === 0 && stopRefresher !== null) {
      stopRefresher()
      stopRefresher = null
    }
  }
}

/**
 * Reads a message's extras again now, from the chain (after the viewer's own reaction or edit is confirmed: the
 * index may not have it yet).
 */
export const refreshExtras = (key: string): Promise<void> => load(key, { fromChain: true })

const unsubscribed = () => undefined

/**
 * A message's reactions and body versions (issue #38) for the screen, kept fresh while shown (startRefresher);
 * null while loading and where the channels have none (CHANNELS_HAVE_EXTRAS). Nothing is read until `isWanted`: the
 * feed asks once the message's body is in, so these reads never compete with the first screen's page and bodies
 * (issue #41).
 */
export function useMessageExtras(
  channel: ChannelName,
  parentIndex: number | null,
  index: number,
  isWanted = true,
): MessageExtras | null {
  const key = extrasKey(channel, parentIndex, index)
  const onSubscribe = useCallback(
    (listener: () => void) => (isWanted && CHANNELS_HAVE_EXTRAS ? subscribe(key, listener) : unsubscribed),
    [key, isWanted],
  )
  const get = useCallback(() => entries.get(key)?.extras ?? null, [key])
  return useSyncExternalStore(onSubscribe, get, get)
}
