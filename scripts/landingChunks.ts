import type webpack from 'webpack'

/** The chunk groups (webpackChunkName) each landing path needs first: its page and the services it reads through. */
export const LANDING_CHUNK_GROUPS: Readonly<Record<string, readonly string[]>> = {
  '/': ['page-home', 'chat'],
}

/**
 * The JS files (publicPath-relative URLs) of each landing path's chunk groups that the entry does not already hold,
 * read from a finished compilation. Paths whose groups are missing (renamed) get nothing rather than a wrong file.
 */
export function landingChunkFiles(
  compilation: Pick<webpack.Compilation, 'namedChunkGroups' | 'entrypoints'>,
  publicPath: string,
  groups: Readonly<Record<string, readonly string[]>> = LANDING_CHUNK_GROUPS,
): Record<string, string[]> {
  const entryChunks = new Set([...compilation.entrypoints.values()].flatMap((entry) => entry.chunks))
  const result: Record<string, string[]> = {}
  for (const [pathname, names] of Object.entries(groups)) {
    const files = new Set<string>()
    for (const name of names) {
      const group = compilation.namedChunkGroups.get(name)
      for (const chunk of group?.chunks ?? []) {
        if (entryChunks.has(chunk)) continue
        for (const file of chunk.files) if (file.endsWith('.js')) files.add(`${publicPath}${file}`)
      }
    }
    if (files.size > 0) result[pathname] = [...files].sort()
  }
  return result
}

/**
 * The inline script index.html runs at once (issue #18): on a landing path it asks for that path's page and feed code
 * as `prefetch` hints, the lowest priority, so they arrive right after main.js instead of after the first paint and
 * the page chunk's own request, without taking the network from main.js.
 */
export function landingChunksScript(files: Record<string, string[]>): string {
  const json = JSON.stringify(files).replace(/</g, '\\u003c')
  return `<script>
      // The landing page's code is requested now, behind main.js (scripts/landingChunks.ts).
      (function () {
        var files = ${json}[location.pathname]
        if (!files) return
        for (var i = 0; i < files.length; i++) {
          var link = document.createElement('link')
          link.rel = 'prefetch'
          link.as = 'script'
          link.href = files[i]
          document.head.appendChild(link)
        }
      })()
    </script>`
}
