/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AccountAssociation, MiniAppEmbed, MiniAppManifest } from '../src/config/farcaster'
import { WEBHOOK_ROUTE, buildMiniAppEmbed, buildMiniAppManifest } from '../src/config/farcaster'
import { FARCASTER_WEBHOOK_PATH } from '../protocol/notify'
import { baseSepoliaConfig } from '../src/config/baseSepolia'
import { devnetConfig } from '../src/config/devnet'
import {
  PLACEHOLDER_ORIGIN,
  miniAppMetaTag,
  pngFacts,
  prepareMiniAppFiles,
  readAccountAssociation,
  signedDomain,
  validateMiniAppFiles,
} from './farcaster-manifest'

const ORIGIN = 'https://demo-social.example'
const PUBLIC_DIR = path.join(__dirname, '..', 'public')

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
/** Shaped like the Farcaster manifest tool's output (the signature is not checked at build time). */
const association = (domain: string): AccountAssociation => ({
  header: b64({ fid: 1234, type: 'custody', key: '0x0000000000000000000000000000000000000001' }),
  payload: b64({ domain }),
  signature: 'MHhhYmNk',
})

type Files = { manifest: MiniAppManifest; embed: MiniAppEmbed }
const validFiles = (): Files => ({
  manifest: buildMiniAppManifest(baseSepoliaConfig, ORIGIN, association('demo-social.example')),
  embed: buildMiniAppEmbed(baseSepoliaConfig, ORIGIN),
})
const check = (files: Files, origin = ORIGIN, publicDir = PUBLIC_DIR) =>
  validateMiniAppFiles({ ...files, origin, publicDir })

describe('validateMiniAppFiles: the generated files are valid', () => {
  it('passes for the production profile', () => {
    expect(check(validFiles())).toEqual([])
  })

  it('passes without an account association (only the miniapp body is checked)', () => {
    const files = validFiles()
    delete files.manifest.accountAssociation
    expect(check(files)).toEqual([])
  })

  it('declares the upload endpoint notification webhook (issue #37)', () => {
    expect(WEBHOOK_ROUTE).toBe(FARCASTER_WEBHOOK_PATH)
    const { manifest } = validFiles()
    expect(manifest.miniapp.webhookUrl).toBe(new URL(`${baseSepoliaConfig.uploadUrl}/farcaster/webhook`, ORIGIN).href)
    expect(buildMiniAppManifest(devnetConfig, PLACEHOLDER_ORIGIN, null).miniapp.webhookUrl).toBe(
      `${PLACEHOLDER_ORIGIN}/devnet/upload/farcaster/webhook`,
    )
    const elsewhere = { ...baseSepoliaConfig, uploadUrl: 'https://upload.example/v1/' }
    expect(buildMiniAppManifest(elsewhere, ORIGIN, null).miniapp.webhookUrl).toBe(
      'https://upload.example/v1/farcaster/webhook',
    )
  })

  it('requires Base Sepolia and uses version 1', () => {
    const { manifest } = validFiles()
    expect(manifest.miniapp.requiredChains).toEqual(['eip155:84532'])
    expect(manifest.miniapp.version).toBe('1')
  })
})

type Mutation = (files: Files) => void
const miniapp =
  (change: Partial<MiniAppManifest['miniapp']>): Mutation =>
  (files) =>
    Object.assign(files.manifest.miniapp, change)

describe('validateMiniAppFiles: every violation is reported (pitfalls §2 manifest and embed rules)', () => {
  it.each<[string, Mutation, string]>([
    ['version other than 1', miniapp({ version: '2' as '1' }), 'manifest.miniapp.version'],
    ['name over 32 characters', miniapp({ name: 'A'.repeat(33) }), 'manifest.miniapp.name'],
    [
      'http home URL',
      miniapp({ homeUrl: 'http://demo-social.example/' }),
      'manifest.miniapp.homeUrl: Must be an https url',
    ],
    [
      'http webhook URL',
      miniapp({ webhookUrl: 'http://demo-social.example/api/upload/farcaster/webhook' }),
      'manifest.miniapp.webhookUrl: Must be an https url',
    ],
    [
      'localhost icon',
      miniapp({ iconUrl: 'https://localhost/img/icon.png' }),
      'manifest.miniapp.iconUrl: URL must not use IP addresses or localhost',
    ],
    [
      '*.localhost splash',
      miniapp({ splashImageUrl: 'https://app.localhost/s.png' }),
      'manifest.miniapp.splashImageUrl',
    ],
    [
      'IP address home URL',
      miniapp({ homeUrl: 'https://127.0.0.1/' }),
      'manifest.miniapp.homeUrl: URL must not use IP addresses or localhost',
    ],
    [
      'URL with a space',
      miniapp({ iconUrl: 'https://demo-social.example/img/my icon.png' }),
      'manifest.miniapp.iconUrl',
    ],
    [
      'URL over 1024 characters',
      miniapp({ iconUrl: `https://demo-social.example/${'a'.repeat(1024)}.png` }),
      'manifest.miniapp.iconUrl',
    ],
    ['named splash colour', miniapp({ splashBackgroundColor: 'navy' }), 'manifest.miniapp.splashBackgroundColor'],
    [
      'five-digit splash colour',
      miniapp({ splashBackgroundColor: '#12345' }),
      'manifest.miniapp.splashBackgroundColor',
    ],
    ['subtitle over 30 characters', miniapp({ subtitle: 'a'.repeat(31) }), 'manifest.miniapp.subtitle'],
    [
      'subtitle with an emoji',
      miniapp({ subtitle: 'Chat 🚀' }),
      'manifest.miniapp.subtitle: Emojis and symbols are not allowed',
    ],
    ['subtitle with a #', miniapp({ subtitle: 'Chat #1' }), 'manifest.miniapp.subtitle: Special characters'],
    ['tagline with !!', miniapp({ tagline: 'Chat now!!' }), 'manifest.miniapp.tagline: Repeated punctuations'],
    ['description over 170 characters', miniapp({ description: 'a'.repeat(171) }), 'manifest.miniapp.description'],
    ['ogTitle over 30 characters', miniapp({ ogTitle: 'a'.repeat(31) }), 'manifest.miniapp.ogTitle'],
    [
      'ogDescription over 100 characters',
      miniapp({ ogDescription: 'a'.repeat(101) }),
      'manifest.miniapp.ogDescription',
    ],
    ['six tags', miniapp({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }), 'manifest.miniapp.tags'],
    ['tag with a space', miniapp({ tags: ['on chain'] }), 'manifest.miniapp.tags.0: Spaces are not allowed'],
    ['tag over 20 characters', miniapp({ tags: ['a'.repeat(21)] }), 'manifest.miniapp.tags.0'],
    ['uppercase tag', miniapp({ tags: ['Social'] }), 'manifest.miniapp.tags.0: must be lowercase'],
    ['unknown category', miniapp({ primaryCategory: 'dating' }), 'manifest.miniapp.primaryCategory'],
    ['unknown chain', miniapp({ requiredChains: ['eip155:999999'] }), 'manifest.miniapp.requiredChains'],
    [
      'Base Sepolia not required',
      miniapp({ requiredChains: ['eip155:8453'] }),
      'manifest.miniapp.requiredChains: must include eip155:84532',
    ],
    [
      'canonical domain with a port',
      miniapp({ canonicalDomain: 'demo-social.example:443' }),
      'manifest.miniapp.canonicalDomain',
    ],
    [
      'account association for another domain',
      (files) => (files.manifest.accountAssociation = association('www.demo-social.example')),
      'manifest.accountAssociation.payload: signs "www.demo-social.example", the site is "demo-social.example"',
    ],
    [
      'account association payload that is not { domain }',
      (files) => (files.manifest.accountAssociation = { ...association('x'), payload: 'bm90IGpzb24' }),
      'manifest.accountAssociation.payload: signs no domain',
    ],
    [
      'account association without a signature',
      (files) =>
        (files.manifest.accountAssociation = {
          ...association('demo-social.example'),
          signature: undefined as unknown as string,
        }),
      'manifest.accountAssociation.signature',
    ],
    ['embed version 2', (files) => (files.embed.version = '2' as '1'), 'embed.version'],
    [
      'embed button title over 32 characters',
      (files) => (files.embed.button.title = 'B'.repeat(33)),
      'embed.button.title',
    ],
    [
      'embed launch name over 32 characters',
      (files) => (files.embed.button.action.name = 'N'.repeat(33)),
      'embed.button.action.name',
    ],
    [
      'embed image over http',
      (files) => (files.embed.imageUrl = 'http://demo-social.example/img/cover.png'),
      'embed.imageUrl: Must be an https url',
    ],
    [
      'embed splash colour',
      (files) => (files.embed.button.action.splashBackgroundColor = 'red'),
      'embed.button.action.splashBackgroundColor',
    ],
    [
      'unknown embed action',
      (files) => (files.embed.button.action.type = 'launch_app' as 'launch_miniapp'),
      'embed.button.action',
    ],
    [
      'icon that is not 1024×1024',
      miniapp({ iconUrl: `${ORIGIN}/img/cover.png` }),
      'miniapp.iconUrl: /img/cover.png must be a 1024×1024 PNG without alpha (is 1200×800)',
    ],
    [
      'splash that is not 200×200',
      miniapp({ splashImageUrl: `${ORIGIN}/img/icon.png` }),
      'miniapp.splashImageUrl: /img/icon.png must be 200×200 (is 1024×1024)',
    ],
    [
      'embed image that is not 3:2',
      (files) => (files.embed.imageUrl = `${ORIGIN}/img/icon.png`),
      'embed.imageUrl: /img/icon.png must be 3:2',
    ],
    [
      'image missing from public/',
      miniapp({ iconUrl: `${ORIGIN}/img/missing.png` }),
      'miniapp.iconUrl: /img/missing.png is not in public/',
    ],
    [
      'image that is not a PNG',
      miniapp({ iconUrl: `${ORIGIN}/img/favicon.svg` }),
      'miniapp.iconUrl: /img/favicon.svg must be a PNG',
    ],
  ])('%s', (_case, mutate, expected) => {
    const files = validFiles()
    mutate(files)
    const problems = check(files)
    expect(problems.some((problem) => problem.includes(expected))).toBe(true)
  })

  it('accepts the legacy launch_frame action and #RGB colours', () => {
    const files = validFiles()
    files.embed.button.action.type = 'launch_frame' as 'launch_miniapp'
    files.manifest.miniapp.splashBackgroundColor = '#fff'
    expect(check(files)).toEqual([])
  })

  it('flags an icon with alpha', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-manifest-'))
    const png = Buffer.alloc(33)
    Buffer.from('89504e470d0a1a0a', 'hex').copy(png, 0)
    png.write('IHDR', 12, 'ascii')
    png.writeUInt32BE(1024, 16)
    png.writeUInt32BE(1024, 20)
    png[25] = 6 // RGBA
    fs.mkdirSync(path.join(dir, 'img'))
    for (const name of ['icon.png', 'splash.png', 'cover.png'])
      fs.copyFileSync(path.join(PUBLIC_DIR, 'img', name), path.join(dir, 'img', name))
    fs.writeFileSync(path.join(dir, 'img', 'icon.png'), png)
    expect(check(validFiles(), ORIGIN, dir)).toEqual([
      'miniapp.iconUrl: /img/icon.png must be a 1024×1024 PNG without alpha (is 1024×1024 with alpha)',
    ])
    fs.rmSync(dir, { recursive: true })
  })
})

describe('pngFacts and signedDomain', () => {
  it('reads the size of the site’s images', () => {
    expect(pngFacts(fs.readFileSync(path.join(PUBLIC_DIR, 'img/icon.png')))).toEqual({
      width: 1024,
      height: 1024,
      hasAlpha: false,
    })
    expect(pngFacts(fs.readFileSync(path.join(PUBLIC_DIR, 'img/splash.png')))).toEqual({
      width: 200,
      height: 200,
      hasAlpha: false,
    })
    expect(pngFacts(Buffer.from('<svg/>'))).toBeNull()
  })

  it('decodes the signed domain', () => {
    expect(signedDomain(association('demo-social.example'))).toBe('demo-social.example')
    expect(signedDomain({ header: '', payload: '!!', signature: '' })).toBeNull()
  })
})

describe('readAccountAssociation (owner-generated, from the build environment)', () => {
  const parts = association('demo-social.example')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-association-'))
  afterAll(() => fs.rmSync(dir, { recursive: true }))

  it('is null when nothing is set', () => {
    expect(readAccountAssociation({})).toBeNull()
  })

  it('reads the three variables', () => {
    const env = {
      FARCASTER_ACCOUNT_ASSOCIATION_HEADER: parts.header,
      FARCASTER_ACCOUNT_ASSOCIATION_PAYLOAD: parts.payload,
      FARCASTER_ACCOUNT_ASSOCIATION_SIGNATURE: parts.signature,
    }
    expect(readAccountAssociation(env)).toEqual(parts)
  })

  it.each([
    ['the bare object', parts],
    ["the tool's whole manifest", { accountAssociation: parts, miniapp: { name: 'x' } }],
  ])('reads a JSON file holding %s', (_case, content) => {
    const file = path.join(dir, 'association.json')
    fs.writeFileSync(file, JSON.stringify(content))
    expect(readAccountAssociation({ FARCASTER_ACCOUNT_ASSOCIATION_FILE: file })).toEqual(parts)
  })

  it('rejects a half-set association', () => {
    expect(() => readAccountAssociation({ FARCASTER_ACCOUNT_ASSOCIATION_HEADER: parts.header })).toThrow(
      'lacks payload, signature',
    )
  })

  it('rejects both sources at once', () => {
    expect(() =>
      readAccountAssociation({
        FARCASTER_ACCOUNT_ASSOCIATION_FILE: 'a.json',
        FARCASTER_ACCOUNT_ASSOCIATION_HEADER: 'h',
      }),
    ).toThrow('not both')
  })
})

describe('miniAppMetaTag', () => {
  it('puts the embed JSON in a single-quoted content attribute, escaping quotes and ampersands', () => {
    const embed = buildMiniAppEmbed({ ...baseSepoliaConfig, projectName: "Bob's & Co" }, ORIGIN)
    const tag = miniAppMetaTag(embed)
    expect(tag).toMatch(/^<meta name="fc:miniapp" content='[^']*' \/>$/)
    const content = /content='([^']*)'/.exec(tag)?.[1] ?? ''
    const decoded = content.replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&amp;/g, '&')
    expect(JSON.parse(decoded)).toEqual(embed)
  })
})

describe('prepareMiniAppFiles (what the build does)', () => {
  const signed = (domain: string) => {
    const { header, payload, signature } = association(domain)
    return {
      FARCASTER_ACCOUNT_ASSOCIATION_HEADER: header,
      FARCASTER_ACCOUNT_ASSOCIATION_PAYLOAD: payload,
      FARCASTER_ACCOUNT_ASSOCIATION_SIGNATURE: signature,
    }
  }

  it('production, signed for its domain: valid, manifest emitted', () => {
    const files = prepareMiniAppFiles(baseSepoliaConfig, signed('demo-social.example'), PUBLIC_DIR)
    expect(files.problems).toEqual([])
    expect(files.manifest?.accountAssociation?.payload).toBe(association('demo-social.example').payload)
    expect(files.manifest?.miniapp.homeUrl).toBe('https://demo-social.example/')
    expect(files.metaTag).toContain('"imageUrl":"https://demo-social.example/img/cover.png"')
  })

  it('production without an account association: valid, no manifest, a note', () => {
    const files = prepareMiniAppFiles(baseSepoliaConfig, {}, PUBLIC_DIR)
    expect(files.problems).toEqual([])
    expect(files.manifest).toBeNull()
    expect(files.notes).toEqual([expect.stringContaining('/.well-known/farcaster.json is not emitted')])
  })

  it('production on a localhost URL: every URL field is a violation', () => {
    const files = prepareMiniAppFiles({ ...baseSepoliaConfig, projectUrl: 'http://localhost:3000' }, {}, PUBLIC_DIR)
    expect(files.problems).toEqual(
      expect.arrayContaining([
        'Farcaster mini app: manifest.miniapp.homeUrl: Must be an https url',
        'Farcaster mini app: manifest.miniapp.iconUrl: URL must not use IP addresses or localhost',
        'Farcaster mini app: embed.imageUrl: Must be an https url',
      ]),
    )
  })

  it('production signed for another domain: a violation', () => {
    const files = prepareMiniAppFiles(baseSepoliaConfig, signed('other.example'), PUBLIC_DIR)
    expect(files.problems).toEqual([
      expect.stringContaining('signs "other.example", the site is "demo-social.example"'),
    ])
  })

  it('a name over 32 characters fails either profile', () => {
    for (const config of [baseSepoliaConfig, devnetConfig]) {
      const files = prepareMiniAppFiles(
        { ...config, projectName: 'An Extremely Long Community Chat Name' },
        {},
        PUBLIC_DIR,
      )
      expect(files.problems).toEqual(
        expect.arrayContaining([
          expect.stringContaining('manifest.miniapp.name'),
          expect.stringContaining('embed.button.action.name'),
        ]),
      )
    }
  })

  it(`devnet (http://localhost): checked as if served from ${PLACEHOLDER_ORIGIN}, emitted with the local URLs`, () => {
    const files = prepareMiniAppFiles(devnetConfig, {}, PUBLIC_DIR)
    expect(files.problems).toEqual([])
    expect(files.notes).toEqual([])
    expect(files.manifest).toBeNull()
    expect(files.metaTag).toContain('"imageUrl":"http://localhost:8080/img/cover.png"')
  })
})
