import { CHUNK_RELOAD_GUARD_MS } from '../../config/constants'

const GUARD_KEY_PREFIX = 'chunk-reload:'

const CHUNK_ERROR_MESSAGE =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i

/**
 * True for the error a lazy chunk that cannot be fetched produces: webpack's ChunkLoadError, or the browsers' dynamic
 * import failures. After a deploy the old hashed chunks are gone, so a reload fetches the new build.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR_MESSAGE.test(message))
}

/** The tab's sessionStorage, or null where it cannot be used. */
const tabStorage = (): Storage | null => {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * The reload guard (spec §4, §9: at most once per 10 s per path). Returns true, and records the time in the tab's
 * sessionStorage, when a reload of `path` is allowed at `now` (ms). Without a usable storage it returns false: with
 * no record there is no way to stop a reload loop, so the error page (with its Reload button) shows instead.
 */
export function claimChunkReload(
  path: string,
  now: number,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = tabStorage(),
): boolean {
  if (!storage) return false
  const key = `${GUARD_KEY_PREFIX}${path}`
  try {
    const last = Number(storage.getItem(key))
    // A record from the future is not trusted (clock changes, hand edits): it does not block.
    if (Number.isFinite(last) && last > 0 && last <= now && now - last < CHUNK_RELOAD_GUARD_MS) return false
    storage.setItem(key, String(now))
    return true
  } catch {
    return false
  }
}

/** Reloads the page when `error` is a chunk load error and the guard allows it; true when a reload was started. */
export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error) || !claimChunkReload(window.location.pathname, Date.now())) return false
  window.location.reload()
  return true
}
