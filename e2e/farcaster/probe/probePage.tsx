/**
 * A minimal mini app made of the app's own Farcaster modules (src/services/farcaster: detection, the sidebar actions,
 * quick sign-in) and its toast host, for testing them inside the test host against the real SDK and the official host
 * package. Tests drive it through `window.probe`. Bundled by esbuild (probeBundle.ts); no part of the app.
 */
import { createRoot } from 'react-dom/client'
import { ToastHost } from '../../../src/app/toasts/ToastHost'
import { addToFavorites, shareOnFarcaster } from '../../../src/services/farcaster/actions'
import { detectMiniApp } from '../../../src/services/farcaster/detect'
import type { QuickAuthError } from '../../../src/services/farcaster/quickAuth'
import { authenticatedFetch, getQuickAuthToken } from '../../../src/services/farcaster/quickAuth'
import type { ProbeOutcome } from './probeTypes'

declare global {
  interface Window {
    probe: {
      detected: Promise<boolean>
      addToFavorites: () => Promise<ProbeOutcome>
      shareOnFarcaster: (pageUrl: string) => Promise<ProbeOutcome>
      getQuickAuthToken: () => Promise<ProbeOutcome>
      authenticatedFetch: (url: string) => Promise<ProbeOutcome>
    }
  }
}

/** Settles any call into plain data the test can read. */
const outcome = async (run: () => Promise<unknown>): Promise<ProbeOutcome> => {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    const { name, message, kind } = error as Partial<QuickAuthError>
    return { ok: false, name: name ?? 'unknown', message: message ?? String(error), kind }
  }
}

window.probe = {
  detected: detectMiniApp(),
  addToFavorites: () => outcome(addToFavorites),
  shareOnFarcaster: (pageUrl) => outcome(() => shareOnFarcaster(pageUrl)),
  getQuickAuthToken: () => outcome(getQuickAuthToken),
  authenticatedFetch: (url) => outcome(async () => (await authenticatedFetch(url)).text()),
}

const root = document.createElement('div')
document.body.append(root)
createRoot(root).render(<ToastHost />)
