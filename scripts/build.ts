import { parseArgs } from 'node:util'
import webpack from 'webpack'
import type { ProfileName } from '../src/config/types'
import makeWebpackConfig from '../webpack.config'
import { precompress } from './precompress'
import { checkWalletConnect } from './walletConnectGuard'

/**
 * `npm run build [-- --profile devnet|base-sepolia]`: the production bundle in dist/, with a Brotli copy (`.br`) of
 * each text file for hosts that serve precompressed files. The profile defaults to base-sepolia (the deployed
 * contracts); the devnet profile is what the e2e tests and the bench serve. A base-sepolia build fails before
 * compiling when WalletConnect would be silently missing (`checkWalletConnect`).
 */
export async function build(profile: ProfileName): Promise<webpack.Stats> {
  checkWalletConnect(profile)
  const config = makeWebpackConfig({ mode: 'production', profile })
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(config, (error, result) => {
      if (error) return reject(error)
      if (!result || result.hasErrors()) return reject(new Error(result?.toString('errors-only') ?? 'webpack failed'))
      resolve(result)
    })
  })
  await precompress(config.output?.path as string)
  return stats
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
  console.log(
    `Built ${profile} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${js.length} JS files, ${(total / 1024).toFixed(0)} KiB raw → dist/`,
  )
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
