// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// @title Devnet staking with the Iggy "IggyStakingRewards" surface: stake an LP token, earn ETH per period
/// @notice Stakers deposit the DEMO/WETH liquidity token and get the same amount of this receipt token (ERC-20,
///         18 decimals). ETH that reaches the contract (the swap router's staking share, or anyone's plain transfer)
///         collects in `futureRewards`. Time is cut into periods of `periodLength` seconds starting at
///         `lastClaimPeriod`; the first interaction after a period ends rolls it: the collected ETH becomes that
///         period's `claimRewardsTotal` and is split pro rata between the receipt balances held at that moment.
///         Shares stay claimable until claimed (unlike the reference, where an unclaimed share is lost at the next
///         roll). Each deposit locks the depositor's whole stake, withdrawals and receipt transfers, for one period.
/// @dev Rewards use a reward-per-token accumulator, so a claim is O(1) whatever the number of stakers.
///      Differences from the reference on purpose: `maxDeposit` caps a staker's total stake (the reference checks
///      each deposit, so repeated deposits bypassed it); periods stay aligned to the first period's start; no
///      ERC20Votes checkpoints are needed.
contract StakingRewards is ERC20, Ownable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    error DepositBelowMinimum();
    error DepositAboveMaximum();
    error StakeLocked();
    error AmountZero();
    error WithdrawAboveBalance();
    error RemainderBelowMinimum();
    error RewardTransferFailed();
    error InvalidDepositLimits();
    error InvalidPeriod();

    event Deposit(address indexed user, uint256 amount);
    event Withdraw(address indexed user, uint256 amount);
    event Claim(address indexed sender, address indexed claimer, uint256 amount);
    event LastClaimPeriodUpdate(address indexed sender, uint256 claimRewardsTotal, uint256 lastClaimPeriod);
    event RewardsReceived(address indexed sender, uint256 amount);
    event DepositLimitsChanged(uint256 minDeposit, uint256 maxDeposit);

    /// @dev Scale of `_rewardPerToken` (wei of ETH per receipt token, times 1e18).
    uint256 private constant PRECISION = 1e18;

    /// @notice The staked token (the DEMO/WETH pair's liquidity token).
    IERC20 public immutable asset;
    /// @notice Seconds per reward period, and how long each deposit locks the stake.
    uint256 public immutable periodLength;

    uint256 public minDeposit;
    uint256 public maxDeposit;

    /// @notice Start of the current period (unix seconds). Lags behind while a finished period waits for its roll.
    uint256 public lastClaimPeriod;
    /// @notice ETH shared out at the last period roll.
    uint256 public claimRewardsTotal;
    /// @notice ETH received since the last roll, shared out at the next one.
    uint256 public futureRewards;
    /// @notice Time of each staker's last deposit; the stake is locked until it plus `periodLength`.
    mapping(address => uint256) public lastDeposit;

    uint256 private _rewardPerToken;
    /// @dev `_rewardPerToken` when each staker's earnings were last booked into `_owed`.
    mapping(address => uint256) private _paidPerToken;
    mapping(address => uint256) private _owed;

    /// @param firstPeriodStart start of the first period, at most now (0 means now); the devnet seed starts it in
    ///        the past so that a finished period exists right after deployment
    constructor(
        IERC20 asset_,
        string memory name_,
        string memory symbol_,
        uint256 periodLength_,
        uint256 minDeposit_,
        uint256 maxDeposit_,
        uint256 firstPeriodStart
    ) ERC20(name_, symbol_) Ownable(msg.sender) {
        if (periodLength_ == 0 || firstPeriodStart > block.timestamp) revert InvalidPeriod();
        if (minDeposit_ == 0 || minDeposit_ > maxDeposit_) revert InvalidDepositLimits();
        asset = asset_;
        periodLength = periodLength_;
        minDeposit = minDeposit_;
        maxDeposit = maxDeposit_;
        lastClaimPeriod = firstPeriodStart == 0 ? block.timestamp : firstPeriodStart;
    }

    /// @notice Rewards arrive as plain ETH (kept cheap: no roll here, the swap router pays for this call).
    receive() external payable {
        futureRewards += msg.value;
        emit RewardsReceived(msg.sender, msg.value);
    }

    // READS

    /// @notice ETH `user` can claim now, including the share of a finished period that has not been rolled yet.
    function previewClaim(address user) external view returns (uint256) {
        uint256 perToken = _rewardPerToken;
        uint256 supply = totalSupply();
        if (_periodEnded() && supply > 0) perToken += (futureRewards * PRECISION) / supply;
        return _owed[user] + (balanceOf(user) * (perToken - _paidPerToken[user])) / PRECISION;
    }

    /// @notice Seconds until `user` may withdraw or move receipt tokens; 0 when unlocked.
    function getLockedTimeLeft(address user) external view returns (uint256) {
        uint256 unlocksAt = lastDeposit[user] + periodLength;
        return block.timestamp < unlocksAt ? unlocksAt - block.timestamp : 0;
    }

    // WRITES

    /// @notice Stakes `amount` of the LP token (approve it first) and locks the whole stake for one period.
    /// @dev Reverts DepositBelowMinimum (amount < minDeposit), DepositAboveMaximum (stake would pass maxDeposit).
    function deposit(uint256 amount) external nonReentrant returns (uint256) {
        if (amount < minDeposit) revert DepositBelowMinimum();
        if (balanceOf(msg.sender) + amount > maxDeposit) revert DepositAboveMaximum();
        lastDeposit[msg.sender] = block.timestamp;
        asset.safeTransferFrom(msg.sender, address(this), amount);
        _mint(msg.sender, amount);
        emit Deposit(msg.sender, amount);
        return amount;
    }

    /// @notice Unstakes `amount` of the LP token after claiming the caller's rewards; returns the amount.
    /// @dev Reverts AmountZero, WithdrawAboveBalance, StakeLocked (within a period of the last deposit) and
    ///      RemainderBelowMinimum (a partial withdraw must leave at least minDeposit staked).
    function withdraw(uint256 amount) external nonReentrant returns (uint256) {
        uint256 balance = balanceOf(msg.sender);
        if (amount == 0) revert AmountZero();
        if (amount > balance) revert WithdrawAboveBalance();
        if (_isLocked(msg.sender)) revert StakeLocked();
        uint256 remainder = balance - amount;
        if (remainder != 0 && remainder < minDeposit) revert RemainderBelowMinimum();
        _burn(msg.sender, amount);
        asset.safeTransfer(msg.sender, amount);
        emit Withdraw(msg.sender, amount);
        _payRewards(msg.sender);
        return amount;
    }

    /// @notice Sends the caller every ETH reward owed so far (rolling a finished period first); returns the amount,
    ///         0 when there is nothing to claim.
    function claimRewards() external nonReentrant returns (uint256) {
        _rollPeriod();
        _accrue(msg.sender);
        return _payRewards(msg.sender);
    }

    // OWNER

    function setDepositLimits(uint256 minDeposit_, uint256 maxDeposit_) external onlyOwner {
        if (minDeposit_ == 0 || minDeposit_ > maxDeposit_) revert InvalidDepositLimits();
        minDeposit = minDeposit_;
        maxDeposit = maxDeposit_;
        emit DepositLimitsChanged(minDeposit_, maxDeposit_);
    }

    // INTERNAL

    function _periodEnded() private view returns (bool) {
        return block.timestamp >= lastClaimPeriod + periodLength;
    }

    function _isLocked(address user) private view returns (bool) {
        return block.timestamp < lastDeposit[user] + periodLength;
    }

    /// @dev Moves to the period that contains now (periods stay aligned) and shares out `futureRewards` between the
    ///      current balances. Without stakers the rewards wait for the next roll. The amount set aside is rounded
    ///      up and every booking rounds down, so the contract always holds what it owes; the dust left over stays
    ///      in `futureRewards` and is shared later.
    function _rollPeriod() private {
        if (!_periodEnded()) return;
        lastClaimPeriod += ((block.timestamp - lastClaimPeriod) / periodLength) * periodLength;
        uint256 supply = totalSupply();
        uint256 shared = 0;
        if (supply > 0 && futureRewards > 0) {
            uint256 perToken = (futureRewards * PRECISION) / supply;
            shared = Math.mulDiv(perToken, supply, PRECISION, Math.Rounding.Ceil);
            _rewardPerToken += perToken;
            futureRewards -= shared;
        }
        claimRewardsTotal = shared;
        emit LastClaimPeriodUpdate(msg.sender, shared, lastClaimPeriod);
    }

    /// @dev Books what `user` earned since the last booking and restarts their count from their current balance.
    function _accrue(address user) private {
        _owed[user] += (balanceOf(user) * (_rewardPerToken - _paidPerToken[user])) / PRECISION;
        _paidPerToken[user] = _rewardPerToken;
    }

    function _payRewards(address user) private returns (uint256 amount) {
        amount = _owed[user];
        if (amount == 0) return 0;
        _owed[user] = 0;
        (bool sent,) = payable(user).call{value: amount}("");
        if (!sent) revert RewardTransferFailed();
        emit Claim(msg.sender, user, amount);
    }

    /// @dev Every balance change (mint, burn, transfer) rolls a finished period first, so it is shared by the
    ///      balances held when it ended, and books both sides' earnings before the balances move. Receipt tokens
    ///      cannot leave a locked stake.
    function _update(address from, address to, uint256 value) internal override {
        if (from != address(0) && to != address(0) && _isLocked(from)) revert StakeLocked();
        _rollPeriod();
        if (from != address(0)) _accrue(from);
        if (to != address(0)) _accrue(to);
        super._update(from, to, value);
    }
}
