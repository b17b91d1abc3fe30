// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

interface INftMetadataReader {
    function getCollectionPreviewImage(address nftAddress) external view returns (string memory);
    function getMetadata(address nftAddress, uint256 tokenId) external view returns (string memory);
}

interface ILaunchpadOwner {
    function owner() external view returns (address);
}

/// @title Devnet ERC-721 collection priced on a bonding curve, with the Iggy "Nft721Bonding" surface
/// @notice Anyone mints at the curve price for the current supply plus two fees (protocol and collection owner);
///         holders sell back ("burn") at the curve price one step lower minus the same fees. The first mint also mints
///         token #1 to the collection owner, and the last token can never be sold, so the curve never runs dry.
///         The curve is the deployed one: price(s) = (6·s² · 10000 / 42069) · ratio / 31337 (integer division, in
///         that order), which src/services/nft/curve.ts mirrors.
contract Nft721Bonding is ERC721, ERC721Enumerable, Ownable, ReentrancyGuard {
    string public constant pricingType = "bonding";

    address public factoryAddress;
    address public metadataAddress;
    address public mintingFeeReceiver;
    uint256 public counter = 1; // next token ID
    uint256 public immutable createdAt;
    uint256 public mintingFeePercentage; // each of the two fees, 1e18 = 100 %
    uint256 public immutable ratio;

    constructor(
        address factoryAddress_,
        address metadataAddress_,
        address mintingFeeReceiver_,
        string memory name_,
        string memory symbol_,
        uint256 mintingFeePercentage_,
        uint256 ratio_
    ) ERC721(name_, symbol_) Ownable(msg.sender) {
        factoryAddress = factoryAddress_;
        metadataAddress = metadataAddress_;
        mintingFeeReceiver = mintingFeeReceiver_;
        mintingFeePercentage = mintingFeePercentage_;
        ratio = ratio_;
        createdAt = block.timestamp;
    }

    // READS

    function collectionPreview() external view returns (string memory) {
        return INftMetadataReader(metadataAddress).getCollectionPreviewImage(address(this));
    }

    /// @notice What a seller receives now (0 while fewer than two tokens exist).
    function getBurnPrice() public view returns (uint256) {
        uint256 supply = totalSupply();
        if (supply < 2) return 0;
        uint256 price = _curve(supply - 1);
        return price - 2 * _fee(price);
    }

    /// @notice The exact value `mint` takes now.
    function getMintPrice() public view returns (uint256) {
        uint256 price = _curve(_mintStep(totalSupply()));
        return price + 2 * _fee(price);
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        return INftMetadataReader(metadataAddress).getMetadata(address(this), tokenId);
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721, ERC721Enumerable) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    // WRITES

    /// @notice Mints the next token to `to`; `msg.value` must equal getMintPrice(). Returns the new token ID.
    function mint(address to) external payable nonReentrant returns (uint256 tokenId) {
        uint256 supply = totalSupply();
        if (supply == 0) {
            _mint(owner(), counter++);
            supply = 1;
        }
        uint256 price = _curve(supply);
        uint256 fee = _fee(price);
        require(msg.value == price + 2 * fee, "Insufficient payment");
        tokenId = counter++;
        _mint(to, tokenId);
        _payFees(fee);
    }

    /// @notice Sells `tokenId` back to the curve (owner or approved). Returns the wei sent to the caller.
    function burn(uint256 tokenId) external nonReentrant returns (uint256 payout) {
        uint256 supply = totalSupply();
        require(supply > 1, "Cannot sell the last NFT");
        require(
            _isAuthorized(_ownerOf(tokenId), msg.sender, tokenId), "Nft721Bonding: caller is not owner nor approved"
        );
        uint256 price = _curve(supply - 1);
        uint256 fee = _fee(price);
        _burn(tokenId);
        _payFees(fee);
        payout = price - 2 * fee;
        (bool sent,) = payable(msg.sender).call{value: payout}("");
        require(sent, "Nft721Bonding: Failed to send payment");
    }

    // OWNER

    function setMetadataAddress(address metadataAddress_) external onlyOwner {
        metadataAddress = metadataAddress_;
    }

    function setMintingFeePercentage(uint256 mintingFeePercentage_) external onlyOwner {
        require(mintingFeePercentage_ < 5e16, "Nft721Bonding: fee must be lower than 5%");
        mintingFeePercentage = mintingFeePercentage_;
    }

    function setMintingFeeReceiver(address mintingFeeReceiver_) external {
        require(
            msg.sender == ILaunchpadOwner(factoryAddress).owner(),
            "Nft721Bonding: Only factory owner can set a new mintingFeeReceiver"
        );
        mintingFeeReceiver = mintingFeeReceiver_;
    }

    // INTERNAL

    /// @dev The curve step a mint at `supply` pays: the first paid mint (after the owner's free #1) is step 1.
    function _mintStep(uint256 supply) private pure returns (uint256) {
        return supply == 0 ? 1 : supply;
    }

    function _curve(uint256 supply) private view returns (uint256) {
        return (6 * supply * supply * 10000 / 42069) * ratio / 31337;
    }

    function _fee(uint256 price) private view returns (uint256) {
        return price * mintingFeePercentage / 1 ether;
    }

    /// @dev The owner's fee goes to the protocol if the owner cannot take it, so an owner cannot block trading.
    function _payFees(uint256 fee) private {
        uint256 protocolFee = fee;
        (bool ownerPaid,) = payable(owner()).call{value: fee}("");
        if (!ownerPaid) protocolFee += fee;
        (bool sent,) = payable(mintingFeeReceiver).call{value: protocolFee}("");
        require(sent, "Nft721Bonding: Failed to send protocol fee");
    }

    function _update(address to, uint256 tokenId, address auth)
        internal
        override(ERC721, ERC721Enumerable)
        returns (address)
    {
        return super._update(to, tokenId, auth);
    }

    function _increaseBalance(address account, uint128 value) internal override(ERC721, ERC721Enumerable) {
        super._increaseBalance(account, value);
    }
}
