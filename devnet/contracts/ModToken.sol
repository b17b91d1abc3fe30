// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Devnet moderator badge (soulbound ERC-721)
/// @notice Chat channels treat `balanceOf(user) >= modMinBalance` as "is a moderator". The owner mints a badge to
///         a moderator and burns it to revoke; holders cannot transfer badges, so moderation rights cannot be sold.
contract ModToken is ERC721, Ownable {
    error Soulbound();

    uint256 public totalMinted;

    constructor() ERC721("Devnet Chat Moderator", "DEVMOD") Ownable(msg.sender) {}

    /// @return tokenId the new badge's id (ids start at 1)
    function mint(address to) external onlyOwner returns (uint256 tokenId) {
        tokenId = ++totalMinted;
        _mint(to, tokenId);
    }

    function burn(uint256 tokenId) external onlyOwner {
        _burn(tokenId);
    }

    /// @dev Only mint (from zero) and burn (to zero) may move a badge.
    function _update(address to, uint256 tokenId, address auth) internal override returns (address from) {
        from = super._update(to, tokenId, auth);
        if (from != address(0) && to != address(0)) revert Soulbound();
    }
}
