// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Devnet USD (ERC-20, 6 decimals, play money)
/// @notice A stablecoin look-alike with USDC's 6 decimals, so the swap screen exercises non-18-decimal amounts.
///         The owner mints.
contract DevnetUsd is ERC20, Ownable {
    constructor() ERC20("Devnet USD", "USD") Ownable(msg.sender) {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
