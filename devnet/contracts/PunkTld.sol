// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {DomainNames} from "./DomainNames.sol";
import {IActivityPoints} from "./IActivityPoints.sol";

/// @title Devnet name registry with the Punk Domains "Flexi" TLD surface
/// @notice One ERC-721 token per name. The app talks to the deployed Flexi TLD on Base Sepolia and to this contract
///         on the devnet through the same ABI, so signatures, custom errors, events and the order of checks match.
contract PunkTld is ERC721, Ownable, ReentrancyGuard {
    using DomainNames for string;

    struct Domain {
        string name; // the name without the TLD, lower-cased
        uint256 tokenId;
        address holder;
        string data; // JSON chosen by the holder, e.g. {"image":"ar://..."}
    }

    error DomainMintingDisabledForever();
    error DomainBuyingDisabled();
    error InsufficientPayment();
    error DomainNameEmpty();
    error DomainNameTooLong();
    error DomainNameContainsDots();
    error DomainNameContainsSpaces();
    error DomainAlreadyExists();
    error NotDomainHolder();
    error ReferralFeeTooHigh();
    error FailedToSendReferralFee();
    error FailedToSendDomainPayment();
    // Declared only so the app's ABI can decode these errors of the deployed Flexi TLD; never raised here.
    error FailedToSendRoyalty();
    error MetadataFrozen();

    event DomainCreated(address indexed user, address indexed owner, string fullDomainName);
    event DefaultDomainChanged(address indexed user, string defaultDomain);
    event DataChanged(address indexed user, string indexed domain);

    uint256 private constant BIPS = 10_000;
    uint256 private constant MAX_REFERRAL_BIPS = 5_000;

    /// @notice Receives the spend of plain (non-minter) mints; zero address = no reporting.
    address public immutable activityPoints;

    uint256 public price;
    uint256 public referral = 1000; // bips of msg.value paid to a non-zero referrer
    bool public buyingEnabled;
    bool public buyingDisabledForever;
    address public minter; // may mint even when buying is disabled (the tiered PunkMinter)
    uint256 public nameMaxLength = 140; // names of this many bytes or more are rejected
    uint256 public totalSupply;
    uint256 public idCounter = 1; // next token id; ids start at 1

    mapping(string => Domain) public domains;
    mapping(uint256 => string) public domainIdsNames;
    mapping(address => string) public defaultNames;

    /// @param tldName_ the TLD with its dot, e.g. ".demo"; used as both ERC-721 name and symbol
    constructor(string memory tldName_, uint256 price_, bool buyingEnabled_, address activityPoints_)
        ERC721(tldName_, tldName_)
        Ownable(msg.sender)
    {
        price = price_;
        buyingEnabled = buyingEnabled_;
        activityPoints = activityPoints_;
    }

    // READS

    /// @notice Holder of `domainName` (case-insensitive), or the zero address if nobody holds it.
    function getDomainHolder(string calldata domainName) external view returns (address) {
        return domains[domainName.toLowerAscii()].holder;
    }

    /// @notice The JSON data stored for `domainName` (case-insensitive); "" if none.
    function getDomainData(string calldata domainName) external view returns (string memory) {
        return domains[domainName.toLowerAscii()].data;
    }

    /// @notice On-chain JSON metadata: {"name": "<name><tld>", "description": ...} as a base64 data URI.
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        string memory tld = Strings.escapeJSON(name());
        string memory json = string.concat(
            '{"name":"',
            Strings.escapeJSON(domainIdsNames[tokenId]),
            tld,
            '","description":"A name on the ',
            tld,
            ' devnet TLD."}'
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }

    // WRITES

    /// @notice Registers `domainName` (lower-cased) to `domainHolder`, paying `price`.
    /// @dev Checks run in the deployed Flexi TLD's order so both revert with the same error for the same input.
    function mint(string calldata domainName, address domainHolder, address referrer)
        external
        payable
        nonReentrant
        returns (uint256 tokenId)
    {
        if (buyingDisabledForever) revert DomainMintingDisabledForever();
        if (!buyingEnabled && msg.sender != owner() && msg.sender != minter) revert DomainBuyingDisabled();
        if (msg.value < price) revert InsufficientPayment();

        tokenId = _mintDomain(domainName.toLowerAscii(), domainHolder);

        if (msg.value > 0) {
            if (activityPoints != address(0)) IActivityPoints(activityPoints).addWeiSpent(msg.sender, msg.value);
            _sendPayment(referrer);
        }
    }

    /// @notice Makes `domainName` (case-insensitive) the caller's main name; the caller must hold it.
    function editDefaultDomain(string calldata domainName) external {
        string memory lowered = domainName.toLowerAscii();
        if (domains[lowered].holder != msg.sender) revert NotDomainHolder();
        defaultNames[msg.sender] = lowered;
        emit DefaultDomainChanged(msg.sender, lowered);
    }

    /// @notice Replaces the whole JSON data of `domainName` (case-insensitive); the caller must hold it.
    function editData(string calldata domainName, string calldata data) external {
        string memory lowered = domainName.toLowerAscii();
        if (domains[lowered].holder != msg.sender) revert NotDomainHolder();
        domains[lowered].data = data;
        emit DataChanged(msg.sender, lowered);
    }

    // OWNER

    function changePrice(uint256 price_) external onlyOwner {
        price = price_;
    }

    function toggleBuyingDomains() external onlyOwner {
        buyingEnabled = !buyingEnabled;
    }

    /// @param referral_ bips; must stay below 50 %
    function changeReferralFee(uint256 referral_) external onlyOwner {
        if (referral_ >= MAX_REFERRAL_BIPS) revert ReferralFeeTooHigh();
        referral = referral_;
    }

    function changeMinter(address minter_) external onlyOwner {
        minter = minter_;
    }

    /// @notice Irreversibly stops all minting, including by the owner and the minter.
    function disableBuyingForever() external onlyOwner {
        buyingDisabledForever = true;
    }

    // INTERNAL

    function _mintDomain(string memory name_, address holder) private returns (uint256 tokenId) {
        bytes memory raw = bytes(name_);
        if (raw.length == 0) revert DomainNameEmpty();
        if (raw.length >= nameMaxLength) revert DomainNameTooLong();
        if (name_.containsByte(".")) revert DomainNameContainsDots();
        if (name_.containsByte(" ")) revert DomainNameContainsSpaces();
        if (domains[name_].holder != address(0)) revert DomainAlreadyExists();

        tokenId = idCounter++;
        ++totalSupply;
        domains[name_] = Domain({name: name_, tokenId: tokenId, holder: holder, data: ""});
        domainIdsNames[tokenId] = name_;
        if (bytes(defaultNames[holder]).length == 0) defaultNames[holder] = name_;

        _mint(holder, tokenId);
        emit DomainCreated(msg.sender, holder, string.concat(name_, name()));
    }

    /// @dev Referral share of msg.value to a non-zero referrer, everything else to the TLD owner.
    function _sendPayment(address referrer) private {
        uint256 referralFee = (referrer != address(0)) ? (msg.value * referral) / BIPS : 0;
        if (referralFee > 0) {
            (bool sentReferral,) = payable(referrer).call{value: referralFee}("");
            if (!sentReferral) revert FailedToSendReferralFee();
        }
        (bool sent,) = payable(owner()).call{value: msg.value - referralFee}("");
        if (!sent) revert FailedToSendDomainPayment();
    }

    /// @dev Keeps the registry in step with ERC-721 transfers: the struct's holder follows the token, the sender
    ///      loses this name as default and a receiver without a default name gets it.
    function _update(address to, uint256 tokenId, address auth) internal override returns (address from) {
        from = super._update(to, tokenId, auth);
        if (from == address(0)) return from; // mint: _mintDomain already recorded everything

        string memory name_ = domainIdsNames[tokenId];
        domains[name_].holder = to;
        if (keccak256(bytes(defaultNames[from])) == keccak256(bytes(name_))) delete defaultNames[from];
        if (to != address(0) && bytes(defaultNames[to]).length == 0) defaultNames[to] = name_;
    }
}
