import { parseAbi } from 'viem'

/**
 * The parts of the devnet contracts' ABIs the indexer reads: the events it indexes and the few calls its handlers
 * make. Written as human-readable signatures (docs/chain-interface: "Chat channels", "Name registry") so Ponder types
 * every event's args; scripts/indexer.chain.test.ts checks each against the compiled contracts' own ABIs, so a
 * drift in devnet/contracts fails a test instead of silently indexing nothing.
 */
export const chatChannelAbi = parseAbi([
  'event MessagePosted(address indexed author, string indexed url, uint256 createdAt)',
  'event MessageReplied(address indexed author, string indexed url, uint256 indexed mainMsgIndex, uint256 createdAt)',
  'event MainMessageDeleted(address indexed eraser, string indexed url, uint256 indexed mainMsgIndex, uint256 deletedAt)',
  'event MainMessageRestored(address indexed restorer, string indexed url, uint256 indexed mainMsgIndex, uint256 restoredAt)',
  'event ReplyDeleted(address indexed eraser, string indexed url, uint256 indexed mainMsgIndex, uint256 replyMsgIndex, uint256 deletedAt)',
  'event ReplyRestored(address indexed restorer, string indexed url, uint256 indexed mainMsgIndex, uint256 replyMsgIndex, uint256 restoredAt)',
  'event ReactionSet(uint256 indexed mainMsgIndex, uint256 replyMsgIndex, bool isReply, address indexed user, uint8 emoji, bool on)',
  'event MessageEdited(uint256 indexed mainMsgIndex, uint256 replyMsgIndex, bool isReply, address indexed author, string url, uint256 version)',
  'function createMessage(string url) payable',
  'function createReply(uint256 mainMsgIndex, string url) payable',
  'struct Message { address author; uint256 createdAt; bool deleted; uint256 index; uint256 repliesCount; string url; }',
  'function getMainMessage(uint256 mainMsgIndex) view returns (Message)',
  'function getReply(uint256 mainMsgIndex, uint256 replyMsgIndex) view returns (Message)',
])

/** The Punk Domains TLD (an ERC-721 with one token per name). */
export const punkTldAbi = parseAbi([
  'event DomainCreated(address indexed user, address indexed owner, string fullDomainName)',
  'event DefaultDomainChanged(address indexed user, string defaultDomain)',
  'event DataChanged(address indexed user, string indexed domain)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'function domains(string) view returns (string name, uint256 tokenId, address holder, string data)',
  'function getDomainData(string) view returns (string)',
])

/** The comments on NFT collections (CommentsChannel: comments per subject address, a collection). */
export const commentsChannelAbi = parseAbi([
  'event CommentPosted(address indexed author, string indexed url, address indexed subjectAddress, uint256 createdAt)',
  'event CommentDeleted(address indexed eraser, string indexed url, address indexed subjectAddress, uint256 commentIndex, uint256 deletedAt)',
  'event CommentRestored(address indexed restorer, string indexed url, address indexed subjectAddress, uint256 commentIndex, uint256 restoredAt)',
  'function createComment(address subject, string url) payable',
  'struct Comment { address author; uint256 createdAt; bool deleted; uint256 index; string url; }',
  'function getComment(address subject, uint256 commentIndex) view returns (Comment)',
])

/** Activity points: (bonus points + wei spent) × multiplier, 18 decimals. */
export const activityPointsAbi = parseAbi([
  'event BonusPointsAdded(address indexed manager_, address indexed user_, uint256 bp_)',
  'event BonusPointsRemoved(address indexed manager_, address indexed user_, uint256 bp_)',
  'event WeiSpentAdded(address indexed reporter_, address indexed user_, uint256 weiSpent_)',
  'function multiplier() view returns (uint256)',
])

/** The NFT launchpad's factory event; each launch deploys an Nft721Bonding collection. */
export const nftLaunchpadAbi = parseAbi([
  'event CollectionLaunch(address indexed contractOwner_, address indexed msgSender_, string name_, string uniqueId_, address indexed nftContract_)',
])

/** A launchpad collection: an ERC-721 priced on a bonding curve (mint buys from the curve, burn sells to it). */
export const nft721BondingAbi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'function symbol() view returns (string)',
  'function ratio() view returns (uint256)',
  'function mintingFeePercentage() view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
])

/** A Uniswap V2 pair (the devnet's DEMO/WETH and USD/WETH pools). */
export const uniswapV2PairAbi = parseAbi([
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
  'function token0() view returns (address)',
  'function token1() view returns (address)',
])

/** Staking of DEMO/WETH LP tokens with ETH rewards per period; the stake is an ERC-20 receipt token (sLP). */
export const stakingRewardsAbi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Deposit(address indexed user, uint256 amount)',
  'event Withdraw(address indexed user, uint256 amount)',
  'event Claim(address indexed sender, address indexed claimer, uint256 amount)',
])

/** The DEMO airdrop per name held (ChatTokenClaimDomains). */
export const claimDomainsAbi = parseAbi([
  'event Claimed(address indexed sender, address indexed holder, uint256 indexed tokenId, uint256 amount)',
])

/** The DEMO airdrop per activity point (ChatTokenClaimActivityPoints). */
export const claimActivityPointsAbi = parseAbi(['event Claimed(address indexed user, uint256 amount)'])
