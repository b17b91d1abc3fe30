import { watchReaderInput } from '../../services/chain/blockWatch/readerInput'

/** What `watchQuiet` gives: a way to run work once the reader has paused, and to stop listening. */
export interface QuietWatch {
  /** Runs `task` once nothing has been input for the quiet time (at once when that is so already); runs it once. */
  whenQuiet(task: () => void): void
  stop(): void
}

/**
 * Watches the reader's input (scrolling, keys, pointer, touch, focus: readerInput.ts) from now on, so heavy work
 * waits for a pause of `quietMs` (issue #18: preparing the connect dialog compiles web3-onboard, a long task on a
 * phone and ~2 MB of heap, which must not land in the middle of a reader's scrolling). Listening stops once a task
 * has run, or on `stop()`.
 */
export function watchQuiet(
  quietMs: number,
  {
    watch = watchReaderInput,
    now = () => performance.now(),
  }: { watch?: typeof watchReaderInput; now?: () => number } = {},
): QuietWatch {
  let lastInputAt = Number.NEGATIVE_INFINITY
  const stop = watch(() => {
    lastInputAt = now()
  })
  const whenQuiet = (task: () => void): void => {
    const wait = lastInputAt + quietMs - now()
    if (wait > 0) {
      setTimeout(() => whenQuiet(task), wait)
      return
    }
    stop()
    task()
  }
  return { whenQuiet, stop }
}
