/** Plain data of the NFT launchpad (no bigint: wei amounts are decimal strings), shared by services and the feature. */

/** A collection as a card shows it (issue #15 /nft). `image` is the stored reference (ar://, ipfs://, https://). */
export interface CollectionCardData {
  /** Checksummed address. */
  address: string
  name: string
  image: string
  /** What `mint` takes now, wei. */
  mintPriceWei: string
}

/** Launch order page of the directory, newest first. */
export interface LatestPage {
  addresses: string[]
  /** Index to read older collections before; null when this page reached the first collection. */
  olderCursor: number | null
  /** Collections launched so far. */
  total: number
}

/** Metadata of one token as read from its tokenURI JSON; every field is untrusted text (render as text). */
export interface TokenMetadata {
  name: string
  description: string
  /** A reference to vet before use (ar://, ipfs://, http(s)://); '' when none. */
  image: string
  animationUrl: string
}

/** What the holder `account` has of a collection. */
export interface Holding {
  balance: number
  /** One token the account could sell or send; null when none. */
  tokenId: string | null
}

/** A launchpad (bonding-curve) collection. */
export interface LaunchpadCollection {
  kind: 'launchpad'
  address: string
  name: string
  symbol: string
  owner: string
  description: string
  /** Collection preview reference. */
  image: string
  supply: number
  mintPriceWei: string
  burnPriceWei: string
  /**
   * What the newest token cost on the curve (mint price at one token fewer, fees included), wei; null below two tokens
   * (nothing can be sold) or when the collection's ratio or fee could not be read.
   */
  lastBuyPriceWei: string | null
  /** 0 on-chain images, 1 one metadata URL, 2 base URL + id + .json, 3 base URL + id. */
  metadataType: number
  metadataUrl: string
  images: string[]
  metadataAddress: string
  /** null without an account. */
  holding: Holding | null
}

/** An ERC-721 contract that is not a launchpad collection: what could be read of it. */
export interface ForeignCollection {
  kind: 'foreign'
  address: string
  name: string | null
  metadata: TokenMetadata | null
}

/** Nothing that answers like an NFT collection lives at the address. */
export interface NotACollection {
  kind: 'none'
  address: string
}

export type CollectionDetails = LaunchpadCollection | ForeignCollection | NotACollection

/** What launching needs to know up front (issue #15 /nft/create). */
export interface LaunchpadState {
  priceWei: string
  paused: boolean
  /** Each of the two mint fees, 1e18 = 100 %. */
  mintingFeePercentage: string
  maxNameBytes: number
}

/** One comment on a collection (CommentsContextV1 `Comment`). */
export interface CollectionComment {
  index: number
  author: string
  /** Unix seconds. */
  createdAt: number
  url: string
}

/** The newest comments of a collection, newest first, and what posting costs. */
export interface CommentsPage {
  comments: CollectionComment[]
  total: number
  priceWei: string
  paused: boolean
}
