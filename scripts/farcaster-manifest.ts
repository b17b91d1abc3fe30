import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import webpack from 'webpack'
import type { AccountAssociation, MiniAppEmbed, MiniAppManifest } from '../src/config/farcaster'
import { buildMiniAppEmbed, buildMiniAppManifest } from '../src/config/farcaster'
import type { AppConfig } from '../src/config/types'

/**
 * Build-time Farcaster files: /.well-known/farcaster.json and the `fc:miniapp` meta tag, generated from the config
 * (src/config/farcaster.ts) and checked against the rules of the SDK we ship (its miniapp-core zod schemas) plus this
 * project's own rules. A violation fails the build.
 *
 * Account association (owner only). Hosts accept the manifest only with a signature by the owner's Farcaster account
 * over the exact domain of PROJECT_URL (www. counts). The owner makes it once per domain with Farcaster's manifest
 * tool (Farcaster Developer Tools, or in the app: Settings → Developer → Domains → Generate Domain Manifest; see
 * https://miniapps.farcaster.xyz/docs/guides/publishing), copies the `accountAssociation` object, and gives it to the
 * production build either as
 *   FARCASTER_ACCOUNT_ASSOCIATION_HEADER=… FARCASTER_ACCOUNT_ASSOCIATION_PAYLOAD=… FARCASTER_ACCOUNT_ASSOCIATION_SIGNATURE=…
 * or as FARCASTER_ACCOUNT_ASSOCIATION_FILE=path/to/association.json (the object, or the tool's whole manifest).
 * It is public (every visitor can read it) but tied to one deployment's domain, so it lives in that deployment's
 * environment, not in the repository. Without it the build still passes and emits no farcaster.json (a warning says
 * so); the meta tag does not need it.
 *
 * Devnet: the profile's projectUrl is http://localhost, which no Farcaster host accepts. Its files are checked as if
 * served from PLACEHOLDER_ORIGIN, so every rule except "a public https origin" still runs on each devnet build, and
 * the emitted files keep the real local URLs.
 */
export const PLACEHOLDER_ORIGIN = 'https://devnet.example'

/** The chain the manifest must require (spec §1: Base Sepolia). */
export const REQUIRED_CHAIN = 'eip155:84532'

interface SchemaIssue {
  path: PropertyKey[]
  message: string
}
interface Schema {
  safeParse(value: unknown): { success: boolean; error?: { issues: SchemaIssue[] } }
}

// The official schemas, from the miniapp-core copy that @farcaster/miniapp-sdk itself depends on (its CommonJS build;
// the package has no exports map). Loaded lazily: only builds and these tests need them.
function officialSchemas(): { manifest: Schema; miniAppConfig: Schema; embed: Schema } {
  const requireFromSdk = createRequire(require.resolve('@farcaster/miniapp-sdk'))
  const manifestModule = requireFromSdk('@farcaster/miniapp-core/dist/schemas/manifest.js') as Record<string, Schema>
  const embedModule = requireFromSdk('@farcaster/miniapp-core/dist/schemas/embeds.js') as Record<string, Schema>
  const pick = (module: Record<string, Schema>, name: string) => {
    const schema = module[name]
    if (!schema) throw new Error(`@farcaster/miniapp-core no longer exports ${name}`)
    return schema
  }
  return {
    manifest: pick(manifestModule, 'domainManifestSchema'),
    miniAppConfig: pick(manifestModule, 'domainMiniAppConfigSchema'),
    embed: pick(embedModule, 'miniAppEmbedNextSchema'),
  }
}

const describeIssues = (prefix: string, issues: SchemaIssue[]) =>
  issues.map((issue) => `${[prefix, ...issue.path.map(String)].join('.')}: ${issue.message}`)

function parseWith(schema: Schema, value: unknown, prefix: string): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : describeIssues(prefix, result.error?.issues ?? [])
}

const decodeBase64Url = (value: string) => Buffer.from(value, 'base64url').toString('utf8')

/** The `domain` signed in an account association's payload, or null when the payload is not `{ domain }` JSON. */
export function signedDomain(association: AccountAssociation): string | null {
  try {
    const payload = JSON.parse(decodeBase64Url(association.payload)) as { domain?: unknown }
    return typeof payload.domain === 'string' ? payload.domain : null
  } catch {
    return null
  }
}

/** Width, height and whether the pixels carry alpha, from a PNG's IHDR chunk; null when the file is not a PNG. */
export function pngFacts(file: Buffer): { width: number; height: number; hasAlpha: boolean } | null {
  const signature = '89504e470d0a1a0a'
  if (
    file.length < 33 ||
    file.subarray(0, 8).toString('hex') !== signature ||
    file.toString('ascii', 12, 16) !== 'IHDR'
  ) {
    return null
  }
  const colourType = file[25]
  // Colour types 4 and 6 have an alpha channel; a tRNS chunk adds alpha to the others.
  const hasAlpha = colourType === 4 || colourType === 6 || file.includes(Buffer.from('tRNS'))
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20), hasAlpha }
}

type ImageRule = (facts: { width: number; height: number; hasAlpha: boolean }) => string | null

const IMAGE_RULES: Record<string, ImageRule> = {
  'miniapp.iconUrl': ({ width, height, hasAlpha }) =>
    width !== 1024 || height !== 1024 || hasAlpha
      ? `must be a 1024×1024 PNG without alpha (is ${width}×${height}${hasAlpha ? ' with alpha' : ''})`
      : null,
  'miniapp.splashImageUrl': ({ width, height }) =>
    width !== 200 || height !== 200 ? `must be 200×200 (is ${width}×${height})` : null,
  'embed.imageUrl': ({ width, height }) =>
    width * 2 !== height * 3 || width < 600 || width > 3000
      ? `must be 3:2, 600×400 to 3000×2000 (is ${width}×${height})`
      : null,
}

const EMBED_IMAGE_MAX_BYTES = 10 * 1024 * 1024

/** Checks the site's own images (those under `origin`, served from `publicDir`) against the size rules. */
function checkImages(urls: Record<string, string>, origin: string, publicDir: string): string[] {
  const problems: string[] = []
  for (const [field, url] of Object.entries(urls)) {
    const parsed = new URL(url)
    if (parsed.origin !== new URL(origin).origin) continue
    const file = path.join(publicDir, decodeURIComponent(parsed.pathname))
    if (!fs.existsSync(file)) {
      problems.push(`${field}: ${parsed.pathname} is not in ${path.basename(publicDir)}/`)
      continue
    }
    const bytes = fs.readFileSync(file)
    const facts = pngFacts(bytes)
    const rule = IMAGE_RULES[field]
    const problem = !facts ? 'must be a PNG' : rule?.(facts)
    if (problem) problems.push(`${field}: ${parsed.pathname} ${problem}`)
    if (field === 'embed.imageUrl' && bytes.length >= EMBED_IMAGE_MAX_BYTES)
      problems.push(`${field}: must be under 10 MB`)
  }
  return problems
}

export interface MiniAppFilesCheck {
  manifest: MiniAppManifest
  embed: MiniAppEmbed
  /** The origin the files are checked for (the site's, or the placeholder for devnet). */
  origin: string
  /** Folder the site's own images are served from. */
  publicDir: string
}

/**
 * Every rule the manifest and embed must meet; [] when valid. The official schemas (version '1', name and button
 * title ≤ 32, https URLs without localhost or IPs, #RGB/#RRGGBB colours, subtitle/tagline/ogTitle ≤ 30,
 * description ≤ 170, ogDescription ≤ 100, ≤ 5 tags of ≤ 20 without spaces, no emoji or special characters, known
 * chains and category...), then this project's: the required chain is Base Sepolia, tags are lowercase, the account
 * association signs this domain, and the site's images have the documented sizes.
 */
export function validateMiniAppFiles({ manifest, embed, origin, publicDir }: MiniAppFilesCheck): string[] {
  const schemas = officialSchemas()
  const problems = manifest.accountAssociation
    ? parseWith(schemas.manifest, manifest, 'manifest')
    : parseWith(schemas.miniAppConfig, manifest.miniapp, 'manifest.miniapp')
  problems.push(...parseWith(schemas.embed, embed, 'embed'))

  const { miniapp, accountAssociation } = manifest
  if (!miniapp.requiredChains.includes(REQUIRED_CHAIN))
    problems.push(`manifest.miniapp.requiredChains: must include ${REQUIRED_CHAIN}`)
  miniapp.tags.forEach((tag, index) => {
    if (tag !== tag.toLowerCase()) problems.push(`manifest.miniapp.tags.${index}: must be lowercase`)
  })
  if (accountAssociation) {
    const domain = signedDomain(accountAssociation)
    const expected = new URL(origin).hostname
    if (domain !== expected) {
      problems.push(
        `manifest.accountAssociation.payload: signs ${domain === null ? 'no domain' : `"${domain}"`}, the site is "${expected}"`,
      )
    }
  }
  problems.push(
    ...checkImages(
      {
        'miniapp.iconUrl': miniapp.iconUrl,
        'miniapp.splashImageUrl': miniapp.splashImageUrl,
        'embed.imageUrl': embed.imageUrl,
      },
      origin,
      publicDir,
    ),
  )
  return problems
}

const ASSOCIATION_PARTS = ['header', 'payload', 'signature'] as const

/**
 * The owner's account association (see the top of this file), from either
 * FARCASTER_ACCOUNT_ASSOCIATION_HEADER / _PAYLOAD / _SIGNATURE, or FARCASTER_ACCOUNT_ASSOCIATION_FILE: a JSON file
 * holding `{ header, payload, signature }` or the tool's whole `{ accountAssociation: {...} }`. Null when none is set.
 * Throws on a half-set or malformed value.
 */
export function readAccountAssociation(env: NodeJS.ProcessEnv, cwd = process.cwd()): AccountAssociation | null {
  const file = env.FARCASTER_ACCOUNT_ASSOCIATION_FILE
  const parts = ASSOCIATION_PARTS.map((part) => env[`FARCASTER_ACCOUNT_ASSOCIATION_${part.toUpperCase()}`])
  if (file && parts.some(Boolean))
    throw new Error(
      'Set either FARCASTER_ACCOUNT_ASSOCIATION_FILE or the three FARCASTER_ACCOUNT_ASSOCIATION_* values, not both',
    )
  let value: unknown
  if (file) {
    const json = JSON.parse(fs.readFileSync(path.resolve(cwd, file), 'utf8')) as { accountAssociation?: unknown }
    value = json.accountAssociation ?? json
  } else if (parts.some(Boolean)) {
    value = Object.fromEntries(ASSOCIATION_PARTS.map((part, index) => [part, parts[index]]))
  } else {
    return null
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  const missing = ASSOCIATION_PARTS.filter((part) => typeof record[part] !== 'string' || !record[part])
  if (missing.length > 0) throw new Error(`Farcaster account association lacks ${missing.join(', ')}`)
  return { header: String(record.header), payload: String(record.payload), signature: String(record.signature) }
}

/** Escapes text for a single-quoted HTML attribute. */
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;')

/** The `<meta name="fc:miniapp">` tag for the page head (every route serves the same index.html). */
export function miniAppMetaTag(embed: MiniAppEmbed): string {
  return `<meta name="fc:miniapp" content='${escapeAttribute(JSON.stringify(embed))}' />`
}

export interface MiniAppFiles {
  /** The manifest to serve, or null when no account association is configured (hosts reject an unsigned one). */
  manifest: MiniAppManifest | null
  metaTag: string
  /** Rule violations: each fails the build. */
  problems: string[]
  /** Worth telling the builder, not fatal. */
  notes: string[]
}

/** Generates and checks the Farcaster files of one build. */
export function prepareMiniAppFiles(config: AppConfig, env: NodeJS.ProcessEnv, publicDir: string): MiniAppFiles {
  const notes: string[] = []
  const problems: string[] = []
  let accountAssociation: AccountAssociation | null = null
  try {
    accountAssociation = readAccountAssociation(env)
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error))
  }
  const isDevnet = config.profile === 'devnet'
  const origin = config.projectUrl
  const checkedOrigin = isDevnet ? PLACEHOLDER_ORIGIN : origin
  problems.push(
    ...validateMiniAppFiles({
      // The devnet placeholder cannot carry the owner's signature; the signed domain is checked on real origins only.
      manifest: buildMiniAppManifest(config, checkedOrigin, isDevnet ? null : accountAssociation),
      embed: buildMiniAppEmbed(config, checkedOrigin),
      origin: checkedOrigin,
      publicDir,
    }),
  )
  if (!accountAssociation && !isDevnet) {
    notes.push(
      'No Farcaster account association set (FARCASTER_ACCOUNT_ASSOCIATION_*): /.well-known/farcaster.json is not emitted.',
    )
  }
  return {
    manifest: accountAssociation ? buildMiniAppManifest(config, origin, accountAssociation) : null,
    metaTag: miniAppMetaTag(buildMiniAppEmbed(config, origin)),
    problems: problems.map((problem) => `Farcaster mini app: ${problem}`),
    notes: notes.map((note) => `Farcaster mini app: ${note}`),
  }
}

/**
 * Emits dist/.well-known/farcaster.json (when signed) and reports the checks: violations are compilation errors,
 * which fail `npm run build`, notes are warnings.
 */
export class FarcasterMiniAppPlugin {
  constructor(private readonly files: MiniAppFiles) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('FarcasterMiniAppPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FarcasterMiniAppPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { manifest, problems, notes } = this.files
          for (const problem of problems) compilation.errors.push(new webpack.WebpackError(problem))
          for (const note of notes) compilation.warnings.push(new webpack.WebpackError(note))
          if (manifest) {
            compilation.emitAsset(
              '.well-known/farcaster.json',
              new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
            )
          }
        },
      )
    })
  }
}
