// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @notice Anything with balanceOf (ERC-20, ERC-721, soulbound badge) can serve as the mod token.
interface IBalanceOf {
    function balanceOf(address account) external view returns (uint256);
}

/// @notice The session-key registry's posting check (SessionKeys.sol).
interface ISessionKeys {
    function authorize(address caller, uint256 amount) external returns (address author);
}

/// @title Devnet chat channel with the Iggy "ChatContextV1" surface
/// @notice Main messages, each with one level of replies. A message stores only a URL to its body (e.g. ar://<id>).
///         Deletion is a flag. Reverts use the deployed contract's strings, so the app shows the same text on both
///         chains. Unlike the deployed contract, deleting an already deleted reply changes nothing, so
///         `repliesCount` always equals the number of live replies. With a session-key registry set, a key the user
///         registered for this channel posts and replies as that user without a wallet prompt (issue #38); it can do
///         nothing else here (deletes, moderation and withdrawals check msg.sender itself). Also an addition (issue
///         #38): reactions from a fixed set of REACTION_KINDS emoji, and edits by a message's author that keep every
///         earlier body URL; both go through the session key like posting.
contract ChatChannel is Ownable {
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

    /// @notice A user turned one reaction on or off. `replyMsgIndex` is 0 and `isReply` false for a main message.
    event ReactionSet(
        uint256 indexed mainMsgIndex, uint256 replyMsgIndex, bool isReply, address indexed user, uint8 emoji, bool on
    );
    /// @notice The author gave a message a new body URL; `version` counts the edits (the original post is version 0).
    event MessageEdited(
        uint256 indexed mainMsgIndex,
        uint256 replyMsgIndex,
        bool isReply,
        address indexed author,
        string url,
        uint256 version
    );

    /// @notice Size of the fixed reaction set; the app maps 0..5 to 👍 ❤️ 😂 😮 😢 🎉.
    uint8 public constant REACTION_KINDS = 6;

    address public modTokenAddress;
    uint256 public modMinBalance; // never 0: a zero minimum would make everyone a mod
    uint256 public price; // wei per message or reply
    bool public paused;
    address public sessionKeys; // SessionKeys registry; address(0) = no session posting

    Message[] public mainMessages;
    mapping(uint256 => Message[]) public replies;
    mapping(address => bool) public suspended;

    // Keyed by _key(mainMsgIndex, isReply, replyMsgIndex). The reactor lists are the counts (their lengths) and who
    // reacted; _reactorSlot is a reactor's 1-based position in its list (0 = not reacted), for O(1) removal.
    mapping(bytes32 => address[][REACTION_KINDS]) private _reactors;
    mapping(bytes32 => mapping(uint8 => mapping(address => uint256))) private _reactorSlot;
    // Earlier body URLs, oldest first (the original post's URL first); the current one is the message's `url`.
    mapping(bytes32 => string[]) private _earlierUrls;

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

    /// @notice The last `length` main messages in ascending index order (all if fewer). With includeDeleted false
    ///         the deleted ones in that window are left out, so fewer may come back (as in the deployed contract).
    function fetchLastMainMessages(bool includeDeleted, uint256 length) external view returns (Message[] memory) {
        return _fetchLast(mainMessages, includeDeleted, length);
    }

    /// @notice Walks forward from `fromIndex` until `length` matching main messages are found or the list ends.
    function fetchMainMessages(bool includeDeleted, uint256 fromIndex, uint256 length)
        external
        view
        returns (Message[] memory)
    {
        return _fetchForward(mainMessages, includeDeleted, fromIndex, length);
    }

    /// @notice Like fetchLastMainMessages, for the replies of one main message.
    function fetchLastReplies(bool includeDeleted, uint256 mainMsgIndex, uint256 length)
        external
        view
        returns (Message[] memory)
    {
        return _fetchLast(replies[mainMsgIndex], includeDeleted, length);
    }

    /// @notice Like fetchMainMessages, for the replies of one main message.
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

    /// @notice Who reacted to a main message, per emoji index (the counts are the lengths), in no particular order.
    function getMessageReactions(uint256 mainMsgIndex) external view returns (address[][REACTION_KINDS] memory) {
        _mainMessage(mainMsgIndex);
        return _reactors[_key(mainMsgIndex, false, 0)];
    }

    /// @notice Like getMessageReactions, for a reply.
    function getReplyReactions(uint256 mainMsgIndex, uint256 replyMsgIndex)
        external
        view
        returns (address[][REACTION_KINDS] memory)
    {
        _reply(mainMsgIndex, replyMsgIndex);
        return _reactors[_key(mainMsgIndex, true, replyMsgIndex)];
    }

    /// @notice Every body URL of a main message, oldest first: the original, then each edit; the last is its `url`.
    function getMessageVersions(uint256 mainMsgIndex) external view returns (string[] memory) {
        return _versions(_mainMessage(mainMsgIndex), _key(mainMsgIndex, false, 0));
    }

    /// @notice Like getMessageVersions, for a reply.
    function getReplyVersions(uint256 mainMsgIndex, uint256 replyMsgIndex) external view returns (string[] memory) {
        return _versions(_reply(mainMsgIndex, replyMsgIndex), _key(mainMsgIndex, true, replyMsgIndex));
    }

    /// @notice The owner, or a holder of at least modMinBalance mod tokens.
    function isUserMod(address user) public view returns (bool) {
        if (user == owner()) return true;
        return modTokenAddress != address(0) && IBalanceOf(modTokenAddress).balanceOf(user) >= modMinBalance;
    }

    // WRITES

    function createMessage(string calldata url) external payable {
        address author = _poster();
        _requireCanPost(author, url);
        mainMessages.push(
            Message({
                author: author,
                createdAt: block.timestamp,
                deleted: false,
                index: mainMessages.length,
                repliesCount: 0,
                url: url
            })
        );
        emit MessagePosted(author, url, block.timestamp);
    }

    function createReply(uint256 mainMsgIndex, string calldata url) external payable {
        address author = _poster();
        _requireCanPost(author, url);
        Message storage parent = _mainMessage(mainMsgIndex);
        Message[] storage thread = replies[mainMsgIndex];
        thread.push(
            Message({
                author: author,
                createdAt: block.timestamp,
                deleted: false,
                index: thread.length,
                repliesCount: 0,
                url: url
            })
        );
        ++parent.repliesCount;
        emit MessageReplied(author, url, mainMsgIndex, block.timestamp);
    }

    /// @notice Soft-deletes a main message (author or mod); a no-op if it is already deleted.
    function deleteMessage(uint256 mainMsgIndex) external {
        Message storage message = _mainMessage(mainMsgIndex);
        _requireAuthorOrMod(message.author);
        if (message.deleted) return;
        message.deleted = true;
        emit MainMessageDeleted(msg.sender, message.url, mainMsgIndex, block.timestamp);
    }

    /// @notice Soft-deletes a reply (author or mod); a no-op if it is already deleted, so the count cannot drift.
    function deleteReply(uint256 mainMsgIndex, uint256 replyMsgIndex) external {
        Message storage reply = _reply(mainMsgIndex, replyMsgIndex);
        _requireAuthorOrMod(reply.author);
        if (reply.deleted) return;
        reply.deleted = true;
        --mainMessages[mainMsgIndex].repliesCount;
        emit ReplyDeleted(msg.sender, reply.url, mainMsgIndex, replyMsgIndex, block.timestamp);
    }

    /// @notice Turns the caller's `emoji` reaction to a main message on or off; reverts when it already is so, so a
    ///         count never drifts. Not on a deleted message.
    function reactToMessage(uint256 mainMsgIndex, uint8 emoji, bool on) external {
        Message storage message = _mainMessage(mainMsgIndex);
        _setReaction(message, mainMsgIndex, false, 0, emoji, on);
    }

    /// @notice Like reactToMessage, for a reply.
    function reactToReply(uint256 mainMsgIndex, uint256 replyMsgIndex, uint8 emoji, bool on) external {
        Message storage reply = _reply(mainMsgIndex, replyMsgIndex);
        _setReaction(reply, mainMsgIndex, true, replyMsgIndex, emoji, on);
    }

    /// @notice The author points a main message to a new body URL; the earlier ones stay readable
    ///         (getMessageVersions). Not on a deleted message.
    function editMessage(uint256 mainMsgIndex, string calldata url) external {
        Message storage message = _mainMessage(mainMsgIndex);
        _edit(message, mainMsgIndex, false, 0, url);
    }

    /// @notice Like editMessage, for a reply.
    function editReply(uint256 mainMsgIndex, uint256 replyMsgIndex, string calldata url) external {
        Message storage reply = _reply(mainMsgIndex, replyMsgIndex);
        _edit(reply, mainMsgIndex, true, replyMsgIndex, url);
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

    function setModTokenAddress(address modTokenAddress_) external onlyOwner {
        modTokenAddress = modTokenAddress_;
    }

    function setModMinBalance(uint256 modMinBalance_) external onlyOwner {
        require(modMinBalance_ > 0, "Mod min balance must be above 0");
        modMinBalance = modMinBalance_;
    }

    /// @notice The session-key registry posts may come through (address(0) turns session posting off).
    function setSessionKeys(address sessionKeys_) external onlyOwner {
        sessionKeys = sessionKeys_;
    }

    /// @notice Sends all collected posting fees to `to`.
    function withdrawRevenue(address to) external onlyOwner {
        (bool sent,) = payable(to).call{value: address(this).balance}("");
        require(sent, "Transfer failed");
    }

    // INTERNAL

    /// @dev The author of a post: the caller, or the user whose session key the caller is (the registry reverts for a
    ///      key that expired, was revoked, is over its cap or was not registered for this channel).
    function _poster() private returns (address) {
        if (sessionKeys == address(0)) return msg.sender;
        return ISessionKeys(sessionKeys).authorize(msg.sender, msg.value);
    }

    function _requireCanPost(address author, string calldata url) private view {
        require(!paused, "Contract is paused");
        require(!suspended[author], "You are suspended from posting");
        require(bytes(url).length > 0, "URL cannot be empty");
        require(msg.value >= price, "Payment is less than the price");
    }

    /// @dev A reaction or an edit acts for _poster() (so a session key can), on a live message, while the channel
    ///      is open to the user: paused and suspended apply as they do to posting.
    function _requireCanTouch(Message storage message) private returns (address user) {
        user = _poster();
        require(!paused, "Contract is paused");
        require(!suspended[user], "You are suspended from posting");
        require(!message.deleted, "Message is deleted");
    }

    function _setReaction(
        Message storage message,
        uint256 mainMsgIndex,
        bool isReply,
        uint256 replyMsgIndex,
        uint8 emoji,
        bool on
    ) private {
        address user = _requireCanTouch(message);
        require(emoji < REACTION_KINDS, "Unknown reaction");
        bytes32 key = _key(mainMsgIndex, isReply, replyMsgIndex);
        address[] storage list = _reactors[key][emoji];
        mapping(address => uint256) storage slot = _reactorSlot[key][emoji];
        if (on) {
            require(slot[user] == 0, "Reaction already on");
            list.push(user);
            slot[user] = list.length;
        } else {
            uint256 position = slot[user];
            require(position != 0, "Reaction already off");
            address last = list[list.length - 1];
            list[position - 1] = last;
            slot[last] = position;
            list.pop();
            delete slot[user];
        }
        emit ReactionSet(mainMsgIndex, replyMsgIndex, isReply, user, emoji, on);
    }

    function _edit(
        Message storage message,
        uint256 mainMsgIndex,
        bool isReply,
        uint256 replyMsgIndex,
        string calldata url
    ) private {
        address user = _requireCanTouch(message);
        require(user == message.author, "Not the author");
        require(bytes(url).length > 0, "URL cannot be empty");
        string[] storage earlier = _earlierUrls[_key(mainMsgIndex, isReply, replyMsgIndex)];
        earlier.push(message.url);
        message.url = url;
        emit MessageEdited(mainMsgIndex, replyMsgIndex, isReply, user, url, earlier.length);
    }

    function _versions(Message storage message, bytes32 key) private view returns (string[] memory all) {
        string[] storage earlier = _earlierUrls[key];
        all = new string[](earlier.length + 1);
        for (uint256 i; i < earlier.length; ++i) {
            all[i] = earlier[i];
        }
        all[earlier.length] = message.url;
    }

    function _key(uint256 mainMsgIndex, bool isReply, uint256 replyMsgIndex) private pure returns (bytes32) {
        return keccak256(abi.encode(mainMsgIndex, isReply, replyMsgIndex));
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
        // First pass counts, second copies: the result array must be sized exactly without assembly tricks.
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
