/** @jest-environment node */
import path from 'node:path'
import { loadESLint } from 'eslint'
import type { LegacyESLint } from 'eslint/use-at-your-own-risk'

/**
 * Probes of the layer rule (.eslintrc.cjs, docs/ARCHITECTURE.md "Layers", issue #40): snippets linted with the
 * project's own config as if they sat at a path inside src/. The files never exist on disk, so nothing here can leak
 * into `npm run lint`; their imports name real modules, which the rule must resolve to know their layers.
 */
const root = path.resolve(__dirname, '..')

let eslint: LegacyESLint

beforeAll(async () => {
  // The project's config is eslintrc (ESLINT_USE_FLAT_CONFIG=false in `npm run lint`): the legacy class reads it.
  const EslintrcESLint = await loadESLint({ useFlatConfig: false })
  eslint = new EslintrcESLint({ cwd: root, cache: false })
})

/** The messages of `ruleId` that ESLint reports for `code` placed at `file` (relative to the repository root). */
async function ruleErrors(ruleId: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message)
}

/** The layer errors ESLint reports for `code` placed at `file`. */
const layerErrors = (file: string, code: string) => ruleErrors('boundaries/element-types', file, code)

// Loading the parser and plugins takes a few seconds on a busy machine; the first lint pays for it.
const LINT_TIMEOUT_MS = 60_000

describe('the layer rule', () => {
  it(
    'reports a dynamic import() that climbs a layer',
    async () => {
      const code = "export const loadChainApi = () => import('../store/chainApi')\n"
      expect(await layerErrors('src/lib/layerProbe.ts', code)).toEqual([
        'lib must not import store (layers: docs/ARCHITECTURE.md)',
      ])
    },
    LINT_TIMEOUT_MS,
  )

  it(
    'reports an export * from and an export { x } from that climb a layer',
    async () => {
      const code = "export * from '../store/chainApi'\nexport { chainApi } from '../store/chainApi'\n"
      expect(await layerErrors('src/lib/layerProbe.ts', code)).toEqual([
        'lib must not import store (layers: docs/ARCHITECTURE.md)',
        'lib must not import store (layers: docs/ARCHITECTURE.md)',
      ])
    },
    LINT_TIMEOUT_MS,
  )

  it(
    'keeps the service worker apart from the app layers, and lets only the app shell import it',
    async () => {
      expect(
        await layerErrors('src/serviceWorker/layerProbe.ts', "export { ROUTES } from '../config/routes'\n"),
      ).toEqual(['serviceWorker must not import config (layers: docs/ARCHITECTURE.md)'])
      expect(
        await layerErrors(
          'src/features/chat/layerProbe.ts',
          "export const load = () => import('../../serviceWorker/register')\n",
        ),
      ).toEqual(['feature must not import serviceWorker (layers: docs/ARCHITECTURE.md)'])
      expect(
        await layerErrors('src/app/layerProbe.ts', "export const load = () => import('../serviceWorker/register')\n"),
      ).toEqual([])
    },
    LINT_TIMEOUT_MS,
  )

  it(
    'passes dynamic imports and re-exports that point downward',
    async () => {
      const code = "export * from '../lib/format'\nexport const loadChainApi = () => import('./chainApi')\n"
      expect(await layerErrors('src/store/layerProbe.ts', code)).toEqual([])
    },
    LINT_TIMEOUT_MS,
  )

  it(
    'keeps the event index to itself and protocol/',
    async () => {
      expect(
        await layerErrors('indexer/src/layerProbe.ts', "export { ROUTES } from '../../src/config/routes'\n"),
      ).toEqual(['indexer must not import config (layers: docs/ARCHITECTURE.md)'])
      expect(await layerErrors('indexer/src/layerProbe.ts', "export * from '../../protocol/notify'\n")).toEqual([])
    },
    LINT_TIMEOUT_MS,
  )
})

describe('components and chain libraries', () => {
  const RESTRICTED = 'Components do not import chain, wallet or host libraries: use a service or store hook.'
  const restricted = (file: string, code: string) => ruleErrors('no-restricted-imports', file, code)

  it(
    'reports a component that imports ethers, web3-onboard or the Farcaster SDK',
    async () => {
      const code = [
        "import { Contract } from 'ethers'",
        "import injectedModule from '@web3-onboard/injected-wallets'",
        "import { sdk } from '@farcaster/miniapp-sdk'",
        'export const probe = [Contract, injectedModule, sdk]',
        '',
      ].join('\n')
      expect(await restricted('src/features/chat/Probe.tsx', code)).toEqual(
        ['ethers', '@web3-onboard/injected-wallets', '@farcaster/miniapp-sdk'].map(
          (name) => `'${name}' import is restricted from being used by a pattern. ${RESTRICTED}`,
        ),
      )
    },
    LINT_TIMEOUT_MS,
  )

  it(
    'lets a component import their types, and a service import the libraries',
    async () => {
      expect(
        await restricted(
          'src/features/chat/Probe.tsx',
          "import type { Signer } from 'ethers'\nexport type P = Signer\n",
        ),
      ).toEqual([])
      expect(
        await restricted(
          'src/services/chain/probe.ts',
          "import { Contract } from 'ethers'\nexport const P = Contract\n",
        ),
      ).toEqual([])
    },
    LINT_TIMEOUT_MS,
  )
})
