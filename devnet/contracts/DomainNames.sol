// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Byte-level helpers for domain names
/// @notice Names are UTF-8 strings; only ASCII is ever rewritten, so multi-byte characters pass through untouched.
library DomainNames {
    /// @notice Copy of `name` with ASCII A-Z lower-cased (non-ASCII bytes are kept as they are).
    function toLowerAscii(string memory name) internal pure returns (string memory) {
        bytes memory src = bytes(name);
        bytes memory out = new bytes(src.length);
        for (uint256 i = 0; i < src.length; ++i) {
            bytes1 b = src[i];
            out[i] = (b >= 0x41 && b <= 0x5A) ? bytes1(uint8(b) + 32) : b;
        }
        return string(out);
    }

    /// @notice Number of Unicode code points, counted as UTF-8 lead bytes (bytes that are not 0b10xxxxxx).
    /// @dev So "é" (2 bytes) is 1 character and an emoji (4 bytes) is 1 character.
    function charCount(string memory name) internal pure returns (uint256 count) {
        bytes memory b = bytes(name);
        for (uint256 i = 0; i < b.length; ++i) {
            if (uint8(b[i]) & 0xC0 != 0x80) ++count;
        }
    }

    /// @notice Whether `name` contains the single byte `needle` (only meaningful for ASCII needles).
    function containsByte(string memory name, bytes1 needle) internal pure returns (bool) {
        bytes memory b = bytes(name);
        for (uint256 i = 0; i < b.length; ++i) {
            if (b[i] == needle) return true;
        }
        return false;
    }
}
