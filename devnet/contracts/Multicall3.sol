// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Devnet read batcher with the Multicall3 `aggregate3` surface
/// @notice A fresh anvil has no Multicall3 at the canonical address, so the devnet deploys this one and records
///         its address. A failing call with allowFailure=false reverts the batch with the canonical message.
contract Multicall3 {
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// @notice Runs each call in order; a failure is reported in its Result when allowFailure is true.
    /// @dev Payable only for signature compatibility; no value is forwarded to the targets.
    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory results) {
        results = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            Call3 calldata c = calls[i];
            (bool success, bytes memory returnData) = c.target.call(c.callData);
            require(success || c.allowFailure, "Multicall3: call failed");
            results[i] = Result(success, returnData);
        }
    }

    function getEthBalance(address account) external view returns (uint256) {
        return account.balance;
    }

    function getBlockNumber() external view returns (uint256) {
        return block.number;
    }

    function getCurrentBlockTimestamp() external view returns (uint256) {
        return block.timestamp;
    }
}
