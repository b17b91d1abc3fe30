// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice What a spend reporter (the minter, the TLD) needs from ActivityPoints.
interface IActivityPoints {
    /// @notice Record that `user` spent `weiSpent` wei; only authorised reporters may call it.
    function addWeiSpent(address user, uint256 weiSpent) external;
}
