import { darkTheme } from '../ui/theme'
import type { AppConfig } from './types'

/**
 * How the mini app presents itself in Farcaster clients (pitfalls §2 Manifest field rules). Image paths are relative
 * to the site's origin and must be PNGs of the stated sizes; short texts allow no emoji and none of @ # $ % ^ & * + =
 * / \ | ~ « ».
 */
export interface MiniAppPresentation {
  /** ≤ 30 characters. */
  subtitle: string
  /** ≤ 30 characters. */
  tagline: string
  /** Up to 5 lowercase tags of ≤ 20 characters without spaces. */
  tags: string[]
  primaryCategory: 'social'
  /** 1024 × 1024 PNG without alpha. */
  iconPath: string
  /** 200 × 200 PNG. */
  splashImagePath: string
  /** `#RGB` or `#RRGGBB`: the dark theme's background, the site's default mode. */
  splashBackgroundColor: string
  /** 3:2 PNG, 600 × 400 to 3000 × 2000: the image of a shared link's embed. */
  embedImagePath: string
  /** ≤ 32 characters: the embed's launch button. */
  buttonTitle: string
}

/** The site's mini-app presentation (both profiles). */
export const miniAppPresentation: MiniAppPresentation = {
  subtitle: 'Chat with your .demo name',
  tagline: 'Your wallet is your login',
  tags: ['chat', 'social', 'names', 'base'],
  primaryCategory: 'social',
  iconPath: '/img/icon.png',
  splashImagePath: '/img/splash.png',
  splashBackgroundColor: darkTheme.colors.bg,
  embedImagePath: '/img/cover.png',
  buttonTitle: 'Open Demo Social',
}

/** A JSON Farcaster Signature over `{ domain }` (base64url parts), made by the owner with the Farcaster manifest tool. */
export interface AccountAssociation {
  header: string
  payload: string
  signature: string
}

/** The `miniapp` object of /.well-known/farcaster.json. */
export interface MiniAppManifestBody {
  version: '1'
  name: string
  homeUrl: string
  iconUrl: string
  splashImageUrl: string
  splashBackgroundColor: string
  subtitle: string
  description: string
  tagline: string
  ogTitle: string
  ogDescription: string
  primaryCategory: string
  tags: string[]
  requiredChains: string[]
  canonicalDomain: string
  /** Where Farcaster clients POST the user's signed add/remove and notification events (issue #37). */
  webhookUrl: string
}

/** /.well-known/farcaster.json (Farcaster mini-app specification, Manifest). */
export interface MiniAppManifest {
  accountAssociation?: AccountAssociation
  miniapp: MiniAppManifestBody
}

/** The `fc:miniapp` meta tag's JSON (Farcaster specification, Mini App Embed). */
export interface MiniAppEmbed {
  version: '1'
  imageUrl: string
  button: {
    title: string
    action: { type: 'launch_miniapp'; name: string; splashImageUrl: string; splashBackgroundColor: string }
  }
}

const absolute = (path: string, origin: string) => new URL(path, origin).href

/**
 * The upload endpoint's webhook route: protocol/notify.ts FARCASTER_WEBHOOK_PATH, which config may not import (layers:
 * docs/ARCHITECTURE.md); scripts/farcaster-manifest.test.ts checks that the two agree.
 */
export const WEBHOOK_ROUTE = '/farcaster/webhook'

/**
 * The notification webhook (issue #37): served by the upload endpoint, so it is WEBHOOK_ROUTE under
 * `config.uploadUrl` (a path on `origin`, or a full URL of its own).
 */
export const webhookUrlOf = (config: AppConfig, origin: string): string =>
  absolute(`${config.uploadUrl.replace(/\/+$/, '')}${WEBHOOK_ROUTE}`, origin)

/**
 * The manifest for a site served at `origin` (normally `config.projectUrl`). Texts come from the config, images and
 * taglines from `presentation`; the required chain is the supported chain as a CAIP-2 id ('eip155:84532'); the
 * webhook is the upload endpoint's (webhookUrlOf).
 */
export function buildMiniAppManifest(
  config: AppConfig,
  origin: string,
  accountAssociation: AccountAssociation | null,
  presentation: MiniAppPresentation = miniAppPresentation,
): MiniAppManifest {
  const miniapp: MiniAppManifestBody = {
    version: '1',
    name: config.projectName,
    homeUrl: absolute('/', origin),
    iconUrl: absolute(presentation.iconPath, origin),
    splashImageUrl: absolute(presentation.splashImagePath, origin),
    splashBackgroundColor: presentation.splashBackgroundColor,
    subtitle: presentation.subtitle,
    description: config.projectDescription,
    tagline: presentation.tagline,
    ogTitle: config.projectMetadataTitle,
    ogDescription: config.projectDescription,
    primaryCategory: presentation.primaryCategory,
    tags: presentation.tags,
    requiredChains: [`eip155:${config.supportedChainId}`],
    canonicalDomain: new URL(origin).hostname,
    webhookUrl: webhookUrlOf(config, origin),
  }
  return accountAssociation ? { accountAssociation, miniapp } : { miniapp }
}

/**
 * The embed shown when a page of the site is shared in a cast. No `url` in the action: clients then open the shared
 * page itself, so every page is a launch point.
 */
export function buildMiniAppEmbed(
  config: AppConfig,
  origin: string,
  presentation: MiniAppPresentation = miniAppPresentation,
): MiniAppEmbed {
  return {
    version: '1',
    imageUrl: absolute(presentation.embedImagePath, origin),
    button: {
      title: presentation.buttonTitle,
      action: {
        type: 'launch_miniapp',
        name: config.projectName,
        splashImageUrl: absolute(presentation.splashImagePath, origin),
        splashBackgroundColor: presentation.splashBackgroundColor,
      },
    },
  }
}
