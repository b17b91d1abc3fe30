import { devnetAccount, type DevnetAccount } from '../devnet'
import type { ReadyTarget } from './probe'

/** The seeded account the connected scenario uses: account 1, whose main name is alice.demo (devnet/seed.ts). */
export const NAMED_ACCOUNT: DevnetAccount = devnetAccount(1)
/** The label the test wallet announces (EIP-6963), which the app remembers as the connector to reconnect with. */
export const WALLET_LABEL = 'E2E Wallet'

/** Messages the home feed must show (with names and pictures) to count as ready: one page (config.chatPageSize). */
export const FEED_READY_MESSAGES = 10

export type ScenarioName = 'home' | 'home-connected' | 'profile'

/** One cold load the bench repeats: a path, what "ready" means there, and who is connected. */
export interface Scenario {
  name: ScenarioName
  title: string
  path: string
  target: ReadyTarget
  /** A returning visitor: the test wallet holds this account and the app remembers it as the connector. */
  account?: DevnetAccount
  /** After the cold load: 'Load more' on the feed, then a reload (home only). */
  withLoadMoreAndReload?: boolean
}

export const SCENARIOS: Record<ScenarioName, Scenario> = {
  home: {
    name: 'home',
    title: 'home, disconnected',
    path: '/',
    target: { kind: 'feed', minMessages: FEED_READY_MESSAGES },
    withLoadMoreAndReload: true,
  },
  'home-connected': {
    name: 'home-connected',
    title: 'home, connected (alice.demo)',
    path: '/',
    target: { kind: 'feed', minMessages: FEED_READY_MESSAGES },
    account: NAMED_ACCOUNT,
  },
  profile: {
    name: 'profile',
    title: 'profile of alice.demo',
    path: '/profile/?id=alice.demo',
    target: { kind: 'page' },
  },
}

/** The steps a run reports, in table order: the cold loads, plus 'Load more' and the reload after the home load. */
export const STEP_NAMES = ['home', 'load-more', 'reload', 'home-connected', 'profile'] as const
export type StepName = (typeof STEP_NAMES)[number]

export const STEP_TITLES: Record<StepName, string> = {
  home: 'home',
  'load-more': 'load more',
  reload: 'reload',
  'home-connected': 'connected',
  profile: 'profile',
}
