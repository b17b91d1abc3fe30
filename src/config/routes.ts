/**
 * Every client route's path (spec §2 Screens and routes): the one table that the route table, the sidebar, the menus
 * and every link use, so a path is written once. Paths are absolute; the router's child routes drop the leading '/'.
 */
export const ROUTES = {
  home: '/',
  post: '/post',
  about: '/about',
  shill: '/shill',
  stake: '/stake',
  airdrop: '/airdrop',
  profile: '/profile',
  swapCow: '/swap/cow',
  swapUniV2: '/swap/univ2',
  findUser: '/find-user',
  nft: '/nft',
  nftCreate: '/nft/create',
  nftCollection: '/nft/collection',
  sendTokens: '/send-tokens',
  memesImages: '/memes-images',
  activityPoints: '/activity-points',
} as const

/** One of the site's route paths. */
export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES]

/** The chat channels' pages (General, memes & images, shill): the sidebar puts their unread badges after them. */
export const CHANNEL_PATHS: readonly string[] = [ROUTES.home, ROUTES.memesImages, ROUTES.shill]

/**
 * The page of one launchpad collection (spec §2 '/nft/collection?id=<address>'); the page reads `id` back
 * (pages/NftCollectionPage.tsx) and the chat recognises such links as collection cards (features/chat/text/tokenize.ts).
 */
export const collectionPath = (address: string): string => `${ROUTES.nftCollection}?id=${encodeURIComponent(address)}`
