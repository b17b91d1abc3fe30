// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {DomainNames} from "./DomainNames.sol";

/// @notice The part of the chat token a claimer needs: minting (the claimer must be one of its minters).
interface IChatTokenMinting {
    function mint(address to, uint256 amount) external;
}

/// @notice The TLD's raw registry mapping (not lower-cased): name, token id, holder, data.
interface IDomainRegistry {
    function domains(string calldata domainName)
        external
        view
        returns (string memory name, uint256 tokenId, address holder, string memory data);
}

/// @title Airdrop of chat tokens to name holders (the Iggy "ChatTokenClaimDomains" surface)
/// @notice Anyone may claim for any name; `chatReward` chat tokens are minted to the name's holder, once per name,
///         for names whose token id is at most `maxIdEligible` (the names that existed at the snapshot).
/// @dev Claims are keyed by the name's token id, read from the TLD's registry on the lower-cased name. The reference
///      keyed them by the raw string while `domains()` is case-sensitive, so every case variant ("ALICE", "Alice")
///      read token id 0, passed the eligibility check and minted again. Here a case variant is the same token.
contract ChatTokenClaimDomains is Ownable {
    using DomainNames for string;

    error ClaimingPaused();
    error NoDomainHolder();
    error NotEligible();
    error AlreadyClaimed();

    event Claimed(address indexed sender, address indexed holder, uint256 indexed tokenId, uint256 amount);
    event PausedChanged(bool paused);

    IChatTokenMinting public immutable chatToken;
    IDomainRegistry public immutable domainContract;
    /// @notice Chat tokens (wei) minted per claimed name.
    uint256 public immutable chatReward;
    /// @notice Highest token id that may claim.
    uint256 public immutable maxIdEligible;
    bool public paused;

    /// @notice Whether the name with this token id has claimed.
    mapping(uint256 => bool) public claimedTokenIds;

    constructor(address chatToken_, address domainContract_, uint256 chatReward_, uint256 maxIdEligible_)
        Ownable(msg.sender)
    {
        chatToken = IChatTokenMinting(chatToken_);
        domainContract = IDomainRegistry(domainContract_);
        chatReward = chatReward_;
        maxIdEligible = maxIdEligible_;
    }

    // READS

    /// @notice Whether `domainName` (any case, without the TLD) has claimed; false for a name nobody holds.
    function hasClaimed(string calldata domainName) external view returns (bool) {
        (uint256 tokenId, address holder) = _lookup(domainName);
        return holder != address(0) && claimedTokenIds[tokenId];
    }

    // WRITES

    /// @notice Mints `chatReward` to the holder of `domainName` (any case, without the TLD); anyone may call it.
    /// @dev Reverts ClaimingPaused, NoDomainHolder, NotEligible (token id above maxIdEligible), AlreadyClaimed.
    function claim(string calldata domainName) external {
        if (paused) revert ClaimingPaused();
        (uint256 tokenId, address holder) = _lookup(domainName);
        if (holder == address(0)) revert NoDomainHolder();
        if (tokenId > maxIdEligible) revert NotEligible();
        if (claimedTokenIds[tokenId]) revert AlreadyClaimed();
        claimedTokenIds[tokenId] = true;
        chatToken.mint(holder, chatReward);
        emit Claimed(msg.sender, holder, tokenId, chatReward);
    }

    // OWNER

    function togglePaused() external onlyOwner {
        paused = !paused;
        emit PausedChanged(paused);
    }

    // INTERNAL

    /// @dev The TLD lower-cases ASCII A-Z when minting, so the lower-cased name is the registry key.
    function _lookup(string calldata domainName) private view returns (uint256 tokenId, address holder) {
        (, tokenId, holder,) = domainContract.domains(domainName.toLowerAscii());
    }
}
