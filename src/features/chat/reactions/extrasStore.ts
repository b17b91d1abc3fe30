import { useCallback, useSyncExternalStore } from 'react'
import type { ChannelName } from '../../../config'
import { CHANNELS_HAVE_EXTRAS } from '../../../config/channelFeatures'
import { defaultPollTiming, PollScheduler } from '../../../services/chain/blockWatch/pollScheduler'
import { watchReaderInput } from '../../../services/chain/blockWatch/readerInput'
import { loadChatServices } from '../../../services/chat/loadChatServices'
import type { MessageExtras } from '../../../services/chat/types'
import { logger } from '../../../services/logger'
import { isPageVisible, watchPageVisibility } from '../useClock'

/**
 * How often the extras of the messages on screen are read again while the reader is active (ms): reactions and edits
 * by others show within this. All subscribed messages are read together: one index request per list shown. An idle
 * reader's refreshes back off like the feed's count poll (to one per 30 s), and a hidden tab refreshes nothing.
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
/** Stops the refresh's schedule and its input and visibility watches; null while no message is subscribed. */
let stopRefresher: (() => void) | null = null

/** The store's key of a message: channel, thread (main message of a reply, '' for a main message) and index. */
export const extrasKey = (channel: ChannelName, parentIndex: number | null, index: number): string =>
  `${channel}:${parentIndex ?? ''}:${index}`

function parseKey(key: string): [ChannelName, number | null, number] {
  const [channel, parent, index] = key.split(':')
  return [channel as ChannelName, parent ? Number(parent) : null, Number(index)]
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
      try {
        const chat = await loadChatServices()
        // A test double of the services may lack the read: no extras then, as on a reference contract.
        if (typeof chat.readMessageExtras === 'function') {
          read = await chat.readMessageExtras(channel, parentIndex, indexes, { fromChain, indexOnly })
        }
      } catch (error) {
        logger.warn('Reactions and edits unavailable', error)
      }
      // A message the index has not caught up with stays as it is until the next refresh.
      for (const [index, extras] of read) settle(extrasKey(channel, parentIndex, index), extras)
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

/** Reads every shown message's extras again, through the index only; resolves once read. */
function refreshAll(): Promise<unknown> {
  const reads: Promise<void>[] = []
  for (const [key, entry] of entries)
    if (entry.isSupported && entry.listeners.size > 0) reads.push(load(key, { indexOnly: true }))
  return Promise.all(reads)
}

/**
 * Starts the refresh on the feed's adaptive schedule (PollScheduler, on a timer: no chain heads, since the index is
 * what it reads): every EXTRAS_REFRESH_MS while the reader is active, backing off while idle, nothing while hidden.
 */
function startRefresher(): () => void {
  const scheduler = new PollScheduler({
    poll: refreshAll,
    timing: defaultPollTiming(EXTRAS_REFRESH_MS),
  })
  // Reactions are not the newest messages: a reader without input counts as idle wherever the feed is scrolled.
  scheduler.setAtNewest(false)
  const onVisibility = () => scheduler.setVisible(isPageVisible())
  onVisibility()
  const stopVisibility = watchPageVisibility(onVisibility)
  const stopInput = watchReaderInput(() => scheduler.noteInput())
  scheduler.start()
  return () => {
    stopVisibility()
    stopInput()
    scheduler.stop()
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
 * A message's reactions and body versions (issue #38) for the screen, kept fresh while shown (EXTRAS_REFRESH_MS);
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
