// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Devnet chat token (ERC-20, 18 decimals)
/// @notice The standard ERC-20 surface plus `mint` for one minter chosen by the owner (the deployer at first), and
///         for extra minters the owner allows (the airdrop claimers; the deployed token reaches the same through
///         its ChatTokenMinter hub).
contract ChatToken is ERC20, Ownable {
    error NotMinter();

    event MinterAddressChanged(address indexed previousMinter, address indexed newMinter);
    event ExtraMinterSet(address indexed minter, bool allowed);

    address public minter;
    mapping(address => bool) public extraMinters;

    constructor(string memory name_, string memory symbol_) ERC20(name_, symbol_) Ownable(msg.sender) {
        minter = msg.sender;
    }

    function mint(address to, uint256 amount) external {
        if (msg.sender != minter && !extraMinters[msg.sender]) revert NotMinter();
        _mint(to, amount);
    }

    function setMinter(address minter_) external onlyOwner {
        emit MinterAddressChanged(minter, minter_);
        minter = minter_;
    }

    function setExtraMinter(address minter_, bool allowed) external onlyOwner {
        extraMinters[minter_] = allowed;
        emit ExtraMinterSet(minter_, allowed);
    }
}
