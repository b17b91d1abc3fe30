// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

interface IOwned {
    function owner() external view returns (address);
}

/// @title Devnet NFT metadata store with the Iggy "NftMetadataMedia" surface
/// @notice Per collection: name, description, preview, images, external/metadata URLs, metadata type and media URLs.
///         Every setter is for the collection contract's owner only. Unlike the deployed contract, `getMetadata`
///         builds its JSON with every string JSON-escaped (a quote in a description cannot break out of its field),
///         the metadata type is bounded to 0..3, and type 0 with no image yet adds the image instead of reverting.
///         The metadata is data, never markup: apps must render it as text and vetted URLs.
contract NftMetadata {
    using Strings for uint256;
    using Strings for string;

    struct Metadata {
        string name;
        string description;
        string collectionPreview;
        string[] images;
        string externalUrl;
        string mdUrl;
        uint256 mdType;
        string audioUrl;
        string animationUrl;
        string youtubeUrl;
    }

    /// @notice Tells the app this store has the media fields (as the deployed one answers).
    string public constant mdContractType = "media";

    mapping(address => Metadata) private mds;

    modifier onlyNftOwner(address nftAddress) {
        require(msg.sender == IOwned(nftAddress).owner(), "Not owner of NFT smart contract");
        _;
    }

    // READS

    function getCollectionAudioUrl(address nftAddress) external view returns (string memory) {
        return mds[nftAddress].audioUrl;
    }

    function getCollectionAnimationUrl(address nftAddress) external view returns (string memory) {
        return mds[nftAddress].animationUrl;
    }

    function getCollectionDescription(address nftAddress) external view returns (string memory) {
        return mds[nftAddress].description;
    }

    function getCollectionExternalUrl(address nftAddress) external view returns (string memory) {
        return mds[nftAddress].externalUrl;
    }

    function getCollectionImages(address nftAddress) external view returns (string[] memory) {
        return mds[nftAddress].images;
    }

    function getCollectionMetadataType(address nftAddress) external view returns (uint256) {
        return mds[nftAddress].mdType;
    }

    function getCollectionMetadataUrl(address nftAddress) external view returns (string memory) {
        return mds[nftAddress].mdUrl;
    }

    function getCollectionName(address nftAddress) external view returns (string memory) {
        return mds[nftAddress].name;
    }

    function getCollectionPreviewImage(address nftAddress) external view returns (string memory) {
        return mds[nftAddress].collectionPreview;
    }

    function getCollectionYoutubeUrl(address nftAddress) external view returns (string memory) {
        return mds[nftAddress].youtubeUrl;
    }

    /// @notice tokenURI of `tokenId`: a URL for types 1-3, else a base64 JSON data URL with escaped strings.
    function getMetadata(address nftAddress, uint256 tokenId) external view returns (string memory) {
        Metadata storage md = mds[nftAddress];
        if (md.mdType == 1) return md.mdUrl;
        if (md.mdType == 2) return string.concat(md.mdUrl, tokenId.toString(), ".json");
        if (md.mdType == 3) return string.concat(md.mdUrl, tokenId.toString());
        string memory json = string.concat(
            '{"name":"',
            md.name.escapeJSON(),
            " #",
            tokenId.toString(),
            '","image":"',
            _image(md, tokenId).escapeJSON(),
            '","external_url":"',
            md.externalUrl.escapeJSON(),
            '","description":"',
            md.description.escapeJSON(),
            '","animation_url":"',
            md.animationUrl.escapeJSON(),
            '","youtube_url":"',
            md.youtubeUrl.escapeJSON(),
            '"}'
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }

    // WRITES (collection owner)

    function addImageToCollection(address nftAddress, string memory imageUrl) external onlyNftOwner(nftAddress) {
        mds[nftAddress].images.push(imageUrl);
    }

    function changeImage(address nftAddress, uint256 index, string memory imageUrl) external onlyNftOwner(nftAddress) {
        require(index < mds[nftAddress].images.length, "Index out of bounds");
        mds[nftAddress].images[index] = imageUrl;
    }

    /// @notice Removes image `index`; the last image takes its place (as in the deployed contract).
    function removeImageFromCollectionByIndex(address nftAddress, uint256 index) external onlyNftOwner(nftAddress) {
        string[] storage images = mds[nftAddress].images;
        require(index < images.length, "Index out of bounds");
        images[index] = images[images.length - 1];
        images.pop();
    }

    function setAnimationUrl(address nftAddress, string memory url) external onlyNftOwner(nftAddress) {
        mds[nftAddress].animationUrl = url;
    }

    function setAudioUrl(address nftAddress, string memory url) external onlyNftOwner(nftAddress) {
        mds[nftAddress].audioUrl = url;
    }

    function setCollectionPreview(address nftAddress, string memory url) external onlyNftOwner(nftAddress) {
        mds[nftAddress].collectionPreview = url;
    }

    function setDescription(address nftAddress, string memory description) external onlyNftOwner(nftAddress) {
        mds[nftAddress].description = description;
    }

    function setExternalUrl(address nftAddress, string memory url) external onlyNftOwner(nftAddress) {
        mds[nftAddress].externalUrl = url;
    }

    function setMdType(address nftAddress, uint256 mdType) external onlyNftOwner(nftAddress) {
        require(mdType <= 3, "Unknown metadata type");
        mds[nftAddress].mdType = mdType;
    }

    /// @notice Type 0 sets the first image; types 1-3 set the metadata URL. A non-empty `preview` also sets the preview.
    function setMdTypeAndUrlOrImage(address nftAddress, uint256 mdType, string memory urlOrImage, string memory preview)
        external
        onlyNftOwner(nftAddress)
    {
        require(mdType <= 3, "Unknown metadata type");
        Metadata storage md = mds[nftAddress];
        md.mdType = mdType;
        if (mdType != 0) md.mdUrl = urlOrImage;
        else if (md.images.length == 0) md.images.push(urlOrImage);
        else md.images[0] = urlOrImage;
        if (bytes(preview).length > 0) md.collectionPreview = preview;
    }

    function setMdUrl(address nftAddress, string memory url) external onlyNftOwner(nftAddress) {
        mds[nftAddress].mdUrl = url;
    }

    function setName(address nftAddress, string memory name) external onlyNftOwner(nftAddress) {
        mds[nftAddress].name = name;
    }

    function setYoutubeUrl(address nftAddress, string memory url) external onlyNftOwner(nftAddress) {
        mds[nftAddress].youtubeUrl = url;
    }

    /// @dev Images cycle by token ID (token 1 shows image 0); '' when the collection has none.
    function _image(Metadata storage md, uint256 tokenId) private view returns (string memory) {
        uint256 count = md.images.length;
        if (count == 0) return "";
        return md.images[tokenId == 0 ? 0 : (tokenId - 1) % count];
    }
}
