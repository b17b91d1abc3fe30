/** Keys under which wallets, ethers and RPC nodes nest the underlying error (MetaMask nests inconsistently). */
const NESTED_KEYS = ['error', 'info', 'cause', 'data', 'originalError'] as const
const MAX_DEPTH = 6

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * Visits an error and the objects nested inside it (breadth-first, bounded depth, cycle-safe) until `visit` returns a
 * value other than undefined.
 */
export function findInError<T>(error: unknown, visit: (node: Record<string, unknown>) => T | undefined): T | undefined {
  const seen = new Set<unknown>()
  let level: unknown[] = [error]
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const next: unknown[] = []
    for (const node of level) {
      if (!isRecord(node) || seen.has(node)) continue
      seen.add(node)
      const found = visit(node)
      if (found !== undefined) return found
      for (const key of NESTED_KEYS) next.push(node[key])
    }
    level = next
  }
  return undefined
}
