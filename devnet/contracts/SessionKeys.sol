// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// @title Session keys for posting without a wallet prompt per message (issue #38)
/// @notice A user registers a key generated in their browser, once, for a set of channel contracts, an expiry (at most
///         7 days) and a cap on what the key may pay those channels. A registered channel then records the user, not
///         the key, as the author of what the key posts. The key can do nothing else: channels ask this registry only
///         on their posting paths, and only a channel the user named may spend from the cap.
/// @dev The key signs its registration (registrationDigest), so nobody can claim someone else's address as their key
///      and so take over the authorship of its posts or lock it out of posting as itself.
///      A key stays marked as a key after it expires or is revoked, so it can never post as itself in a channel that
///      asks this registry. The registration's value funds the key (its gas and the posting price), sent on at once.
contract SessionKeys {
    struct Session {
        address user;
        uint64 expiresAt; // seconds; 0 once revoked
        uint128 spendCap; // wei the key may pay the channels in total
        uint128 spent; // wei paid so far
    }

    uint64 public constant MAX_DURATION = 7 days;

    mapping(address key => Session) public sessions;
    mapping(address key => mapping(address channel => bool)) public isChannelOf;

    event SessionRegistered(
        address indexed user, address indexed key, uint64 expiresAt, uint256 spendCap, address[] channels
    );
    event SessionRevoked(address indexed user, address indexed key);
    event SessionSpent(address indexed user, address indexed key, address indexed channel, uint256 amount);

    /// @notice What the key signs (EIP-191 personal message of these 32 bytes) to agree to serve msg.sender.
    function registrationDigest(
        address user,
        address key,
        uint64 expiresAt,
        uint128 spendCap,
        address[] calldata channels
    ) public view returns (bytes32) {
        return keccak256(abi.encode(block.chainid, address(this), user, key, expiresAt, spendCap, channels));
    }

    /// @notice Registers `key` for msg.sender until `expiresAt` in the given channels, and sends msg.value to the key.
    ///         `keySignature` is the key's personal_sign of registrationDigest(msg.sender, key, ...).
    function register(
        address key,
        uint64 expiresAt,
        uint128 spendCap,
        address[] calldata channels,
        bytes calldata keySignature
    ) external payable {
        require(key != address(0) && key != msg.sender, "Invalid session key");
        bytes32 digest = registrationDigest(msg.sender, key, expiresAt, spendCap, channels);
        require(
            ECDSA.recover(MessageHashUtils.toEthSignedMessageHash(digest), keySignature) == key,
            "Not signed by the session key"
        );
        require(sessions[key].user == address(0), "Session key already used");
        require(expiresAt > block.timestamp, "Expiry must be in the future");
        require(expiresAt <= block.timestamp + MAX_DURATION, "Sessions last at most 7 days");
        require(channels.length > 0, "No channels given");
        sessions[key] = Session({user: msg.sender, expiresAt: expiresAt, spendCap: spendCap, spent: 0});
        for (uint256 i = 0; i < channels.length; ++i) {
            isChannelOf[key][channels[i]] = true;
        }
        emit SessionRegistered(msg.sender, key, expiresAt, spendCap, channels);
        if (msg.value > 0) {
            (bool sent,) = payable(key).call{value: msg.value}("");
            require(sent, "Funding the key failed");
        }
    }

    /// @notice Ends a session at once; the user or the key itself may call it.
    function revoke(address key) external {
        Session storage session = sessions[key];
        require(session.user != address(0), "Not a session key");
        require(msg.sender == session.user || msg.sender == key, "Not the key or its user");
        session.expiresAt = 0;
        emit SessionRevoked(session.user, key);
    }

    /// @notice For a channel's posting path: the user `caller` posts for, spending `amount` of the cap. Returns
    ///         `caller` itself when it was never a session key; reverts for a key that may not post here now.
    function authorize(address caller, uint256 amount) external returns (address author) {
        Session storage session = sessions[caller];
        if (session.user == address(0)) return caller;
        require(block.timestamp < session.expiresAt, "Session expired or revoked");
        require(isChannelOf[caller][msg.sender], "Session not valid in this channel");
        require(uint256(session.spent) + amount <= session.spendCap, "Session spending cap reached");
        session.spent += uint128(amount);
        if (amount > 0) emit SessionSpent(session.user, caller, msg.sender, amount);
        return session.user;
    }

    /// @notice The user `key` may post for in `channel` now (address(0) when none), for the app's reads.
    function userOf(address key, address channel) external view returns (address) {
        Session storage session = sessions[key];
        if (session.user == address(0) || block.timestamp >= session.expiresAt || !isChannelOf[key][channel]) {
            return address(0);
        }
        return session.user;
    }
}
