import { isValidElement } from 'react'
import type { RouteObject } from 'react-router-dom'
import { matchRoutes } from 'react-router-dom'
import { loadChainServices } from '../services/chain/loadChainServices'
import { loadChatServices } from '../services/chat/loadChatServices'
import { loadProfileServices } from '../services/profile/loadProfileServices'
import { Layout } from './layout/Layout'
import type { PageCode } from './layout/Layout'
import { preloadable } from '../ui/preloadable'
import type { PreloadableComponent } from '../ui/preloadable'
import { ROUTES } from '../config/routes'
import type { RoutePath } from '../config/routes'

/**
 * A screen reads the chain through services of its own as soon as it mounts: requesting their code with the page's
 * own chunk saves a round trip (a chunk wave) before its first data. A failure here is ignored: the screen's own
 * load reports it.
 */
function withServices<T>(page: Promise<T>, ...loaders: (() => Promise<unknown>)[]): Promise<T> {
  for (const load of loaders) load().catch(() => undefined)
  return page
}

// One chunk per screen: the shell (navbars, sidebars) paints at once and the page fills in.
const pages = {
  home: preloadable(() =>
    withServices(import(/* webpackChunkName: "page-home" */ '../pages/HomePage'), loadChatServices),
  ),
  post: preloadable(() =>
    withServices(import(/* webpackChunkName: "page-post" */ '../pages/PostPage'), loadChatServices),
  ),
  about: preloadable(() => import(/* webpackChunkName: "page-about" */ '../pages/AboutPage')),
  shill: preloadable(() =>
    withServices(import(/* webpackChunkName: "page-shill" */ '../pages/ShillPage'), loadChatServices),
  ),
  stake: preloadable(() => import(/* webpackChunkName: "page-stake" */ '../pages/StakePage')),
  airdrop: preloadable(() => import(/* webpackChunkName: "page-airdrop" */ '../pages/AirdropPage')),
  profile: preloadable(() =>
    withServices(
      import(/* webpackChunkName: "page-profile" */ '../pages/ProfilePage'),
      loadProfileServices,
      loadChainServices,
      loadChatServices,
    ),
  ),
  swapCow: preloadable(() => import(/* webpackChunkName: "page-swap-cow" */ '../pages/SwapCowPage')),
  swapUniV2: preloadable(() => import(/* webpackChunkName: "page-swap-univ2" */ '../pages/SwapUniV2Page')),
  findUser: preloadable(() => import(/* webpackChunkName: "page-find-user" */ '../pages/FindUserPage')),
  nft: preloadable(() => import(/* webpackChunkName: "page-nft" */ '../pages/NftPage')),
  nftCreate: preloadable(() => import(/* webpackChunkName: "page-nft-create" */ '../pages/NftCreatePage')),
  nftCollection: preloadable(() => import(/* webpackChunkName: "page-nft-collection" */ '../pages/NftCollectionPage')),
  sendTokens: preloadable(() => import(/* webpackChunkName: "page-send-tokens" */ '../pages/SendTokensPage')),
  memesImages: preloadable(() =>
    withServices(import(/* webpackChunkName: "page-memes-images" */ '../pages/MemesImagesPage'), loadChatServices),
  ),
  activityPoints: preloadable(
    () => import(/* webpackChunkName: "page-activity-points" */ '../pages/ActivityPointsPage'),
  ),
  notFound: preloadable(() => import(/* webpackChunkName: "page-not-found" */ '../pages/NotFoundPage')),
} satisfies Record<string, PreloadableComponent>

/** The component of the page that `pathname` shows; a future page that is not preloadable has neither method. */
function pageAt(pathname: string): Partial<PreloadableComponent> | undefined {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element
  // Each route's element is a plain `<Page />`: its type is the page component, preloadable or (a future page) not.
  return isValidElement(element) ? (element.type as Partial<PreloadableComponent>) : undefined
}

/**
 * The code of the page a path shows (the layout renders the first page once it is in, so a returning visitor's page
 * commits no loading fallback). `preload` rejects with the chunk error when the page's code fails to load; `isLoaded`
 * is true once it has loaded (a page that is not preloadable counts as loaded).
 */
export const pageCode: PageCode = {
  preload: (pathname) => pageAt(pathname)?.preload?.() ?? Promise.resolve(),
  isLoaded: (pathname) => pageAt(pathname)?.isLoaded?.() ?? true,
}

/** A child route's path: the absolute path without its leading '/'. */
const child = (path: RoutePath) => path.slice(1)

/**
 * The route table (spec §2). Only /profile takes a parameter, as the query `?id=`; `ref` is honoured on any page
 * (see Layout). Unknown paths render the 404 page.
 */
export const routes: RouteObject[] = [
  {
    path: ROUTES.home,
    element: <Layout pageCode={pageCode} />,
    children: [
      { index: true, element: <pages.home /> },
      { path: child(ROUTES.post), element: <pages.post /> },
      { path: child(ROUTES.about), element: <pages.about /> },
      { path: child(ROUTES.shill), element: <pages.shill /> },
      { path: child(ROUTES.stake), element: <pages.stake /> },
      { path: child(ROUTES.airdrop), element: <pages.airdrop /> },
      { path: child(ROUTES.profile), element: <pages.profile /> },
      { path: child(ROUTES.swapCow), element: <pages.swapCow /> },
      { path: 'swap/univ2', element: <pages.swapUniV2 /> },
      { path: child(ROUTES.findUser), element: <pages.findUser /> },
      { path: child(ROUTES.nft), element: <pages.nft /> },
      { path: child(ROUTES.nftCreate), element: <pages.nftCreate /> },
      { path: child(ROUTES.nftCollection), element: <pages.nftCollection /> },
      { path: child(ROUTES.sendTokens), element: <pages.sendTokens /> },
      { path: child(ROUTES.memesImages), element: <pages.memesImages /> },
      { path: child(ROUTES.activityPoints), element: <pages.activityPoints /> },
      { path: '*', element: <pages.notFound /> },
    ],
  },
]
