import Foundation

/// The second line of every layout `taplab import` writes: a checksum of
/// the text after it, so that importing again replaces the file only while
/// no one has edited it — the attack of issue 26 re-imported over a user's
/// hand edits, silently.
///
/// FNV-1a (64 bits) is written by hand: it detects edits, it defends against
/// no one, and no library TapLab keeps offers a checksum.
///
///     # Imported by taplab from dump.txt (recursiveDescription).
///     # Checksum 5f0d3c1e9a7b2c44 of the lines below: import replaces this file only while it is unedited.
public enum ImportChecksum {
    static let prefix = "# Checksum "
    static let suffix = " of the lines below: import replaces this file only while it is unedited."

    /// What a file holding an imported layout says about its edits.
    public enum State: Equatable {
        /// The text below the checksum line is as import wrote it.
        case unedited
        /// Someone changed it after import wrote it.
        case edited
        /// No checksum line: written by a TapLab before issue 26, so whether
        /// it was edited cannot be told.
        case unknown
    }

    /// The checksum line for `body`, the text that follows it.
    static func line(for body: String) -> String {
        prefix + hex(fnv1a(body)) + suffix
    }

    /// Reads the checksum on the line after the first, and compares it with the text below it.
    public static func state(of text: String) -> State {
        let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3, lines[1].hasPrefix(prefix), lines[1].hasSuffix(suffix) else { return .unknown }
        let stored = lines[1].dropFirst(prefix.count).dropLast(suffix.count)
        return stored == hex(fnv1a(String(lines[2]))) ? .unedited : .edited
    }

    private static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
