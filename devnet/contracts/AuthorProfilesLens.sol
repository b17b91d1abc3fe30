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
///         It also returns the messages' body URLs, which index.html's script starts downloading at once.
/// @dev Returns abi.encode(address[] authors, bool[] nameOk, string[] names, bool[] dataOk, string[] data,
///      string[] urls): authors distinct, newest message's author first; data read only for an author with a name;
///      urls of the messages not deleted, newest first.
contract AuthorProfilesLens {
    constructor(IPunkNames tld, IChatMessages channel, uint256 lastCount) {
        IChatMessages.Message[] memory messages = _newestMessages(channel, lastCount);
        address[] memory authors = _distinctAuthors(messages);
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
        bytes memory answer = abi.encode(authors, nameOk, names, dataOk, data, _liveUrls(messages));
        assembly {
            return(add(answer, 0x20), mload(answer))
        }
    }

    /// @dev The last `lastCount` main messages in ascending index order; none when the read fails.
    function _newestMessages(IChatMessages channel, uint256 lastCount)
        private
        view
        returns (IChatMessages.Message[] memory)
    {
        try channel.fetchLastMainMessages(true, lastCount) returns (IChatMessages.Message[] memory read) {
            return read;
        } catch {
            return new IChatMessages.Message[](0);
        }
    }

    /// @dev The distinct authors of `messages`, newest first.
    function _distinctAuthors(IChatMessages.Message[] memory messages) private pure returns (address[] memory) {
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

    /// @dev The body URLs of the messages not deleted, newest first.
    function _liveUrls(IChatMessages.Message[] memory messages) private pure returns (string[] memory) {
        string[] memory urls = new string[](messages.length);
        uint256 live = 0;
        for (uint256 i = messages.length; i > 0; i--) {
            if (!messages[i - 1].deleted) urls[live++] = messages[i - 1].url;
        }
        assembly {
            mstore(urls, live)
        }
        return urls;
    }
}
