import { parseAbi } from 'viem'

/**
 * The parts of the devnet contracts' ABIs the indexer reads: the events it indexes and the few calls its handlers
 * make. Written as human-readable signatures (docs/chain-interface: "Chat channels", "Name registry") so Ponder types
 * every event's args; devnet/test/indexer.chain.test.ts checks each against the compiled contracts' own ABIs, so a
 * drift in devnet/contracts fails a test instead of silently indexing nothing.
 */
export const chatChannelAbi = parseAbi([
  'event MessagePosted(address indexed author, string indexed url, uint256 createdAt)',
  'event MessageReplied(address indexed author, string indexed url, uint256 indexed mainMsgIndex, uint256 createdAt)',
  'event MainMessageDeleted(address indexed eraser, string indexed url, uint256 indexed mainMsgIndex, uint256 deletedAt)',
  'event MainMessageRestored(address indexed restorer, string indexed url, uint256 indexed mainMsgIndex, uint256 restoredAt)',
  'event ReplyDeleted(address indexed eraser, string indexed url, uint256 indexed mainMsgIndex, uint256 replyMsgIndex, uint256 deletedAt)',
  'event ReplyRestored(address indexed restorer, string indexed url, uint256 indexed mainMsgIndex, uint256 replyMsgIndex, uint256 restoredAt)',
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
