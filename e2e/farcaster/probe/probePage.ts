/**
 * A minimal mini app made of the app's own quick sign-in module (src/services/farcaster/quickAuth.ts) and detection,
 * for testing them inside the test host against the real SDK and the official host package: the app has no screen
 * that signs in (spec: no login UI). Tests drive it through `window.probe`. Bundled by esbuild (probeSite.ts).
 */
import { detectMiniApp, whenLateMiniApp } from '../../../src/services/farcaster/detect'
import type { QuickAuthError } from '../../../src/services/farcaster/quickAuth'
import { authenticatedFetch, getQuickAuthToken } from '../../../src/services/farcaster/quickAuth'
import type { ProbeOutcome } from './probeTypes'

declare global {
  interface Window {
    probe: {
      detected: Promise<boolean>
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
  // As the app's startup: the 50 ms check, or a host that answers later.
  detected: detectMiniApp().then((inside) => inside || whenLateMiniApp()),
  getQuickAuthToken: () => outcome(getQuickAuthToken),
  authenticatedFetch: (url) => outcome(async () => (await authenticatedFetch(url)).text()),
}
