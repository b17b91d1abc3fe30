import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react'
import { injectApi } from './store'
import { setupChainListeners } from './chainListeners'
import type { AppError } from '../services/errors'
import { READ_FAILED_MESSAGE } from '../services/errors/messages'
import type { ChainServices } from '../services/chain/loadChainServices'
import { loadChainServices } from '../services/chain/loadChainServices'
import { yieldToBrowser } from '../lib/yieldToBrowser'
import { logger } from '../services/logger'

/** Tags of chain data; writes invalidate the tags they change once their receipt arrives. */
export const CHAIN_TAGS = [
  'Username',
  'DomainHolder',
  'DomainData',
  'Points',
  'TokenBalance',
  'NativeBalance',
  'MintPrice',
  'ChatPage',
  'ChatPrice',
  'Allowance',
  'SwapQuote',
  'Stake',
  'Airdrop',
] as const

/** A cache tag of chain data, e.g. `{ type: 'Username', id: '0xabc…' }` (ids: lib/tagId.ts). */
export interface ChainTag {
  type: (typeof CHAIN_TAGS)[number]
  id?: string
}

/**
 * The one RTK Query API for chain data (architecture.md). Endpoints are injected per feature; every `queryFn` goes
 * through `chainQuery`, which loads the chain code on demand and never throws.
 */
export const chainApi = createApi({
  reducerPath: 'chainApi',
  baseQuery: fakeBaseQuery<AppError>(),
  tagTypes: CHAIN_TAGS,
  keepUnusedDataFor: 300,
  // Reads heal by themselves (issue #19): refetched when the browser or the chain's RPC is back, and on a return to
  // the tab after a while (both through RTK's reconnect action: see chainListeners.ts).
  refetchOnReconnect: true,
  endpoints: () => ({}),
})
// Refetch on focus, on reconnect, and when the chain is reachable again after an outage (issue #19).
injectApi(chainApi, setupChainListeners)

const CHUNK_LOAD_FAILED: AppError = { message: 'Could not load the app code. Check your connection and reload.' }

/** Loaders that have delivered their module once (its chunk is evaluated). */
const loadedModules = new WeakSet<() => Promise<unknown>>()

/**
 * Runs `run` with a module loaded on demand (a feature's own chain code, kept out of the first page); resolves
 * `{ data }` or `{ error }` (an AppError with the user-facing message of spec §8), never rejects. A module that fails
 * to load gives a reload hint; an error no table explains gives `fallback` (transactions carry their own message).
 */
export async function withModule<M, T>(
  load: () => Promise<M>,
  run: (module: M) => Promise<T>,
  fallback = READ_FAILED_MESSAGE,
): Promise<{ data: T } | { error: AppError }> {
  let module: M
  const isLoaded = loadedModules.has(load)
  try {
    module = await load()
  } catch {
    return { error: CHUNK_LOAD_FAILED }
  }
  if (!isLoaded) {
    // The chunk has just been evaluated in this task: give the browser a turn before the query's own work, so the
    // two do not add up to one long task.
    loadedModules.add(load)
    await yieldToBrowser()
  }
  try {
    return { data: await run(module) }
  } catch (error) {
    const { toAppError, TxFailedError } = await loadChainServices()
    // Spec §8: failed reads are logged; a failed transaction was already reported by the tx runner.
    if (!(error instanceof TxFailedError)) logger.warn('Chain request failed', error)
    return { error: toAppError(error, fallback) }
  }
}

/** `withModule` with the core chain services (names, balances, points, mint, username). */
export const chainQuery = <T>(run: (chain: ChainServices) => Promise<T>) => withModule(loadChainServices, run)
