// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The chat channel reads the lens needs (the deployed "ChatContextV1" surface).
interface IChatMessages {
    struct Message {
        address author;
        uint256 createdAt;
        bool deleted;
        uint256 index;
        uint256 repliesCount;
        string url;
    }

    function fetchLastMainMessages(bool includeDeleted, uint256 length) external view returns (Message[] memory);
}

/// @notice The Punk Domains TLD reads the lens needs.
interface IPunkNames {
    function defaultNames(address holder) external view returns (string memory);

    function getDomainData(string calldata domainName) external view returns (string memory);
}

/// @title The names and profile data of a channel's newest authors, in one eth_call that is never deployed
/// @notice Sent as the data of an eth_call without a `to` (a "deployless" read): the constructor runs the reads and
///         returns their ABI encoding as if it were the contract's code, so the answer arrives in the same round trip
///         as the newest messages instead of two more (messages, then names, then data: issue #18). Works against the
///         deployed TLD and channels on any node, as it only calls their public views. Every read is guarded: a failed
///         one is reported as such (ok = false) and never fails the others.
/// @dev Returns abi.encode(address[] authors, bool[] nameOk, string[] names, bool[] dataOk, string[] data), authors
///      distinct, newest message's author first; data is read only for an author with a name.
contract AuthorProfilesLens {
    constructor(IPunkNames tld, IChatMessages channel, uint256 lastCount) {
        address[] memory authors = _newestAuthors(channel, lastCount);
        uint256 count = authors.length;
        bool[] memory nameOk = new bool[](count);
        string[] memory names = new string[](count);
        bool[] memory dataOk = new bool[](count);
        string[] memory data = new string[](count);
        for (uint256 i = 0; i < count; i++) {
            try tld.defaultNames(authors[i]) returns (string memory name) {
                nameOk[i] = true;
                names[i] = name;
            } catch {}
            if (!nameOk[i] || bytes(names[i]).length == 0) continue;
            try tld.getDomainData(names[i]) returns (string memory value) {
                dataOk[i] = true;
                data[i] = value;
            } catch {}
        }
        bytes memory answer = abi.encode(authors, nameOk, names, dataOk, data);
        assembly {
            return(add(answer, 0x20), mload(answer))
        }
    }

    /// @dev The distinct authors of the last `lastCount` main messages, newest first; none when the read fails.
    function _newestAuthors(IChatMessages channel, uint256 lastCount) private view returns (address[] memory) {
        IChatMessages.Message[] memory messages;
        try channel.fetchLastMainMessages(true, lastCount) returns (IChatMessages.Message[] memory read) {
            messages = read;
        } catch {
            return new address[](0);
        }
        address[] memory found = new address[](messages.length);
        uint256 distinct = 0;
        for (uint256 i = messages.length; i > 0; i--) {
            address author = messages[i - 1].author;
            bool seen = false;
            for (uint256 j = 0; j < distinct && !seen; j++) seen = found[j] == author;
            if (!seen) found[distinct++] = author;
        }
        assembly {
            mstore(found, distinct)
        }
        return found;
    }
}
