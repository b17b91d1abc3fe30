import { createHash } from 'node:crypto'
import * as fs from 'node:fs'
import * as path from 'node:path'
import * as solc from 'solc'
import type { JsonFragment } from 'ethers'
import { ARTIFACTS_FILE, CONTRACTS_DIR, NODE_MODULES_DIR, isCliEntry, writeFileAtomic } from './paths'

/**
 * The contracts of devnet/contracts with bytecode (libraries and interfaces are left out): the deployable ones, and
 * AuthorProfilesLens, which is never deployed (the app sends its creation code in an eth_call).
 */
export const CONTRACT_NAMES = [
  'ActivityPoints',
  'AuthorProfilesLens',
  'ChatChannel',
  'ChatToken',
  'ChatTokenClaimActivityPoints',
  'ChatTokenClaimDomains',
  'DevnetUsd',
  'ModToken',
  'Multicall3',
  'PunkMinter',
  'PunkTld',
  'StakingRewards',
  'SwapRouter',
  'NftDirectory',
  'NftMetadata',
  'NftLaunchpad',
  'Nft721Bonding',
  'CommentsChannel',
  'SessionKeys',
  'ReferenceChatChannel',
] as const

export type ContractName = (typeof CONTRACT_NAMES)[number]

/** What deploying and calling one contract needs: its ABI and its creation bytecode (0x-prefixed hex). */
export interface Artifact {
  abi: JsonFragment[]
  bytecode: string
}

export type Artifacts = Record<ContractName, Artifact>

interface CacheFile {
  key: string
  artifacts: Artifacts
}

interface SolcMessage {
  severity: 'error' | 'warning' | 'info'
  formattedMessage: string
}

interface SolcOutput {
  errors?: SolcMessage[]
  contracts?: Record<string, Record<string, { abi: JsonFragment[]; evm: { bytecode: { object: string } } }>>
}

type ImportResult = { contents: string } | { error: string }

// solc-js types `compile` as any; pin down the one overload used here (standard JSON in, standard JSON out).
const compileStandardJson: (input: string, callbacks: { import: (importPath: string) => ImportResult }) => string =
  solc.compile

const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  // Pinned so the bytecode (and the cache key) does not move with solc's default EVM version.
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const

const OZ_PREFIX = '@openzeppelin/'

/** Our sources, keyed by file name (the solc source unit name), in a stable order. */
function readSources(): Record<string, { content: string }> {
  const files = fs
    .readdirSync(CONTRACTS_DIR)
    .filter((f) => f.endsWith('.sol'))
    .sort()
  return Object.fromEntries(files.map((f) => [f, { content: fs.readFileSync(path.join(CONTRACTS_DIR, f), 'utf8') }]))
}

/** Resolves `@openzeppelin/...` imports from node_modules; anything else is not ours to read. */
function resolveImport(importPath: string): ImportResult {
  if (!importPath.startsWith(OZ_PREFIX) || importPath.split('/').includes('..')) {
    return { error: `Import not allowed: ${importPath}` }
  }
  try {
    return { contents: fs.readFileSync(path.join(NODE_MODULES_DIR, importPath), 'utf8') }
  } catch {
    return { error: `Import not found: ${importPath}` }
  }
}

function packageVersion(name: string): string {
  const file = path.join(NODE_MODULES_DIR, name, 'package.json')
  const parsed: { version?: string } = JSON.parse(fs.readFileSync(file, 'utf8'))
  return parsed.version ?? 'unknown'
}

/** Changes whenever a source, the compiler, OpenZeppelin or the settings change. */
function cacheKey(sources: Record<string, { content: string }>): string {
  const hash = createHash('sha256')
  hash.update(JSON.stringify({ solc: solc.version(), oz: packageVersion('@openzeppelin/contracts'), SETTINGS }))
  hash.update(JSON.stringify(sources))
  return hash.digest('hex')
}

function readCache(key: string): Artifacts | null {
  try {
    const cache: CacheFile = JSON.parse(fs.readFileSync(ARTIFACTS_FILE, 'utf8'))
    return cache.key === key ? cache.artifacts : null
  } catch {
    return null // missing or corrupt cache: recompile
  }
}

function runSolc(sources: Record<string, { content: string }>): Artifacts {
  const input = JSON.stringify({ language: 'Solidity', sources, settings: SETTINGS })
  const output: SolcOutput = JSON.parse(compileStandardJson(input, { import: resolveImport }))
  const problems = (output.errors ?? []).filter((e) => e.severity !== 'info')
  if (problems.some((e) => e.severity === 'error')) {
    throw new Error('Solidity compilation failed:\n' + problems.map((e) => e.formattedMessage).join('\n'))
  }
  for (const warning of problems) process.stderr.write(warning.formattedMessage + '\n')

  const found = new Map<string, Artifact>()
  for (const [file, contracts] of Object.entries(output.contracts ?? {})) {
    if (file.startsWith(OZ_PREFIX)) continue
    for (const [name, c] of Object.entries(contracts)) {
      if (c.evm.bytecode.object !== '') found.set(name, { abi: c.abi, bytecode: '0x' + c.evm.bytecode.object })
    }
  }
  const entries = CONTRACT_NAMES.map((name): [ContractName, Artifact] => {
    const artifact = found.get(name)
    if (artifact === undefined) throw new Error(`Contract ${name} missing from the solc output`)
    return [name, artifact]
  })
  return Object.fromEntries(entries) as Artifacts
}

let memo: { key: string; artifacts: Artifacts } | null = null

/**
 * Compiles devnet/contracts with solc-js (optimizer on, EVM cancun) and returns ABI + bytecode per contract.
 * The result is cached in devnet/build/artifacts.json under a hash of the sources, solc and OpenZeppelin versions
 * and the settings, and memoised per process, so only the first run after a change pays the few seconds solc-js
 * needs. Compiler warnings are printed to stderr; compiler errors throw with solc's formatted messages.
 */
export async function compileContracts(): Promise<Artifacts> {
  const sources = readSources()
  const key = cacheKey(sources)
  if (memo?.key === key) return memo.artifacts
  let artifacts = readCache(key)
  if (artifacts === null) {
    artifacts = runSolc(sources)
    writeFileAtomic(ARTIFACTS_FILE, JSON.stringify({ key, artifacts } satisfies CacheFile))
  }
  memo = { key, artifacts }
  return artifacts
}

if (isCliEntry('compile.ts')) {
  const started = Date.now()
  compileContracts().then(
    (artifacts) => {
      for (const name of CONTRACT_NAMES) {
        const bytes = (artifacts[name].bytecode.length - 2) / 2
        process.stdout.write(`${name.padEnd(20)} ${bytes} bytes\n`)
      }
      process.stdout.write(`Compiled in ${Date.now() - started} ms -> ${ARTIFACTS_FILE}\n`)
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
      process.exitCode = 1
    },
  )
}
