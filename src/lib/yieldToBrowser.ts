/**
 * Resolves in a later task, so the browser can paint and handle input in between: long chains of work are cut into
 * tasks this way (a task over 50 ms blocks input on a slow phone).
 */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
