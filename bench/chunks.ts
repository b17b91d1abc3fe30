import fs from 'node:fs'
import path from 'node:path'
import type webpack from 'webpack'

/** Which npm packages each emitted JS file carries, for one build (its build id is in dist/build.json). */
export interface ChunkMap {
  buildId: string
  /** File under assets/ → package names (e.g. 'ethers', '@web3-onboard/core'), sorted. */
  packages: Record<string, string[]>
}

const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)\//

interface StatsModule {
  name?: string
  modules?: StatsModule[]
}

function collectPackages(modules: readonly StatsModule[] | undefined, into: Set<string>): void {
  for (const module of modules ?? []) {
    const match = PACKAGE.exec(module.name ?? '')
    if (match?.[1]) into.add(match[1])
    collectPackages(module.modules, into)
  }
}

/** The package map of a finished build, from webpack's stats. */
export function chunkMapFromStats(stats: webpack.Stats, buildId: string): ChunkMap {
  const json = stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true })
  const packages: Record<string, string[]> = {}
  for (const chunk of json.chunks ?? []) {
    const found = new Set<string>()
    collectPackages(chunk.modules as StatsModule[] | undefined, found)
    for (const file of chunk.files ?? []) {
      if (file.endsWith('.js')) packages[file.replace(/^assets\//, '')] = [...found].sort()
    }
  }
  return { buildId, packages }
}

/** The build id of dist/ (dist/build.json), or '' when missing. */
export function distBuildId(distDir: string): string {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(distDir, 'build.json'), 'utf8')) as { buildId?: unknown }
    return typeof parsed.buildId === 'string' ? parsed.buildId : ''
  } catch {
    return ''
  }
}

export function writeChunkMap(file: string, map: ChunkMap): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(map, null, 1))
}

/** The saved map when it belongs to the build in dist/, else null (then the on-demand check is skipped). */
export function readChunkMap(file: string, buildId: string): ChunkMap | null {
  try {
    const map = JSON.parse(fs.readFileSync(file, 'utf8')) as ChunkMap
    return map.buildId === buildId ? map : null
  } catch {
    return null
  }
}
