/**
 * `answer`'s value, or null when it has not come within `ms` (or when it rejects): for answers started earlier
 * (index.html's early reads and downloads) that a caller would rather replace with its own request than wait for.
 */
export function withinMs<T>(answer: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms)
    const settle = (value: T | null) => {
      clearTimeout(timer)
      resolve(value)
    }
    answer.then(settle, () => settle(null))
  })
}
