import webpack from 'webpack'
import { channelPageCode } from './channelPageCode'

/** V8's explicit compile hint (Chromium 136+; other engines read a comment): compile every function of the file now. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Puts V8's eager-compile hint at the top of main.js and of the channel pages' chunks (scripts/channelPageCode.ts):
 * the code a first visit runs before the newest messages show. V8 then compiles their functions with the file, on
 * its streaming thread for a file as large as main.js, instead of one by one on the main thread as each is first
 * called. Other screens' chunks stay lazily compiled. Measured on the bench's mobile variant: docs/perf/
 * 2026-11-28-eager-compile-hints-for-the-first-screens-code.md.
 */
export function compileHintsForFirstScreen(): webpack.WebpackPluginInstance {
  return {
    apply: (compiler) => {
      compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
        compilation.hooks.processAssets.tap(
          // After minification, which drops comments.
          { name: 'CompileHints', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
          () => {
            const { mainScript, chunksByPath } = channelPageCode(compilation, '')
            for (const file of new Set([mainScript, ...Object.values(chunksByPath).flat()]))
              compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(EAGER_COMPILE_HINT, source))
          },
        )
      })
    },
  }
}
