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
