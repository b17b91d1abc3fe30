/** A one-time event of the page's life that code elsewhere waits for before it loads or starts something. */
export interface Milestone {
  /** Resolves once `mark()` has been called; never rejects. */
  reached: Promise<void>
  /** Marks the milestone reached; later calls do nothing. */
  mark(): void
}

/**
 * A milestone that is not reached yet (issue #41: secondary code waits for the first paint or the composer, so it
 * never takes bandwidth from what the visitor came for).
 */
export function createMilestone(): Milestone {
  let resolveReached: () => void = () => {}
  const reached = new Promise<void>((resolve) => {
    resolveReached = resolve
  })
  // Takes no argument, so a caller may pass `mark` itself where a function's arity matters (a Jest hook).
  return { reached, mark: () => resolveReached() }
}
