import { createMilestone } from '../../lib/milestone'

const composer = createMilestone()

/**
 * Resolves once a channel page's composer has settled: its form shows, or it says why it cannot (wrong chain, no
 * name). Secondary parts beside it (the mentions' index view) load their code only then, so they never take
 * bandwidth from the form a returning visitor came to use (issue #41).
 */
export const composerShown = composer.reached

/** Called by the composer once settled; later calls do nothing. */
export const markComposerShown: () => void = composer.mark

/** How long parts that wait for the composer wait on a page that has none (a profile's recent posts). */
const NO_COMPOSER_WAIT_MS = 3_000

/** The one race every caller of afterComposer shares, so its wait counts from the first call. */
let settled: Promise<void> | undefined

/**
 * Resolves once the composer has settled, or NO_COMPOSER_WAIT_MS after the first call on a page without one. For
 * parts that also show where there is no composer (link cards, the head filters that only save reads); never rejects.
 */
export const afterComposer = (): Promise<void> =>
  (settled ??= Promise.race([composerShown, new Promise<void>((resolve) => setTimeout(resolve, NO_COMPOSER_WAIT_MS))]))
