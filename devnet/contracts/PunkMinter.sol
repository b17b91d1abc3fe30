// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {DomainNames} from "./DomainNames.sol";
import {IActivityPoints} from "./IActivityPoints.sol";

/// @notice The part of the TLD the minter calls (the TLD's `minter` must be this contract and its price 0).
interface ITldMint {
    function mint(string calldata domainName, address domainHolder, address referrer)
        external
        payable
        returns (uint256);
}

/// @title Devnet five-tier name minter
/// @notice Sells names on a TLD at a price chosen by the name's Unicode character count (1, 2, 3, 4, 5 or more).
///         Reverts with the same strings as the deployed Punk minter ("Minting paused", "Value below price").
contract PunkMinter is Ownable, ReentrancyGuard {
    using DomainNames for string;

    uint256 private constant BIPS = 10_000;
    uint256 private constant MAX_REFERRAL_BIPS = 2_000;

    ITldMint public immutable tld;
    /// @notice Receives the spend of every mint; zero address = no reporting.
    address public immutable activityPoints;

    address public distributorAddress; // receives the payment minus the referral fee
    bool public paused;
    uint256 public referralFee; // bips of the tier price paid to a non-zero referrer

    uint256 public price1char;
    uint256 public price2char;
    uint256 public price3char;
    uint256 public price4char;
    uint256 public price5char; // 5 or more characters

    /// @param prices wei for names of 1, 2, 3, 4 and 5+ characters
    constructor(address tld_, address activityPoints_, uint256 referralFee_, uint256[5] memory prices)
        Ownable(msg.sender)
    {
        require(referralFee_ <= MAX_REFERRAL_BIPS, "Fee cannot be more than 20%");
        tld = ITldMint(tld_);
        activityPoints = activityPoints_;
        distributorAddress = msg.sender;
        referralFee = referralFee_;
        (price1char, price2char, price3char, price4char, price5char) =
            (prices[0], prices[1], prices[2], prices[3], prices[4]);
    }

    /// @notice The price in wei of `domainName`, by its Unicode character count.
    function getPrice(string calldata domainName) public view returns (uint256) {
        uint256 chars = domainName.charCount();
        if (chars <= 1) return price1char;
        if (chars == 2) return price2char;
        if (chars == 3) return price3char;
        if (chars == 4) return price4char;
        return price5char;
    }

    /// @notice Mints `domainName` to `domainHolder` on the TLD; the name rules (lower-casing, dots, ...) are the TLD's.
    /// @dev Overpayment is kept (sent to the distributor), as in the deployed minter.
    function mint(string calldata domainName, address domainHolder, address referrer)
        external
        payable
        nonReentrant
        returns (uint256 tokenId)
    {
        require(!paused, "Minting paused");
        uint256 price = getPrice(domainName);
        require(msg.value >= price, "Value below price");

        tokenId = tld.mint{value: 0}(domainName, domainHolder, address(0));
        if (activityPoints != address(0) && msg.value > 0) {
            IActivityPoints(activityPoints).addWeiSpent(msg.sender, msg.value);
        }

        uint256 fee = (referrer != address(0)) ? (price * referralFee) / BIPS : 0;
        if (fee > 0) {
            (bool sentFee,) = payable(referrer).call{value: fee}("");
            require(sentFee, "Failed to send referral fee");
        }
        if (msg.value > fee) {
            (bool sent,) = payable(distributorAddress).call{value: msg.value - fee}("");
            require(sent, "Failed to send payment");
        }
    }

    // OWNER

    function togglePaused() external onlyOwner {
        paused = !paused;
    }

    /// @param chars the tier: 1, 2, 3, 4 or 5 (5 means 5 or more characters)
    function changePrice(uint256 price, uint256 chars) external onlyOwner {
        if (chars == 1) price1char = price;
        else if (chars == 2) price2char = price;
        else if (chars == 3) price3char = price;
        else if (chars == 4) price4char = price;
        else if (chars == 5) price5char = price;
        else revert("Chars must be 1 to 5");
    }

    /// @param fee bips, at most 20 %
    function changeReferralFee(uint256 fee) external onlyOwner {
        require(fee <= MAX_REFERRAL_BIPS, "Fee cannot be more than 20%");
        referralFee = fee;
    }

    function setDistributorAddress(address distributor) external onlyOwner {
        distributorAddress = distributor;
    }
}
