import { isRecord } from '../../lib/guards'

/** How often the app asks whether a newer build is deployed, while the page is visible. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000
/** Written next to index.html by webpack.config.ts: `{ "buildId": "..." }`. */
export const BUILD_INFO_PATH = '/build.json'
const MAX_BUILD_ID_LENGTH = 64

/** The id of this bundle (webpack's DefinePlugin); '' in tests and tools, which turns the check off. */
export const CURRENT_BUILD_ID = process.env.BUILD_ID ?? ''

type FetchBuildInfo = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>

/** The deployed build id, read past every cache; null when it cannot be read (offline, missing, malformed). */
export async function fetchDeployedBuildId(
  fetchFn: FetchBuildInfo = (url, init) => fetch(url, init),
): Promise<string | null> {
  try {
    const response = await fetchFn(BUILD_INFO_PATH, { cache: 'no-store', headers: { accept: 'application/json' } })
    if (!response.ok) return null
    const body: unknown = await response.json()
    const buildId = isRecord(body) ? body.buildId : undefined
    return typeof buildId === 'string' && buildId.length > 0 && buildId.length <= MAX_BUILD_ID_LENGTH ? buildId : null
  } catch {
    return null
  }
}

/** True when a known, different build is deployed than the one running. */
export const isNewerBuild = (currentBuildId: string, deployedBuildId: string | null): boolean =>
  currentBuildId !== '' && deployedBuildId !== null && deployedBuildId !== currentBuildId

export interface WatchOptions {
  currentBuildId: string
  /** Called once, when a different build is found; the watch then stops. */
  onNewBuild: () => void
  fetchBuildId?: () => Promise<string | null>
  intervalMs?: number
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>
  now?: () => number
}

/**
 * Spec §4: checks for a newer build on an interval. It asks only while the page is visible (every `intervalMs`), and
 * once more when the page becomes visible after a check was due. Returns a function that stops the watch.
 */
export function watchForNewBuild({
  currentBuildId,
  onNewBuild,
  fetchBuildId = fetchDeployedBuildId,
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  doc = document,
  now = Date.now,
}: WatchOptions): () => void {
  if (!currentBuildId) return () => {}
  let lastCheck = now()
  let isStopped = false
  const check = async () => {
    lastCheck = now()
    const deployed = await fetchBuildId()
    if (isStopped || !isNewerBuild(currentBuildId, deployed)) return
    stop()
    onNewBuild()
  }
  const onTick = () => {
    if (doc.visibilityState === 'visible') void check()
  }
  const onVisibilityChange = () => {
    if (doc.visibilityState === 'visible' && now() - lastCheck >= intervalMs) void check()
  }
  const timer = setInterval(onTick, intervalMs)
  doc.addEventListener('visibilitychange', onVisibilityChange)
  function stop() {
    isStopped = true
    clearInterval(timer)
    doc.removeEventListener('visibilitychange', onVisibilityChange)
  }
  return stop
}
