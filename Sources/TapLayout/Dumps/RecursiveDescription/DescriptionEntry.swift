import Foundation

/// One `<Class: 0xADDR; key = value; …>` of a `recursiveDescription`, as
/// `-[UIView description]` prints it: the class, the address, then
/// `key = value` items (scroll views add `key: value` items after `layer`)
/// up to the `>` that closes the entry, and free text after it.
///
/// Values may contain `;`, `<`, `>` and line breaks: `frame = (0 0; 375 667)`,
/// `layer = <CALayer: 0x…>`, `animations = { position=<CABasicAnimation: 0x…>; }`,
/// `text = 'a; b <c>'`. A value ends at a `;` or `>` outside brackets and
/// quotes. UIKit documents no grammar for this text, and no kept library
/// reads it, so it is scanned by hand here.
struct DescriptionEntry {
    struct Item {
        var key: String
        var value: String
        /// Index of the value's first scalar in the dump text.
        var at: Int
    }

    var className: String
    var address: String
    /// Index of the opening `<`.
    var start: Int
    var items: [Item] = []
    /// False when the text ends, or a new view line starts, before the closing `>`.
    var isComplete = false
    /// Index just past the entry (past `>` when complete).
    var end: Int
    /// The text after the closing `>` on the same line, trimmed: `(layer)`, `- (null)`.
    var suffix = ""

    func value(_ key: String) -> Item? { items.first { $0.key == key } }

    /// The entry whose `<` is at `start`, or nil when `<` does not start
    /// `<Name: 0xHEX` followed by `;`, `>` or the end of the line.
    static func parse(_ text: DumpText, at start: Int) -> DescriptionEntry? {
        let s = text.scalars
        guard let (name, afterName) = className(s, from: start + 1) else { return nil }
        var i = afterName
        guard i < s.count, s[i] == ":" else { return nil }
        i += 1
        while i < s.count, s[i] == " " { i += 1 }
        guard i + 2 < s.count, s[i] == "0", s[i + 1] == "x" || s[i + 1] == "X", Self.isHexDigit(s[i + 2]) else { return nil }
        let addressStart = i
        i += 2
        while i < s.count, Self.isHexDigit(s[i]) { i += 1 }
        let address = DescriptionEntry.text(s[addressStart..<i])
        guard i == s.count || s[i] == ";" || s[i] == ">" || s[i] == "\n" || s[i] == "\r" else { return nil }
        var entry = DescriptionEntry(className: name, address: address, start: start, end: i)
        entry.readItems(text, from: i)
        LoaderWork.dump.add(entry.end - start)
        return entry
    }

    /// A class name: an identifier with dots (`MyApp.LoginButton`), `$`, and
    /// generic arguments in angle brackets (`MyApp.Box<Swift.Int>`).
    private static func className(_ s: [Unicode.Scalar], from start: Int) -> (String, Int)? {
        var i = start, depth = 0
        guard i < s.count, isLetter(s[i]) || s[i] == "_" else { return nil }
        while i < s.count, i - start < 400 {
            let c = s[i]
            if isLetterOrDigit(c) || c == "_" || c == "." || c == "$" {
                i += 1
            } else if c == "<" {
                depth += 1; i += 1
            } else if c == ">", depth > 0 {
                depth -= 1; i += 1
            } else if (c == "," || c == " "), depth > 0 {
                i += 1
            } else {
                break
            }
        }
        guard depth == 0, i > start else { return nil }
        return (text(s[start..<i]), i)
    }

    /// Reads `key = value` items up to the closing `>`. A line break inside
    /// the entry is a space when the next line does not start a view of its
    /// own: labels print text with line breaks, and dumps copied from books
    /// and web pages are wrapped in the middle of values
    /// (`userInteractionEnabled =` / `NO;`).
    private mutating func readItems(_ text: DumpText, from begin: Int) {
        let s = text.scalars
        var i = begin
        while i < s.count {
            switch s[i] {
            case " ", ";", "\t", "\r":
                i += 1
                continue
            case ">":
                isComplete = true
                end = i + 1
                suffix = DescriptionEntry.restOfLine(s, from: i + 1)
                return
            case "\n":
                guard !DescriptionEntry.startsNewLine(s, at: i + 1, blankStops: true) else { end = i; return }
                i += 1
                continue
            default:
                break
            }
            // key = value, or key: value
            // A key may be split by a hard wrap (`userInteract` / `ionEnabled`).
            var key = "", keyStart = i
            while i < s.count {
                if Self.isKeyCharacter(s[i]) {
                    i += 1
                } else if s[i] == "\n", i > keyStart, i + 1 < s.count, Self.isKeyCharacter(s[i + 1]),
                          !DescriptionEntry.startsNewLine(s, at: i + 1, blankStops: true) {
                    key += DescriptionEntry.text(s[keyStart..<i])
                    i += 1
                    keyStart = i
                } else {
                    break
                }
            }
            key += DescriptionEntry.text(s[keyStart..<i])
            i = DescriptionEntry.skipSpace(s, from: i)
            guard !key.isEmpty, i < s.count, s[i] == "=" || s[i] == ":" else {
                // Not an item: skip to the next separator so one odd item loses only itself.
                guard let next = DescriptionEntry.valueEnd(text, from: i, quoted: false) else { end = s.count; return }
                // At the entry's closing `>` or a `;`, the loop's top reads it; else move on.
                i = next == i && !(i < s.count && (s[i] == ">" || s[i] == ";")) ? i + 1 : next
                continue
            }
            i = DescriptionEntry.skipSpace(s, from: i + 1)
            let valueStart = i
            let quoted = i < s.count && s[i] == "'"
            guard let valueEnd = DescriptionEntry.valueEnd(text, from: quoted ? i + 1 : i, quoted: quoted) else {
                end = s.count
                return
            }
            // A value wrapped over lines keeps its breaks: whether one stood
            // for a space or split a word is for the value's reader to tell.
            let value = DescriptionEntry.text(s[valueStart..<valueEnd])
            items.append(Item(key: key, value: value, at: valueStart))
            i = valueEnd
            if i < s.count, s[i] == "\n" {
                end = i
                return
            }
        }
        end = s.count
    }

    /// Spaces, and line breaks before a line that does not start a view.
    private static func skipSpace(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var i = start
        while i < s.count {
            if s[i] == " " || s[i] == "\t" || s[i] == "\r" { i += 1 }
            else if s[i] == "\n", !startsNewLine(s, at: i + 1, blankStops: true) { i += 1 }
            else { break }
        }
        return i
    }

    /// Where a value ends: at `;` or `>` outside brackets and quotes (the
    /// `>` is not consumed), or at a line break before a line that starts a
    /// view — inside quotes or brackets too: a quote left open (`text =
    /// 'it's;`) cuts its own entry there instead of swallowing every view
    /// after it. Nil when the text ends first.
    private static func valueEnd(_ text: DumpText, from begin: Int, quoted: Bool) -> Int? {
        let s = text.scalars
        var i = begin, depth = 0, inQuote = quoted
        while i < s.count {
            let c = s[i]
            if inQuote {
                if c == "'" {
                    // A quote closes the text only before `;`, `>` or the end of the line.
                    var j = i + 1
                    while j < s.count, s[j] == " " { j += 1 }
                    if j == s.count || s[j] == ";" || s[j] == ">" || s[j] == "\n" || s[j] == "\r" { inQuote = false }
                } else if c == "\n", startsNewLine(s, at: i + 1, blankStops: false) {
                    return i
                }
                i += 1
                continue
            }
            switch c {
            case "<", "(", "{", "[": depth += 1
            case ")", "}", "]": depth = max(0, depth - 1)
            case ">":
                if depth == 0 { return i }
                depth -= 1
            case ";":
                if depth == 0 { return i }
            case "\n":
                if startsNewLine(s, at: i + 1, blankStops: true) { return i }
            default: break
            }
            i += 1
        }
        return nil
    }

    /// Whether the line starting at `start` begins something new rather than
    /// carrying on a wrapped entry: a view or layer line (`|` markers then
    /// `<`, or a top-level `<Name: 0xADDR;`), the end of the text, or — when
    /// `blankStops` — a blank line.
    static func startsNewLine(_ s: [Unicode.Scalar], at start: Int, blankStops: Bool) -> Bool {
        var i = start, pipes = 0
        while i < s.count, s[i] == " " || s[i] == "\t" || s[i] == "|" || s[i] == "\r" {
            if s[i] == "|" { pipes += 1 }
            i += 1
        }
        guard i < s.count else { return true }
        if s[i] == "\n" { return blankStops }
        guard s[i] == "<" else { return false }
        if pipes > 0 { return true }
        guard let (_, after) = className(s, from: i + 1), after < s.count, s[after] == ":" else { return false }
        var j = after + 1
        while j < s.count, s[j] == " " { j += 1 }
        guard j + 2 < s.count, s[j] == "0", s[j + 1] == "x" else { return false }
        j += 2
        while j < s.count, isHexDigit(s[j]) { j += 1 }
        return j < s.count && s[j] == ";"
    }

    /// Whether the line starting at `i` is a view line: optional spaces,
    /// tabs and `|`, then `<Name: 0x`.
    static func startsViewLine(_ s: [Unicode.Scalar], at start: Int) -> Bool {
        var i = start
        while i < s.count, s[i] == " " || s[i] == "\t" || s[i] == "|" { i += 1 }
        guard i < s.count, s[i] == "<", let (_, after) = className(s, from: i + 1), after < s.count, s[after] == ":" else { return false }
        var j = after + 1
        while j < s.count, s[j] == " " { j += 1 }
        return j + 1 < s.count && s[j] == "0" && s[j + 1] == "x"
    }

    /// The text after an entry up to the line's end — or to the next `|`
    /// or `<`, where a paste that lost its line breaks runs on into the next
    /// entry: reading the whole rest of such a line for every entry was
    /// quadratic in the views (5,000 on one line took 8 s).
    private static func restOfLine(_ s: [Unicode.Scalar], from start: Int) -> String {
        var i = start
        while i < s.count, s[i] != "\n", s[i] != "\r", s[i] != "|", s[i] != "<" { i += 1 }
        LoaderWork.dump.add(i - start + 1)
        return text(s[start..<i])
    }

    /// The scalars as a String without spaces at either end, and without
    /// the CR of CR LF breaks. Built from UTF-8 bytes: this runs for every
    /// item of every line of a dump.
    static func text(_ slice: ArraySlice<Unicode.Scalar>) -> String {
        var lo = slice.startIndex, hi = slice.endIndex
        while lo < hi, slice[lo] == " " || slice[lo] == "\t" { lo += 1 }
        while hi > lo, slice[hi - 1] == " " || slice[hi - 1] == "\t" || slice[hi - 1] == "\r" { hi -= 1 }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hi - lo)
        for c in slice[lo..<hi] {
            if c == "\r" { continue }
            if c.value < 0x80 {
                bytes.append(UInt8(c.value))
            } else {
                if let encoded = UTF8.encode(c) { bytes.append(contentsOf: encoded) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // Character classes with an ASCII fast path: Unicode property lookups
    // cost more than the rest of the scan on the thousands of lines of a dump.

    static func isLetter(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x80 ? (c.value | 0x20 >= 0x61 && c.value | 0x20 <= 0x7A) : c.properties.isAlphabetic
    }

    static func isLetterOrDigit(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x80 ? (c.value | 0x20 >= 0x61 && c.value | 0x20 <= 0x7A) || (c.value >= 0x30 && c.value <= 0x39)
            : c.properties.isAlphabetic || c.properties.numericType != nil
    }

    static func isKeyCharacter(_ c: Unicode.Scalar) -> Bool {
        isLetterOrDigit(c) || c == "_" || c == "."
    }

    static func isHexDigit(_ c: Unicode.Scalar) -> Bool {
        (c.value >= 0x30 && c.value <= 0x39) || (c.value | 0x20 >= 0x61 && c.value | 0x20 <= 0x66)
    }
}
