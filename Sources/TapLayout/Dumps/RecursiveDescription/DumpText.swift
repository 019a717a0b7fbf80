import Foundation

/// A dump's text as UTF-8 bytes with the start of every line, so that a
/// reader can scan across line breaks (a label's text may contain them) and
/// still say where anything is as line and column.
///
/// Bytes, not Unicode scalars: everything the reader looks for (`<`, `|`,
/// `;`, `=`, line breaks) is ASCII, which UTF-8 never uses inside another
/// character, and a 50,000-view dump is 9 MB — as scalars it was 36 MB more,
/// and turning it into them a fifth of the load (docs/PERFORMANCE.md).
/// Columns are still counted in characters (Unicode scalars), as every other
/// diagnostic of TapLab counts them.
///
/// lldb's `p` and cycript's bare `recursiveDescription()` print the dump as one
/// quoted string with `\n` escapes (`(NSString *) $1 = 0x… @"<UIWindow: …>\n   | <UIView: …>"`);
/// such text is unescaped first; positions still point into the file as written.
struct DumpText {
    let bytes: [UInt8]
    /// Index in `bytes` of the first byte of each line.
    let lineStarts: [Int]
    /// Whether `\n` escapes were turned into line breaks.
    let wasUnescaped: Bool

    /// For unescaped text: the text as written, each byte's index in it, and
    /// its line starts, so positions point into the file itself.
    private let written: (bytes: [UInt8], indices: [Int], lineStarts: [Int])?

    /// The last position worked out. The reader asks in file order, so a
    /// column is counted on from the last one on the same line rather than
    /// from the line's start: a paste that lost its line breaks is one line
    /// of 50,000 views, and counting each from the start was quadratic.
    private let cursor = Cursor()

    private final class Cursor {
        var index = 0, line = 0, column = 1
    }

    init(_ text: String) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        wasUnescaped = DumpText.isEscapedString(bytes)
        if wasUnescaped {
            let (unescaped, indices) = DumpText.unescape(bytes)
            written = (bytes, indices, DumpText.lineStarts(bytes))
            bytes = unescaped
        } else {
            written = nil
        }
        self.bytes = bytes
        lineStarts = DumpText.lineStarts(bytes)
    }

    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 64)
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
        return starts
    }

    var lineCount: Int { lineStarts.count }

    /// The line's bytes without its break (and without a CR before it).
    func line(_ n: Int) -> ArraySlice<UInt8> {
        let start = lineStarts[n]
        var end = n + 1 < lineStarts.count ? lineStarts[n + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[start..<end]
    }

    /// The 0-based line of `bytes` (as read, after unescaping) a byte index is on.
    /// `near` is the line the caller expects (the one being read): checked
    /// first, it spares a binary search for nearly every view of a dump.
    func lineIndex(of index: Int, near: Int) -> Int {
        if near >= 0, near < lineStarts.count, lineStarts[near] <= index,
           near + 1 == lineStarts.count || index < lineStarts[near + 1] { return near }
        return DumpText.line(of: index, lineStarts: lineStarts)
    }

    /// 1-based line and column (in characters) of a byte index, in the file as written.
    func position(of index: Int) -> DumpPosition {
        guard let written else { return position(of: index, in: bytes, lineStarts: lineStarts) }
        let original = written.indices.isEmpty ? 0 : written.indices[min(max(index, 0), written.indices.count - 1)]
        return position(of: original, in: written.bytes, lineStarts: written.lineStarts)
    }

    private func position(of index: Int, in bytes: [UInt8], lineStarts: [Int]) -> DumpPosition {
        let line = DumpText.line(of: index, lineStarts: lineStarts)
        var (from, column) = (lineStarts[line], 1)
        if cursor.line == line, cursor.index <= index, cursor.index >= from { (from, column) = (cursor.index, cursor.column) }
        // A character's first byte is any byte but UTF-8's continuation bytes (10xxxxxx).
        let end = min(max(index, from), bytes.count)
        for i in from..<end where bytes[i] & 0xC0 != 0x80 { column += 1 }
        LoaderWork.dump.add(end - from + 1)
        (cursor.index, cursor.line, cursor.column) = (end, line, column)
        if index > bytes.count { column += index - bytes.count }
        return DumpPosition(line: line + 1, column: column)
    }

    private static func line(of index: Int, lineStarts: [Int]) -> Int {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The first view is followed by escaped breaks before view lines
    /// (`>>\n   | <UIView: 0x`) and by no real break before one.
    private static func isEscapedString(_ s: [UInt8]) -> Bool {
        var i = 0
        var sawView = false
        while i + 1 < s.count {
            if s[i] == UInt8(ascii: "<"), !sawView, DescriptionEntry.startsViewLine(s, at: i) { sawView = true }
            if sawView, s[i] == UInt8(ascii: "\n"), DescriptionEntry.startsViewLine(s, at: i + 1) { return false }
            if sawView, s[i] == UInt8(ascii: "\\"), s[i + 1] == UInt8(ascii: "n") {
                var j = i + 2
                while j < s.count, s[j] == UInt8(ascii: " ") || s[j] == UInt8(ascii: "|") || s[j] == UInt8(ascii: "\t") { j += 1 }
                if j < s.count, s[j] == UInt8(ascii: "<") { return true }
            }
            i += 1
        }
        return false
    }

    /// The text with `\n`, `\t`, `\"`, `\\` and `\'` escapes undone, and
    /// where each byte of it was written.
    private static func unescape(_ s: [UInt8]) -> ([UInt8], [Int]) {
        var out: [UInt8] = [], indices: [Int] = []
        out.reserveCapacity(s.count)
        indices.reserveCapacity(s.count)
        var i = 0
        while i < s.count {
            if s[i] == UInt8(ascii: "\\"), i + 1 < s.count, let plain = unescaped(s[i + 1]) {
                out.append(plain)
                indices.append(i)
                i += 2
            } else {
                out.append(s[i])
                indices.append(i)
                i += 1
            }
        }
        return (out, indices)
    }

    private static func unescaped(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "n"): UInt8(ascii: "\n")
        case UInt8(ascii: "t"): UInt8(ascii: "\t")
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): c
        default: nil
        }
    }
}
