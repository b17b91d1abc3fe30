// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title Devnet NFT directory with the Iggy launchpad directory surface
/// @notice Lists every collection a launchpad (a "writer") creates, in launch order, keyed also by a unique ID, plus
///         a list the owner features. Unlike the deployed directory, `getNftContracts` accepts a one-item range
///         (fromIndex == toIndex); the app still avoids it so it works with the deployed one too.
contract NftDirectory is Ownable {
    address[] public allNftContracts;
    address[] public featuredNftContracts;
    mapping(address => bool) public writers;
    mapping(string => address) public nftAddressById;

    constructor() Ownable(msg.sender) {}

    // READS

    function getAllFeaturedNftContracts() external view returns (address[] memory) {
        return featuredNftContracts;
    }

    /// @notice The last `amount` featured collections, oldest first (all when fewer).
    function getFeaturedNftContracts(uint256 amount) external view returns (address[] memory) {
        return _last(featuredNftContracts, amount);
    }

    function getFeaturedNftContractsArrayLength() external view returns (uint256) {
        return featuredNftContracts.length;
    }

    /// @notice The last `amount` launched collections, oldest first (all when fewer).
    function getLastNftContracts(uint256 amount) external view returns (address[] memory) {
        return _last(allNftContracts, amount);
    }

    function getNftContractAddress(string calldata uniqueId) external view returns (address) {
        return nftAddressById[uniqueId];
    }

    /// @notice Collections at indexes fromIndex..toIndex, both included.
    function getNftContracts(uint256 fromIndex, uint256 toIndex) external view returns (address[] memory list) {
        require(fromIndex <= toIndex, "fromIndex must be less than toIndex");
        require(toIndex < allNftContracts.length, "toIndex out of bounds");
        list = new address[](toIndex - fromIndex + 1);
        for (uint256 i = fromIndex; i <= toIndex; ++i) list[i - fromIndex] = allNftContracts[i];
    }

    function getNftContractsArrayLength() external view returns (uint256) {
        return allNftContracts.length;
    }

    function isUniqueIdAvailable(string calldata uniqueId) public view returns (bool) {
        return nftAddressById[uniqueId] == address(0);
    }

    // WRITERS (launchpads)

    function addNftAddressToAllWithUniqueId(address nftAddress, string calldata uniqueId) external {
        require(writers[msg.sender], "Not a writer contract");
        require(isUniqueIdAvailable(uniqueId), "Unique ID is not available");
        nftAddressById[uniqueId] = nftAddress;
        allNftContracts.push(nftAddress);
    }

    // OWNER

    function addWriter(address writer) external onlyOwner {
        writers[writer] = true;
    }

    function removeWriter(address writer) external onlyOwner {
        writers[writer] = false;
    }

    function addNftAddressToFeatured(address nftAddress) external onlyOwner {
        featuredNftContracts.push(nftAddress);
    }

    /// @notice Removes a featured collection, keeping the order of the others.
    function removeNftAddressFromFeatured(address nftAddress) external onlyOwner {
        uint256 length = featuredNftContracts.length;
        for (uint256 i = 0; i < length; ++i) {
            if (featuredNftContracts[i] != nftAddress) continue;
            for (uint256 j = i; j + 1 < length; ++j) featuredNftContracts[j] = featuredNftContracts[j + 1];
            featuredNftContracts.pop();
            return;
        }
    }

    function _last(address[] storage list, uint256 amount) private view returns (address[] memory page) {
        uint256 length = list.length;
        uint256 count = amount < length ? amount : length;
        page = new address[](count);
        for (uint256 i = 0; i < count; ++i) page[i] = list[length - count + i];
    }
}
