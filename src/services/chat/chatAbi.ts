/** Human-readable ABI of a chat channel (chain-interface.md "Chat channels", Iggy ChatContextV1). */
const MESSAGE_TUPLE =
  '(address author, uint256 createdAt, bool deleted, uint256 index, uint256 repliesCount, string url)'

export const CHAT_CHANNEL_ABI = [
  `function fetchLastMainMessages(bool includeDeleted, uint256 length) view returns (${MESSAGE_TUPLE}[])`,
  `function fetchMainMessages(bool includeDeleted, uint256 fromIndex, uint256 length) view returns (${MESSAGE_TUPLE}[])`,
  `function fetchLastReplies(bool includeDeleted, uint256 mainMsgIndex, uint256 length) view returns (${MESSAGE_TUPLE}[])`,
  `function fetchReplies(bool includeDeleted, uint256 mainMsgIndex, uint256 fromIndex, uint256 length) view returns (${MESSAGE_TUPLE}[])`,
  `function getMainMessage(uint256 mainMsgIndex) view returns (${MESSAGE_TUPLE})`,
  `function getReply(uint256 mainMsgIndex, uint256 replyMsgIndex) view returns (${MESSAGE_TUPLE})`,
  'function getMainMessageCount() view returns (uint256)',
  'function getReplyCount(uint256 mainMsgIndex) view returns (uint256)',
  'function price() view returns (uint256)',
  'function paused() view returns (bool)',
  'function suspended(address user) view returns (bool)',
  'function isUserMod(address user) view returns (bool)',
  'function owner() view returns (address)',
  'function createMessage(string url) payable',
  'function createReply(uint256 mainMsgIndex, string url) payable',
  'function deleteMessage(uint256 mainMsgIndex)',
  'function deleteReply(uint256 mainMsgIndex, uint256 replyMsgIndex)',
  'function restoreMessage(uint256 mainMsgIndex)',
  'function restoreReply(uint256 mainMsgIndex, uint256 replyMsgIndex)',
  'function suspendUser(address user)',
  'function unsuspendUser(address user)',
  'function togglePaused()',
  'event MessagePosted(address indexed author, string indexed url, uint256 createdAt)',
  'event MessageReplied(address indexed author, string indexed url, uint256 indexed mainMsgIndex, uint256 createdAt)',
] as const
