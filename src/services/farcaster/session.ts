import { logger } from '../logger'
import { relayMiniAppEvents } from './events'
import type { MiniAppSdk } from './sdk'
import { hostSdk } from './sdk'

/** Longest wait for a painted frame: hidden iframes get no animation frames, and the splash must not stay forever. */
const PAINT_WAIT_LIMIT_MS = 500

/** Resolves once the browser has painted the current render (two animation frames), or after the limit. */
export function afterNextPaint(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const timer = win.setTimeout(resolve, PAINT_WAIT_LIMIT_MS)
    win.requestAnimationFrame(() =>
      win.requestAnimationFrame(() => {
        win.clearTimeout(timer)
        resolve()
      }),
    )
  })
}

/**
 * Hooks the host's back control into browser history, which the router follows (pitfalls §2 Back navigation), when
 * the host supports it.
 */
async function enableBackNavigation(sdk: MiniAppSdk): Promise<void> {
  const capabilities = await sdk.getCapabilities()
  if (capabilities.includes('back')) await sdk.back.enableWebNavigation()
}

/**
 * Spec §4 Startup, inside a host: relays the mini-app events to the app, enables back navigation, and calls `ready()`
 * (which hides the host's splash screen) once the first screen has painted. Never throws: failures are logged, and
 * `ready()` is not awaited so a slow host cannot hold up the wallet auto-connect that follows.
 */
export async function startMiniAppSession(): Promise<void> {
  try {
    const sdk = await hostSdk()
    relayMiniAppEvents(sdk)
    await afterNextPaint()
    sdk.actions.ready().catch((error: unknown) => logger.warn('Mini app ready() failed', error))
    await enableBackNavigation(sdk).catch((error: unknown) =>
      logger.warn('Mini app back navigation unavailable', error),
    )
  } catch (error) {
    logger.warn('Mini app session start failed', error)
  }
}
