// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Nft721Bonding} from "./Nft721Bonding.sol";
import {NftDirectory} from "./NftDirectory.sol";
import {NftMetadata} from "./NftMetadata.sol";

/// @title Devnet NFT launchpad with the Iggy "IggyLaunchpad721Bonding" surface
/// @notice Launches bonding-curve ERC-721 collections (Nft721Bonding), registers them in the directory and writes
///         their first metadata. Differences from the deployed contract, all for the payer's sake:
///         - it charges exactly `price`: any overpayment goes back to the sender;
///         - the referral fee (a share of `price`) must reach the referrer, or the launch reverts;
///         - a sender cannot refer themselves (the fee then stays with the protocol);
///         - the unique ID may not be empty, and the collection address depends only on the unique ID (CREATE2).
contract NftLaunchpad is Ownable, ReentrancyGuard {
    address public metadataAddress;
    address public mintingFeeReceiver;
    address public nftDirectoryAddress;
    address public statsAddress; // unused on the devnet; kept for the surface

    bool public paused;
    uint256 public maxNftNameLength = 32; // bytes of the UTF-8 name
    uint256 public mintingFeePercentage; // each collection fee, 1e18 = 100 %
    uint256 public price; // wei per launch
    uint256 public referralFeePercentage = 1e17; // share of `price` for the referrer, 1e18 = 100 %

    uint256 public constant MIN_RATIO = 1e16;
    uint256 public constant MAX_RATIO = 9_000_000 ether;

    event CollectionLaunch(
        address indexed contractOwner_, address indexed msgSender_, string name_, string uniqueId_, address indexed nftContract_
    );

    constructor(
        address metadataAddress_,
        address mintingFeeReceiver_,
        address nftDirectoryAddress_,
        uint256 mintingFeePercentage_,
        uint256 price_
    ) Ownable(msg.sender) {
        metadataAddress = metadataAddress_;
        mintingFeeReceiver = mintingFeeReceiver_;
        nftDirectoryAddress = nftDirectoryAddress_;
        mintingFeePercentage = mintingFeePercentage_;
        price = price_;
    }

    // READS (proxied from the directory)

    function getAllFeaturedNftContracts() external view returns (address[] memory) {
        return _directory().getAllFeaturedNftContracts();
    }

    function getFeaturedNftContracts(uint256 amount) external view returns (address[] memory) {
        return _directory().getFeaturedNftContracts(amount);
    }

    function getFeaturedNftContractsArrayLength() external view returns (uint256) {
        return _directory().getFeaturedNftContractsArrayLength();
    }

    function getLastNftContracts(uint256 amount) external view returns (address[] memory) {
        return _directory().getLastNftContracts(amount);
    }

    function getNftContractAddress(string calldata uniqueId) external view returns (address) {
        return _directory().getNftContractAddress(uniqueId);
    }

    function getNftContracts(uint256 fromIndex, uint256 toIndex) external view returns (address[] memory) {
        return _directory().getNftContracts(fromIndex, toIndex);
    }

    function getNftContractsArrayLength() external view returns (uint256) {
        return _directory().getNftContractsArrayLength();
    }

    function isUniqueIdAvailable(string calldata uniqueId) public view returns (bool) {
        return _directory().isUniqueIdAvailable(uniqueId);
    }

    // WRITES

    /// @notice Launches a collection owned by `contractOwner_`. Pays `price` (the rest of msg.value is refunded),
    ///         of which the referrer's share goes to `referrer_` (zero address: no referrer).
    function launch(
        address contractOwner_,
        address referrer_,
        string memory mdDescription_,
        string memory mdImage_,
        string memory mdName_,
        string memory name_,
        string memory symbol_,
        string calldata uniqueId_,
        uint256 ratio
    ) external payable nonReentrant {
        require(!paused, "Launching new collections is paused");
        require(msg.value >= price, "Not enough ETH sent to cover price");
        require(ratio >= MIN_RATIO && ratio <= MAX_RATIO, "Ratio out of bounds");
        require(bytes(uniqueId_).length > 0, "Unique ID cannot be empty");
        require(isUniqueIdAvailable(uniqueId_), "Unique ID is not available");
        require(bytes(name_).length <= maxNftNameLength, "Name must be 32 characters or less");

        Nft721Bonding nft = new Nft721Bonding{salt: keccak256(bytes(uniqueId_))}(
            address(this), metadataAddress, mintingFeeReceiver, name_, symbol_, mintingFeePercentage, ratio
        );
        address nftAddress = address(nft);
        _directory().addNftAddressToAllWithUniqueId(nftAddress, uniqueId_);
        NftMetadata md = NftMetadata(metadataAddress);
        md.addImageToCollection(nftAddress, mdImage_);
        md.setCollectionPreview(nftAddress, mdImage_);
        md.setDescription(nftAddress, mdDescription_);
        md.setName(nftAddress, mdName_);
        nft.transferOwnership(contractOwner_);

        _pay(referrer_);
        emit CollectionLaunch(contractOwner_, msg.sender, name_, uniqueId_, nftAddress);
    }

    // OWNER

    function setMaxNftNameLength(uint256 value) external onlyOwner {
        maxNftNameLength = value;
    }

    function setMetadataAddress(address value) external onlyOwner {
        metadataAddress = value;
    }

    function setMintingFeeReceiver(address value) external onlyOwner {
        mintingFeeReceiver = value;
    }

    function setMintingFeePercentage(uint256 value) external onlyOwner {
        mintingFeePercentage = value;
    }

    function setNftDirectoryAddress(address value) external onlyOwner {
        nftDirectoryAddress = value;
    }

    function setPrice(uint256 value) external onlyOwner {
        price = value;
    }

    function setReferralFeePercentage(uint256 value) external onlyOwner {
        require(value <= 1 ether, "Referral fee above 100%");
        referralFeePercentage = value;
    }

    function setStatsAddress(address value) external onlyOwner {
        statsAddress = value;
    }

    function togglePaused() external onlyOwner {
        paused = !paused;
    }

    // INTERNAL

    function _directory() private view returns (NftDirectory) {
        return NftDirectory(nftDirectoryAddress);
    }

    /// @dev Splits `price` between the referrer and the fee receiver and refunds the overpayment; every transfer
    ///      must succeed.
    function _pay(address referrer) private {
        uint256 referralFee;
        if (referrer != address(0) && referrer != msg.sender) referralFee = price * referralFeePercentage / 1 ether;
        if (referralFee > 0) _send(referrer, referralFee, "Failed to send referral fee");
        if (price > referralFee) _send(mintingFeeReceiver, price - referralFee, "Failed to send launch payment");
        if (msg.value > price) _send(msg.sender, msg.value - price, "Failed to refund overpayment");
    }

    function _send(address to, uint256 amount, string memory reason) private {
        (bool sent,) = payable(to).call{value: amount}("");
        require(sent, reason);
    }
}
