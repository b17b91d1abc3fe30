import { createHash } from 'node:crypto'
import path from 'node:path'
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin'
import CopyWebpackPlugin from 'copy-webpack-plugin'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import reactRefreshTransformer from 'react-refresh-typescript'
import webpack from 'webpack'
import { InjectManifest } from 'workbox-webpack-plugin'
import { channelPageCode } from './scripts/channelPageCode'
import { compileHintsForFirstScreen } from './scripts/compileHints'
import { earlyReadsScript } from './scripts/earlyReads'
import { FarcasterMiniAppPlugin, prepareMiniAppFiles } from './scripts/farcaster-manifest'
import { baseSepoliaConfig } from './src/config/baseSepolia'
import { devnetConfig } from './src/config/devnet'
import type { ProfileName } from './src/config/types'
import { INTEGRITY_ALGORITHM } from './src/serviceWorker/integrity'
import { BOOT_WATCHDOG_MS } from './src/app/bootWatchdog'

/** Options of one build: webpack mode, config profile, and a build id the app polls to offer a reload. */
export interface BuildOptions {
  mode: 'development' | 'production'
  profile: ProfileName
  buildId?: string
  /**
   * React Fast Refresh (`npm start`): an edit re-renders the changed components in place, keeping state and the wallet
   * session, instead of reloading the page. Development only.
   */
  fastRefresh?: boolean
  /**
   * The service worker (src/serviceWorker): on in production builds, off in the dev server (it would serve cached
   * files over Fast Refresh) unless asked for. Defaults to SERVICE_WORKER=on|off from the environment, else the mode.
   */
  serviceWorker?: boolean
}

const root = __dirname

/** The file the running app polls (src/app/updates/buildCheck.ts) to learn that a newer build is deployed. */
export const BUILD_INFO_FILE = 'build.json'

/** Emits `build.json` = `{ "buildId": "..." }` beside index.html, in every build and in the dev server. */
function emitBuildInfo(buildId: string): webpack.WebpackPluginInstance {
  return {
    apply: (compiler) => {
      compiler.hooks.thisCompilation.tap('BuildInfo', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'BuildInfo', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            compilation.emitAsset(BUILD_INFO_FILE, new webpack.sources.RawSource(JSON.stringify({ buildId })))
          },
        )
      })
    },
  }
}

/**
 * Marks index.html's entry scripts (main.js) `fetchpriority="high"`. A deferred script is otherwise fetched at Low
 * priority, below the requests index.html's script sends beside it (the early reads, the newest bodies, the page's chunk
 * preloads: all High), so a host that honours HTTP/2 or HTTP/3 priorities would send those first and hold back the
 * code that paints the page. At High, main.js, asked for first, is sent first.
 */
function entryScriptsFirst(): webpack.WebpackPluginInstance {
  return {
    apply: (compiler) => {
      compiler.hooks.compilation.tap('EntryScriptsFirst', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('EntryScriptsFirst', (data) => {
          for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high'
          return data
        })
      })
    },
  }
}

/**
 * Compiles src/serviceWorker/sw.ts to `/sw.js` with this build's precache list: index.html and the entry's JS, the app
 * shell (the other chunks are cached as they are used, see sw.ts). Their revisions change with every build that
 * changes them, which makes a new worker that waits for the new-build notice.
 */
function serviceWorkerPlugin(storageGateway: string): webpack.WebpackPluginInstance {
  return new InjectManifest({
    swSrc: path.join(root, 'src/serviceWorker/sw.ts'),
    swDest: 'sw.js',
    // index.html and every JS file the entry needs at start (main.js, and any initial chunk splitChunks makes).
    include: [
      ({ asset, compilation }: { asset: { name: string }; compilation: webpack.Compilation }) =>
        asset.name === 'index.html' ||
        [...compilation.entrypoints.values()].some((entry) => entry.getFiles().includes(asset.name)),
    ],
    // Hashed names already change with their content: no revision needed.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.js$/,
    // Issue #35: each entry carries its file's SRI hash; the worker fetches with it and checks every cached copy
    // against it before serving it (sw.ts), so a corrupted entry cannot brick the site.
    manifestTransforms: [
      (entries, compilation) => {
        const assets = compilation as webpack.Compilation
        const warnings: string[] = []
        return {
          warnings,
          manifest: entries.map((entry) => {
            const source = assets.getAsset(entry.url.replace(/^\//, ''))?.source.buffer()
            if (!source) {
              warnings.push(`No integrity for the precached ${entry.url}: its source is not among the assets`)
              return entry
            }
            const digest = createHash(INTEGRITY_ALGORITHM).update(source).digest('base64')
            return { ...entry, integrity: `${INTEGRITY_ALGORITHM}-${digest}` }
          }),
        }
      },
    ],
    webpackCompilationPlugins: [
      new webpack.DefinePlugin({ 'process.env.SW_STORAGE_GATEWAYS': JSON.stringify(JSON.stringify([storageGateway])) }),
    ],
  })
}

/**
 * The one webpack configuration (used by scripts/build.ts, scripts/start.ts, e2e and the bench).
 * The first page carries only React, Redux, the router and the shell; wallet, Farcaster and route code are split into
 * chunks loaded on demand.
 */
export default function makeWebpackConfig({
  mode,
  profile,
  buildId = String(Date.now()),
  fastRefresh = false,
  serviceWorker = process.env.SERVICE_WORKER ? process.env.SERVICE_WORKER === 'on' : mode === 'production',
}: BuildOptions): webpack.Configuration {
  const isProduction = mode === 'production'
  const withFastRefresh = fastRefresh && !isProduction
  const appConfig = profile === 'devnet' ? devnetConfig : baseSepoliaConfig
  const env: Record<string, string | undefined> = {
    APP_PROFILE: profile,
    NODE_ENV: mode,
    BUILD_ID: buildId,
    PROJECT_URL: process.env.PROJECT_URL,
    RPC_URL: process.env.RPC_URL,
    UPLOAD_URL: process.env.UPLOAD_URL,
    INDEX_URL: process.env.INDEX_URL,
    ARWEAVE_ADDRESS: process.env.ARWEAVE_ADDRESS,
    // WALLETCONNECT=off drops the tile even when an id is around (scripts/walletConnectGuard.ts).
    WALLETCONNECT_PROJECT_ID:
      process.env.WALLETCONNECT?.toLowerCase() === 'off' ? '' : process.env.WALLETCONNECT_PROJECT_ID,
    QUICK_AUTH_SERVER_ORIGIN: process.env.QUICK_AUTH_SERVER_ORIGIN,
    // LINK_PREVIEWS=off: no link-preview cards (config/linkPreviews.ts).
    LINK_PREVIEWS: process.env.LINK_PREVIEWS,
    SERVICE_WORKER: serviceWorker ? 'on' : 'off',
  }
  // The fc:miniapp meta tag and /.well-known/farcaster.json, checked against the mini-app rules (fails the build).
  const miniAppFiles = prepareMiniAppFiles(appConfig, process.env, path.join(root, 'public'))
  return {
    mode,
    context: root,
    entry: { main: './src/index.tsx' },
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: isProduction ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Type-checking is `npm run lint`; the build only transpiles.
          use: {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              ...(withFastRefresh && { getCustomTransformers: () => ({ before: [reactRefreshTransformer()] }) }),
            },
          },
        },
        { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset/resource' },
        // Issue #38: the emoji picker's data (emoji-picker-element-data), a file of the build whose URL on the site the
        // picker's chunk imports (`data.json?url`), never bundled into JS. Later than webpack's own JSON rule, so it
        // wins. Not precached: the service worker's list is the entry's files, and the picker keeps it in IndexedDB.
        {
          test: /[\\/]emoji-picker-element-data[\\/].+\.json$/,
          type: 'asset/resource',
          generator: { filename: 'assets/emoji-data.[contenthash:8][ext]' },
        },
        // The config modules only declare values: the profile this build does not use (config/index.ts picks one
        // with the build-time APP_PROFILE) is then left out of the bundle.
        { test: /[\\/]src[\\/]config[\\/][^\\/]+\.(ts|json)$/, sideEffects: false },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries(env).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value ?? '')]),
        ),
      ),
      // WalletConnect and the Farcaster SDK call Buffer without a guard (pitfalls §1); only they pull it in.
      new webpack.ProvidePlugin({ Buffer: ['buffer', 'Buffer'] }),
      new HtmlWebpackPlugin({
        template: path.join(root, 'public/index.html'),
        templateParameters: (compilation) => ({
          title: appConfig.projectMetadataTitle,
          description: appConfig.projectDescription,
          favicon: appConfig.favicon,
          previewImage: new URL(appConfig.previewImage, appConfig.projectUrl).href,
          projectUrl: appConfig.projectUrl,
          twitter: appConfig.projectTwitter,
          farcasterMetaTag: miniAppFiles.metaTag,
          earlyReadsScript: earlyReadsScript(appConfig, channelPageCode(compilation)),
          bootWatchdogMs: BOOT_WATCHDOG_MS,
        }),
      }),
      entryScriptsFirst(),
      ...(isProduction ? [compileHintsForFirstScreen()] : []),
      new FarcasterMiniAppPlugin(miniAppFiles),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      emitBuildInfo(buildId),
      ...(serviceWorker ? [serviceWorkerPlugin(appConfig.arweaveGateway)] : []),
      ...(withFastRefresh ? [new ReactRefreshWebpackPlugin({ overlay: false })] : []),
    ],
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic' },
    stats: 'errors-warnings',
    // The dev server (`npm start`) starts from the previous run's modules (node_modules/.cache/webpack), rebuilding
    // only what changed since, this file and its imports included. Production builds stay uncached: CI, e2e and the
    // bench build from a clean slate, and a fresh clone has no cache to gain from.
    cache: isProduction
      ? false
      : {
          type: 'filesystem',
          name: `${profile}-${withFastRefresh ? 'refresh' : 'plain'}`,
          buildDependencies: { config: [__filename] },
        },
  }
}
