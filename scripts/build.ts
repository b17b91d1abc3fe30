import { parseArgs } from 'node:util'
import webpack from 'webpack'
import type { ProfileName } from '../src/config/types'
import makeWebpackConfig from '../webpack.config'

/**
 * `npm run build [-- --profile devnet|base-sepolia]`: the production bundle in dist/. The profile defaults to
 * base-sepolia (the deployed contracts); the devnet profile is what the e2e tests and the bench serve.
 */
export function build(profile: ProfileName): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(makeWebpackConfig({ mode: 'production', profile }), (error, stats) => {
      if (error) return reject(error)
      if (!stats || stats.hasErrors()) return reject(new Error(stats?.toString('errors-only') ?? 'webpack failed'))
      resolve(stats)
    })
  })
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { profile: { type: 'string', default: 'base-sepolia' } } })
  const profile = values.profile as ProfileName
  if (profile !== 'devnet' && profile !== 'base-sepolia') throw new Error(`Unknown profile "${profile}"`)
  const started = Date.now()
  const stats = await build(profile)
  const assets = stats.toJson({ assets: true }).assets ?? []
  const js = assets.filter((asset) => asset.name.endsWith('.js'))
  const total = js.reduce((sum, asset) => sum + asset.size, 0)
  console.log(`Built ${profile} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${js.length} JS files, ${(total / 1024).toFixed(0)} KiB raw → dist/`)
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
