// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice Anything with balanceOf (ERC-20, ERC-721, soulbound badge) can serve as the mod token.
interface IModBalance {
    function balanceOf(address account) external view returns (uint256);
}

/// @title A chat channel with only the deployed reference surface (chain-interface.md "Chat channels")
/// @notice Stands in for the Iggy "ChatContextV1" contracts deployed on Base Sepolia, which have none of issue #38's
///         additions: no session-key registry (`sessionKeys()` does not exist, the author is always msg.sender), no
///         reactions, no edits. Never deployed by deployAll; a test deploys one to show how the app treats such a
///         channel next to the devnet's own. Kept apart from ChatChannel.sol so that contract's additions never
///         reach this one.
contract ReferenceChatChannel is Ownable {
    struct Message {
        address author;
        uint256 createdAt; // block timestamp, seconds
        bool deleted;
        uint256 index; // position in mainMessages or in replies[mainMsgIndex]
        uint256 repliesCount; // live (not deleted) replies; always 0 for a reply
        string url;
    }

    event MessagePosted(address indexed author, string indexed url, uint256 createdAt);
    event MessageReplied(address indexed author, string indexed url, uint256 indexed mainMsgIndex, uint256 createdAt);
    event MainMessageDeleted(address indexed eraser, string indexed url, uint256 indexed mainMsgIndex, uint256 deletedAt);
    event MainMessageRestored(
        address indexed restorer, string indexed url, uint256 indexed mainMsgIndex, uint256 restoredAt
    );
    event ReplyDeleted(
        address indexed eraser, string indexed url, uint256 indexed mainMsgIndex, uint256 replyMsgIndex, uint256 deletedAt
    );
    event ReplyRestored(
        address indexed restorer,
        string indexed url,
        uint256 indexed mainMsgIndex,
        uint256 replyMsgIndex,
        uint256 restoredAt
    );

    address public modTokenAddress;
    uint256 public modMinBalance;
    uint256 public price; // wei per message or reply
    bool public paused;

    Message[] public mainMessages;
    mapping(uint256 => Message[]) public replies;
    mapping(address => bool) public suspended;

    modifier onlyMods() {
        require(isUserMod(msg.sender), "Not a mod or owner");
        _;
    }

    constructor(address modTokenAddress_, uint256 modMinBalance_, uint256 price_) Ownable(msg.sender) {
        require(modMinBalance_ > 0, "Mod min balance must be above 0");
        modTokenAddress = modTokenAddress_;
        modMinBalance = modMinBalance_;
        price = price_;
    }

    // READS

    function fetchLastMainMessages(bool includeDeleted, uint256 length) external view returns (Message[] memory) {
        return _fetchLast(mainMessages, includeDeleted, length);
    }

    function fetchMainMessages(bool includeDeleted, uint256 fromIndex, uint256 length)
        external
        view
        returns (Message[] memory)
    {
        return _fetchForward(mainMessages, includeDeleted, fromIndex, length);
    }

    function fetchLastReplies(bool includeDeleted, uint256 mainMsgIndex, uint256 length)
        external
        view
        returns (Message[] memory)
    {
        return _fetchLast(replies[mainMsgIndex], includeDeleted, length);
    }

    function fetchReplies(bool includeDeleted, uint256 mainMsgIndex, uint256 fromIndex, uint256 length)
        external
        view
        returns (Message[] memory)
    {
        return _fetchForward(replies[mainMsgIndex], includeDeleted, fromIndex, length);
    }

    function getMainMessage(uint256 mainMsgIndex) external view returns (Message memory) {
        return _mainMessage(mainMsgIndex);
    }

    function getReply(uint256 mainMsgIndex, uint256 replyMsgIndex) external view returns (Message memory) {
        return _reply(mainMsgIndex, replyMsgIndex);
    }

    function getMainMessageCount() external view returns (uint256) {
        return mainMessages.length;
    }

    function getReplyCount(uint256 mainMsgIndex) external view returns (uint256) {
        return replies[mainMsgIndex].length;
    }

    /// @notice The owner, or a holder of at least modMinBalance mod tokens.
    function isUserMod(address user) public view returns (bool) {
        if (user == owner()) return true;
        return modTokenAddress != address(0) && IModBalance(modTokenAddress).balanceOf(user) >= modMinBalance;
    }

    // WRITES: the author is always the caller.

    function createMessage(string calldata url) external payable {
        _requireCanPost(url);
        mainMessages.push(
            Message({
                author: msg.sender,
                createdAt: block.timestamp,
                deleted: false,
                index: mainMessages.length,
                repliesCount: 0,
                url: url
            })
        );
        emit MessagePosted(msg.sender, url, block.timestamp);
    }

    function createReply(uint256 mainMsgIndex, string calldata url) external payable {
        _requireCanPost(url);
        Message storage parent = _mainMessage(mainMsgIndex);
        Message[] storage thread = replies[mainMsgIndex];
        thread.push(
            Message({
                author: msg.sender,
                createdAt: block.timestamp,
                deleted: false,
                index: thread.length,
                repliesCount: 0,
                url: url
            })
        );
        ++parent.repliesCount;
        emit MessageReplied(msg.sender, url, mainMsgIndex, block.timestamp);
    }

    function deleteMessage(uint256 mainMsgIndex) external {
        Message storage message = _mainMessage(mainMsgIndex);
        _requireAuthorOrMod(message.author);
        if (message.deleted) return;
        message.deleted = true;
        emit MainMessageDeleted(msg.sender, message.url, mainMsgIndex, block.timestamp);
    }

    function deleteReply(uint256 mainMsgIndex, uint256 replyMsgIndex) external {
        Message storage reply = _reply(mainMsgIndex, replyMsgIndex);
        _requireAuthorOrMod(reply.author);
        if (reply.deleted) return;
        reply.deleted = true;
        --mainMessages[mainMsgIndex].repliesCount;
        emit ReplyDeleted(msg.sender, reply.url, mainMsgIndex, replyMsgIndex, block.timestamp);
    }

    // MODS

    function restoreMessage(uint256 mainMsgIndex) external onlyMods {
        Message storage message = _mainMessage(mainMsgIndex);
        require(message.deleted, "Message is not deleted");
        message.deleted = false;
        emit MainMessageRestored(msg.sender, message.url, mainMsgIndex, block.timestamp);
    }

    function restoreReply(uint256 mainMsgIndex, uint256 replyMsgIndex) external onlyMods {
        Message storage reply = _reply(mainMsgIndex, replyMsgIndex);
        require(reply.deleted, "Reply is not deleted");
        reply.deleted = false;
        ++mainMessages[mainMsgIndex].repliesCount;
        emit ReplyRestored(msg.sender, reply.url, mainMsgIndex, replyMsgIndex, block.timestamp);
    }

    function suspendUser(address user) external onlyMods {
        suspended[user] = true;
    }

    function unsuspendUser(address user) external onlyMods {
        suspended[user] = false;
    }

    function togglePaused() external onlyMods {
        paused = !paused;
    }

    // OWNER

    function setPrice(uint256 price_) external onlyOwner {
        price = price_;
    }

    function withdrawRevenue(address to) external onlyOwner {
        (bool sent,) = payable(to).call{value: address(this).balance}("");
        require(sent, "Transfer failed");
    }

    // INTERNAL

    function _requireCanPost(string calldata url) private view {
        require(!paused, "Contract is paused");
        require(!suspended[msg.sender], "You are suspended from posting");
        require(bytes(url).length > 0, "URL cannot be empty");
        require(msg.value >= price, "Payment is less than the price");
    }

    function _requireAuthorOrMod(address author) private view {
        require(msg.sender == author || isUserMod(msg.sender), "Not the author or a mod");
    }

    function _mainMessage(uint256 mainMsgIndex) private view returns (Message storage) {
        require(mainMsgIndex < mainMessages.length, "Main message does not exist");
        return mainMessages[mainMsgIndex];
    }

    function _reply(uint256 mainMsgIndex, uint256 replyMsgIndex) private view returns (Message storage) {
        require(replyMsgIndex < replies[mainMsgIndex].length, "Reply does not exist");
        return replies[mainMsgIndex][replyMsgIndex];
    }

    function _fetchLast(Message[] storage list, bool includeDeleted, uint256 length)
        private
        view
        returns (Message[] memory)
    {
        uint256 count = list.length;
        uint256 fromIndex = (length >= count) ? 0 : count - length;
        return _fetchForward(list, includeDeleted, fromIndex, length);
    }

    function _fetchForward(Message[] storage list, bool includeDeleted, uint256 fromIndex, uint256 length)
        private
        view
        returns (Message[] memory page)
    {
        uint256 count = list.length;
        uint256 found;
        // First pass counts, second copies: the result array must be sized exactly.
        for (uint256 i = fromIndex; i < count && found < length; ++i) {
            if (includeDeleted || !list[i].deleted) ++found;
        }
        page = new Message[](found);
        uint256 j;
        for (uint256 i = fromIndex; j < found; ++i) {
            if (includeDeleted || !list[i].deleted) page[j++] = list[i];
        }
    }
}
