// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IChatTokenMinting} from "./ChatTokenClaimDomains.sol";

/// @notice The part of ActivityPoints the airdrop reads: the wei a user has spent.
interface IWeiSpent {
    function getTotalWeiSpent(address user) external view returns (uint256);
}

/// @title Airdrop of chat tokens for past spend (the Iggy "ChatTokenClaimActivityPoints" surface)
/// @notice A user claims once: the wei they spent (as ActivityPoints counts it) times `chatEthRatio` chat tokens
///         (wei), minted to them.
contract ChatTokenClaimActivityPoints is Ownable {
    error ClaimingPaused();
    error AlreadyClaimed();
    error NothingToClaim();

    event Claimed(address indexed user, uint256 amount);
    event PausedChanged(bool paused);

    IChatTokenMinting public immutable chatToken;
    IWeiSpent public immutable activityPoints;
    /// @notice Chat token wei per wei spent.
    uint256 public immutable chatEthRatio;
    bool public paused;

    mapping(address => bool) public hasClaimed;

    constructor(address chatToken_, address activityPoints_, uint256 chatEthRatio_) Ownable(msg.sender) {
        chatToken = IChatTokenMinting(chatToken_);
        activityPoints = IWeiSpent(activityPoints_);
        chatEthRatio = chatEthRatio_;
    }

    /// @notice Chat tokens (wei) `user` would get by claiming now; 0 once claimed.
    function claimPreview(address user) public view returns (uint256) {
        if (hasClaimed[user]) return 0;
        return activityPoints.getTotalWeiSpent(user) * chatEthRatio;
    }

    /// @notice Mints the caller's `claimPreview` to them, once.
    /// @dev Reverts ClaimingPaused, AlreadyClaimed, NothingToClaim.
    function claim() external {
        if (paused) revert ClaimingPaused();
        if (hasClaimed[msg.sender]) revert AlreadyClaimed();
        uint256 amount = claimPreview(msg.sender);
        if (amount == 0) revert NothingToClaim();
        hasClaimed[msg.sender] = true;
        chatToken.mint(msg.sender, amount);
        emit Claimed(msg.sender, amount);
    }

    function togglePaused() external onlyOwner {
        paused = !paused;
        emit PausedChanged(paused);
    }
}
