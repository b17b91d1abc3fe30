// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IActivityPoints} from "./IActivityPoints.sol";

/// @title Devnet activity points
/// @notice points(user) = (bonus points + wei spent on names) * multiplier, with 18 decimals, like the deployed
///         contract's getPoints. Spend is pushed by authorised reporters (the minter and the TLD) instead of being
///         summed from stats contracts, which keeps the devnet small. Every user who ever got points is listed so a
///         leaderboard can page through them.
contract ActivityPoints is IActivityPoints, Ownable {
    error NotManager();
    error NotReporter();
    error InsufficientBonusPoints();
    error MultiplierZero();

    event BonusPointsAdded(address indexed manager_, address indexed user_, uint256 bp_);
    event BonusPointsRemoved(address indexed manager_, address indexed user_, uint256 bp_);
    event WeiSpentAdded(address indexed reporter_, address indexed user_, uint256 weiSpent_);
    event ManagerSet(address indexed manager_, bool allowed_);
    event ReporterSet(address indexed reporter_, bool allowed_);

    uint256 public multiplier = 1;
    uint256 public totalBonusWei;
    uint256 public totalWeiSpent;

    mapping(address => uint256) public bonusWei; // bonus points, 18 decimals
    mapping(address => uint256) public weiSpent;
    mapping(address => bool) public managers;
    mapping(address => bool) public reporters;

    address[] private _users;
    mapping(address => bool) private _isUser;

    modifier onlyManager() {
        if (msg.sender != owner() && !managers[msg.sender]) revert NotManager();
        _;
    }

    constructor() Ownable(msg.sender) {}

    // READS

    /// @notice The user's points with 18 decimals.
    function getPoints(address user) external view returns (uint256) {
        return (bonusWei[user] + weiSpent[user]) * multiplier;
    }

    function getTotalWeiSpent(address user) external view returns (uint256) {
        return weiSpent[user];
    }

    function getTotalPointsAllUsers() external view returns (uint256) {
        return (totalBonusWei + totalWeiSpent) * multiplier;
    }

    /// @notice How many distinct addresses ever received points.
    function getUserCount() external view returns (uint256) {
        return _users.length;
    }

    /// @notice Up to `length` users starting at `fromIndex`, in first-seen order; shorter (or empty) at the end.
    function getUsers(uint256 fromIndex, uint256 length) external view returns (address[] memory page) {
        uint256 count = _users.length;
        if (fromIndex >= count) return new address[](0);
        uint256 end = (length > count - fromIndex) ? count : fromIndex + length;
        page = new address[](end - fromIndex);
        for (uint256 i = fromIndex; i < end; ++i) {
            page[i - fromIndex] = _users[i];
        }
    }

    // MANAGERS

    function addBonusPoints(address user, uint256 bp) external onlyManager {
        _track(user, bp);
        bonusWei[user] += bp;
        totalBonusWei += bp;
        emit BonusPointsAdded(msg.sender, user, bp);
    }

    function removeBonusPoints(address user, uint256 bp) external onlyManager {
        if (bonusWei[user] < bp) revert InsufficientBonusPoints();
        bonusWei[user] -= bp;
        totalBonusWei -= bp;
        emit BonusPointsRemoved(msg.sender, user, bp);
    }

    // REPORTERS

    /// @inheritdoc IActivityPoints
    function addWeiSpent(address user, uint256 weiSpent_) external {
        if (!reporters[msg.sender]) revert NotReporter();
        _track(user, weiSpent_);
        weiSpent[user] += weiSpent_;
        totalWeiSpent += weiSpent_;
        emit WeiSpentAdded(msg.sender, user, weiSpent_);
    }

    // OWNER

    function setManager(address manager, bool allowed) external onlyOwner {
        managers[manager] = allowed;
        emit ManagerSet(manager, allowed);
    }

    function setReporter(address reporter, bool allowed) external onlyOwner {
        reporters[reporter] = allowed;
        emit ReporterSet(reporter, allowed);
    }

    function setMultiplier(uint256 multiplier_) external onlyOwner {
        if (multiplier_ == 0) revert MultiplierZero();
        multiplier = multiplier_;
    }

    // INTERNAL

    /// @dev Lists the user the first time a non-zero amount arrives.
    function _track(address user, uint256 amount) private {
        if (amount == 0 || _isUser[user]) return;
        _isUser[user] = true;
        _users.push(user);
    }
}
