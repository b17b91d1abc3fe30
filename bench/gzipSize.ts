import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const sizes = new Map<string, number | null>()

/**
 * The gzip size (default level, as the budgets of issue #8 count it) of a file of `root` by its URL path, whatever
 * encoding the host chose on the wire; null when `root` has no such file.
 */
export function gzipSizeOf(root: string, urlPath: string): number | null {
  const file = path.join(root, path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''))
  if (!sizes.has(file)) sizes.set(file, fs.existsSync(file) ? gzipSync(fs.readFileSync(file)).length : null)
  return sizes.get(file) ?? null
}
