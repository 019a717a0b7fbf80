import Foundation

/// A dump's text as Unicode scalars with the start of every line, so that a
/// reader can scan across line breaks (a label's text may contain them) and
/// still say where anything is as line and column.
///
/// lldb's `p` and cycript's bare `recursiveDescription()` print the dump as one
/// quoted string with `\n` escapes (`(NSString *) $1 = 0x… @"<UIWindow: …>\n   | <UIView: …>"`);
/// such text is unescaped first; positions still point into the file as written.
struct DumpText {
    let scalars: [Unicode.Scalar]
    /// Index in `scalars` of the first character of each line.
    let lineStarts: [Int]
    /// Whether `\n` escapes were turned into line breaks.
    let wasUnescaped: Bool

    /// For unescaped text: each scalar's index in the text as written, and
    /// the line starts there, so positions point into the file itself.
    private let written: (indices: [Int], lineStarts: [Int])?

    init(_ text: String) {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        wasUnescaped = DumpText.isEscapedString(scalars)
        if wasUnescaped {
            let (unescaped, indices) = DumpText.unescape(scalars)
            written = (indices, DumpText.lineStarts(scalars))
            scalars = unescaped
        } else {
            written = nil
        }
        self.scalars = scalars
        lineStarts = DumpText.lineStarts(scalars)
    }

    private static func lineStarts(_ scalars: [Unicode.Scalar]) -> [Int] {
        var starts = [0]
        for (i, s) in scalars.enumerated() where s == "\n" { starts.append(i + 1) }
        return starts
    }

    var lineCount: Int { lineStarts.count }

    /// The line's scalars without its break (and without a CR before it).
    func line(_ n: Int) -> ArraySlice<Unicode.Scalar> {
        let start = lineStarts[n]
        var end = n + 1 < lineStarts.count ? lineStarts[n + 1] - 1 : scalars.count
        if end > start, scalars[end - 1] == "\r" { end -= 1 }
        return scalars[start..<end]
    }

    /// The 0-based line of `scalars` (as read, after unescaping) a scalar index is on.
    func lineIndex(of index: Int) -> Int {
        DumpText.position(of: index, lineStarts: lineStarts).line - 1
    }

    /// 1-based line and column of a scalar index, in the file as written.
    func position(of index: Int) -> DumpPosition {
        guard let written else { return DumpText.position(of: index, lineStarts: lineStarts) }
        let original = written.indices.isEmpty ? 0 : written.indices[min(max(index, 0), written.indices.count - 1)]
        return DumpText.position(of: original, lineStarts: written.lineStarts)
    }

    private static func position(of index: Int, lineStarts: [Int]) -> DumpPosition {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        return DumpPosition(line: lo + 1, column: index - lineStarts[lo] + 1)
    }

    /// The first view is followed by escaped breaks before view lines
    /// (`>>\n   | <UIView: 0x`) and by no real break before one.
    private static func isEscapedString(_ s: [Unicode.Scalar]) -> Bool {
        var i = 0
        var sawView = false
        while i + 1 < s.count {
            if s[i] == "<", !sawView, DescriptionEntry.startsViewLine(s, at: i) { sawView = true }
            if sawView, s[i] == "\n", DescriptionEntry.startsViewLine(s, at: i + 1) { return false }
            if sawView, s[i] == "\\", s[i + 1] == "n" {
                var j = i + 2
                while j < s.count, s[j] == " " || s[j] == "|" || s[j] == "\t" { j += 1 }
                if j < s.count, s[j] == "<" { return true }
            }
            i += 1
        }
        return false
    }

    /// The text with `\n`, `\t`, `\"`, `\\` and `\'` escapes undone, and
    /// where each scalar of it was written.
    private static func unescape(_ s: [Unicode.Scalar]) -> ([Unicode.Scalar], [Int]) {
        var out: [Unicode.Scalar] = [], indices: [Int] = []
        out.reserveCapacity(s.count)
        indices.reserveCapacity(s.count)
        var i = 0
        while i < s.count {
            if s[i] == "\\", i + 1 < s.count, let plain = unescaped(s[i + 1]) {
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

    private static func unescaped(_ c: Unicode.Scalar) -> Unicode.Scalar? {
        switch c {
        case "n": "\n"
        case "t": "\t"
        case "\"", "\\", "'": c
        default: nil
        }
    }
}
