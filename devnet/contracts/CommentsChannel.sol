// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

interface IModBalance {
    function balanceOf(address account) external view returns (uint256);
}

/// @title Devnet comments channel with the Iggy "CommentsContextV1" surface
/// @notice Comments per subject address (here: an NFT collection). A comment stores only a URL to its body
///         (ar://<id>); deletion is a flag. Mods are the owner and holders of modMinBalance mod tokens (never 0, so a
///         zero minimum cannot make everyone a mod). Reverts use the deployed contract's strings. Unlike the
///         deployed contract, deleting an already deleted comment changes nothing, and out-of-range indexes revert
///         with a message instead of a panic.
contract CommentsChannel is Ownable {
    struct Comment {
        address author;
        uint256 createdAt; // block timestamp, seconds
        bool deleted;
        uint256 index; // position in comments[subject]
        string url;
    }

    event CommentPosted(address indexed author, string indexed url, address indexed subjectAddress, uint256 createdAt);
    event CommentDeleted(
        address indexed eraser, string indexed url, address indexed subjectAddress, uint256 commentIndex, uint256 deletedAt
    );
    event CommentRestored(
        address indexed restorer, string indexed url, address indexed subjectAddress, uint256 commentIndex, uint256 restoredAt
    );

    address public modTokenAddress;
    uint256 public modMinBalance;
    uint256 public price; // wei per comment
    bool public paused;

    mapping(address => Comment[]) public comments;
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

    /// @notice The last `length` comments on `subject` in ascending index order (all if fewer); with includeDeleted
    ///         false the deleted ones in that window are left out.
    function fetchLastComments(bool includeDeleted, address subject, uint256 length)
        external
        view
        returns (Comment[] memory)
    {
        uint256 count = comments[subject].length;
        uint256 fromIndex = length >= count ? 0 : count - length;
        return _fetchForward(comments[subject], includeDeleted, fromIndex, length);
    }

    /// @notice Walks forward from `fromIndex` until `length` matching comments are found or the list ends.
    function fetchComments(bool includeDeleted, address subject, uint256 fromIndex, uint256 length)
        external
        view
        returns (Comment[] memory)
    {
        return _fetchForward(comments[subject], includeDeleted, fromIndex, length);
    }

    function getComment(address subject, uint256 commentIndex) external view returns (Comment memory) {
        return _comment(subject, commentIndex);
    }

    function getCommentCount(address subject) external view returns (uint256) {
        return comments[subject].length;
    }

    function isUserMod(address user) public view returns (bool) {
        if (user == owner()) return true;
        return modTokenAddress != address(0) && IModBalance(modTokenAddress).balanceOf(user) >= modMinBalance;
    }

    // WRITES

    function createComment(address subject, string calldata url) external payable {
        require(!paused, "Contract is paused");
        require(!suspended[msg.sender], "You are suspended from posting");
        require(bytes(url).length > 0, "URL cannot be empty");
        require(msg.value >= price, "Payment is less than the price");
        Comment[] storage list = comments[subject];
        list.push(
            Comment({author: msg.sender, createdAt: block.timestamp, deleted: false, index: list.length, url: url})
        );
        emit CommentPosted(msg.sender, url, subject, block.timestamp);
    }

    /// @notice Soft-deletes a comment (its author or a mod); a no-op if it is already deleted.
    function deleteComment(address subject, uint256 commentIndex) external {
        Comment storage comment = _comment(subject, commentIndex);
        require(comment.author == msg.sender || isUserMod(msg.sender), "Not the author, mod, or owner");
        if (comment.deleted) return;
        comment.deleted = true;
        emit CommentDeleted(msg.sender, comment.url, subject, commentIndex, block.timestamp);
    }

    // MODS

    function restoreComment(address subject, uint256 commentIndex) external onlyMods {
        Comment storage comment = _comment(subject, commentIndex);
        require(comment.deleted, "Comment is not deleted");
        comment.deleted = false;
        emit CommentRestored(msg.sender, comment.url, subject, commentIndex, block.timestamp);
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

    function withdrawRevenue(address to) external onlyOwner {
        (bool sent,) = payable(to).call{value: address(this).balance}("");
        require(sent, "Transfer failed");
    }

    // INTERNAL

    function _comment(address subject, uint256 commentIndex) private view returns (Comment storage) {
        require(commentIndex < comments[subject].length, "Comment does not exist");
        return comments[subject][commentIndex];
    }

    function _fetchForward(Comment[] storage list, bool includeDeleted, uint256 fromIndex, uint256 length)
        private
        view
        returns (Comment[] memory page)
    {
        uint256 count = list.length;
        uint256 found;
        for (uint256 i = fromIndex; i < count && found < length; ++i) {
            if (includeDeleted || !list[i].deleted) ++found;
        }
        page = new Comment[](found);
        uint256 j;
        for (uint256 i = fromIndex; j < found; ++i) {
            if (includeDeleted || !list[i].deleted) page[j++] = list[i];
        }
    }
}
