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
    /// Where an item's key and value are in the dump text. Their strings are
    /// made only for the items a reader asks about (`key(of:)`,
    /// `value(of:)`): a dump line has a dozen items and TapLab reads two or
    /// three, and making every one a String was nearly all of the 195,000
    /// allocations (of 782,000) this saved on a 50,000-view dump
    /// (docs/PERFORMANCE.md).
    struct Item {
        /// The key's bytes; for a key a hard wrap split, from its first
        /// character to its last, line break included (`joinedKey` is the key).
        var keyRange: Range<Int>
        /// The key when a hard wrap split it (`userInteract` / `ionEnabled`): its parts joined.
        var joinedKey: String?
        /// The value's bytes, before `text(_:)` trims them.
        var valueRange: Range<Int>
        /// Index of the value's first byte in the dump text.
        var at: Int { valueRange.lowerBound }
    }

    /// The dump text the ranges point into.
    let bytes: [UInt8]
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

    /// The first item with this key.
    func item(_ key: String) -> Item? { items.first { has($0, key: key.utf8) } }

    func key(of item: Item) -> String { item.joinedKey ?? DescriptionEntry.text(bytes[item.keyRange]) }

    /// The value, trimmed; a value wrapped over lines keeps its breaks.
    func value(of item: Item) -> String { DescriptionEntry.text(bytes[item.valueRange]) }

    /// Whether the item's key is `key`, compared as UTF-8 bytes: the one
    /// way a key is matched, by `item(_:)` and by the readers' tables.
    func has(_ item: Item, key: some Collection<UInt8>) -> Bool {
        if let joined = item.joinedKey { return joined.utf8.elementsEqual(key) }
        // Lengths first: most keys differ from most names in length.
        return item.keyRange.count == key.count && bytes[item.keyRange].elementsEqual(key)
    }

    /// The entry whose `<` is at `start`, or nil when `<` does not start
    /// `<Name: 0xHEX` followed by `;`, `>` or the end of the line.
    static func parse(_ text: DumpText, at start: Int) -> DescriptionEntry? {
        let s = text.bytes
        guard let (name, afterName) = className(s, from: start + 1) else { return nil }
        var i = afterName
        guard i < s.count, s[i] == UInt8(ascii: ":") else { return nil }
        i += 1
        while i < s.count, s[i] == UInt8(ascii: " ") { i += 1 }
        guard i + 2 < s.count, s[i] == UInt8(ascii: "0"), s[i + 1] == UInt8(ascii: "x") || s[i + 1] == UInt8(ascii: "X"), Self.isHexDigit(s[i + 2]) else { return nil }
        let addressStart = i
        i += 2
        while i < s.count, Self.isHexDigit(s[i]) { i += 1 }
        let address = DescriptionEntry.text(s[addressStart..<i])
        guard i == s.count || s[i] == UInt8(ascii: ";") || s[i] == UInt8(ascii: ">") || s[i] == UInt8(ascii: "\n") || s[i] == UInt8(ascii: "\r") else { return nil }
        var entry = DescriptionEntry(bytes: s, className: name, address: address, start: start, end: i)
        entry.items.reserveCapacity(16)
        entry.readItems(text, from: i)
        LoaderWork.dump.add(entry.end - start)
        return entry
    }

    /// A class name: an identifier with dots (`MyApp.LoginButton`), `$`, and
    /// generic arguments in angle brackets (`MyApp.Box<Swift.Int>`).
    private static func className(_ s: [UInt8], from start: Int) -> (String, Int)? {
        var i = start, depth = 0, characters = 0
        guard i < s.count, letterLength(s, at: i, digits: false) > 0 || s[i] == UInt8(ascii: "_") else { return nil }
        while i < s.count, characters < 400 {
            let c = s[i]
            characters += 1
            if c == UInt8(ascii: "_") || c == UInt8(ascii: ".") || c == UInt8(ascii: "$") {
                i += 1
            } else if case let length = letterLength(s, at: i, digits: true), length > 0 {
                i += length
            } else if c == UInt8(ascii: "<") {
                depth += 1; i += 1
            } else if c == UInt8(ascii: ">"), depth > 0 {
                depth -= 1; i += 1
            } else if (c == UInt8(ascii: ",") || c == UInt8(ascii: " ")), depth > 0 {
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
        let s = text.bytes
        var i = begin
        while i < s.count {
            switch s[i] {
            case UInt8(ascii: " "), UInt8(ascii: ";"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                i += 1
                continue
            case UInt8(ascii: ">"):
                isComplete = true
                end = i + 1
                suffix = DescriptionEntry.restOfLine(s, from: i + 1)
                return
            case UInt8(ascii: "\n"):
                guard !DescriptionEntry.startsNewLine(s, at: i + 1, blankStops: true) else { end = i; return }
                i += 1
                continue
            default:
                break
            }
            // key = value, or key: value
            // A key may be split by a hard wrap (`userInteract` / `ionEnabled`).
            var joinedKey: String?, keyStart = i
            let firstKeyStart = i
            while i < s.count {
                if case let length = Self.keyCharacterLength(s, at: i), length > 0 {
                    i += length
                } else if s[i] == UInt8(ascii: "\n"), i > keyStart, i + 1 < s.count, Self.keyCharacterLength(s, at: i + 1) > 0,
                          !DescriptionEntry.startsNewLine(s, at: i + 1, blankStops: true) {
                    joinedKey = (joinedKey ?? "") + DescriptionEntry.text(s[keyStart..<i])
                    i += 1
                    keyStart = i
                } else {
                    break
                }
            }
            if let joined = joinedKey { joinedKey = joined + DescriptionEntry.text(s[keyStart..<i]) }
            let keyRange = firstKeyStart..<i
            i = DescriptionEntry.skipSpace(s, from: i)
            guard !keyRange.isEmpty, i < s.count, s[i] == UInt8(ascii: "=") || s[i] == UInt8(ascii: ":") else {
                // Not an item: skip to the next separator so one odd item loses only itself.
                guard let next = DescriptionEntry.valueEnd(text, from: i, quoted: false) else { end = s.count; return }
                // At the entry's closing `>`, a `;` or a line break, the loop's top
                // reads it (a break before a view's line ends this entry); else move on.
                i = next == i && !(i < s.count && (s[i] == UInt8(ascii: ">") || s[i] == UInt8(ascii: ";") || s[i] == UInt8(ascii: "\n"))) ? i + 1 : next
                continue
            }
            i = DescriptionEntry.skipSpace(s, from: i + 1)
            let valueStart = i
            let quoted = i < s.count && s[i] == UInt8(ascii: "'")
            guard let valueEnd = DescriptionEntry.valueEnd(text, from: quoted ? i + 1 : i, quoted: quoted) else {
                end = s.count
                return
            }
            // A value wrapped over lines keeps its breaks: whether one stood
            // for a space or split a word is for the value's reader to tell.
            items.append(Item(keyRange: keyRange, joinedKey: joinedKey, valueRange: valueStart..<valueEnd))
            i = valueEnd
            if i < s.count, s[i] == UInt8(ascii: "\n") {
                end = i
                return
            }
        }
        end = s.count
    }

    /// Spaces, and line breaks before a line that does not start a view.
    private static func skipSpace(_ s: [UInt8], from start: Int) -> Int {
        var i = start
        while i < s.count {
            if s[i] == UInt8(ascii: " ") || s[i] == UInt8(ascii: "\t") || s[i] == UInt8(ascii: "\r") { i += 1 }
            else if s[i] == UInt8(ascii: "\n"), !startsNewLine(s, at: i + 1, blankStops: true) { i += 1 }
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
        let s = text.bytes
        var i = begin, depth = 0, inQuote = quoted
        while i < s.count {
            let c = s[i]
            if inQuote {
                if c == UInt8(ascii: "'") {
                    // A quote closes the text only before `;`, `>` or the end of the line.
                    var j = i + 1
                    while j < s.count, s[j] == UInt8(ascii: " ") { j += 1 }
                    if j == s.count || s[j] == UInt8(ascii: ";") || s[j] == UInt8(ascii: ">") || s[j] == UInt8(ascii: "\n") || s[j] == UInt8(ascii: "\r") { inQuote = false }
                } else if c == UInt8(ascii: "\n"), startsNewLine(s, at: i + 1, blankStops: false) {
                    return i
                }
                i += 1
                continue
            }
            switch c {
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: ">"):
                if depth == 0 { return i }
                depth -= 1
            case UInt8(ascii: ";"):
                if depth == 0 { return i }
            case UInt8(ascii: "\n"):
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
    static func startsNewLine(_ s: [UInt8], at start: Int, blankStops: Bool) -> Bool {
        var i = start, pipes = 0
        while i < s.count, s[i] == UInt8(ascii: " ") || s[i] == UInt8(ascii: "\t") || s[i] == UInt8(ascii: "|") || s[i] == UInt8(ascii: "\r") {
            if s[i] == UInt8(ascii: "|") { pipes += 1 }
            i += 1
        }
        guard i < s.count else { return true }
        if s[i] == UInt8(ascii: "\n") { return blankStops }
        guard s[i] == UInt8(ascii: "<") else { return false }
        if pipes > 0 { return true }
        guard let (_, after) = className(s, from: i + 1), after < s.count, s[after] == UInt8(ascii: ":") else { return false }
        var j = after + 1
        while j < s.count, s[j] == UInt8(ascii: " ") { j += 1 }
        guard j + 2 < s.count, s[j] == UInt8(ascii: "0"), s[j + 1] == UInt8(ascii: "x") else { return false }
        j += 2
        while j < s.count, isHexDigit(s[j]) { j += 1 }
        return j < s.count && s[j] == UInt8(ascii: ";")
    }

    /// Whether the line starting at `i` is a view line: optional spaces,
    /// tabs and `|`, then `<Name: 0x` (or `<<Name: 0x`, a description that
    /// brackets its own).
    static func startsViewLine(_ s: [UInt8], at start: Int) -> Bool {
        var i = start
        while i < s.count, s[i] == UInt8(ascii: " ") || s[i] == UInt8(ascii: "\t") || s[i] == UInt8(ascii: "|") { i += 1 }
        if i + 1 < s.count, s[i] == UInt8(ascii: "<"), s[i + 1] == UInt8(ascii: "<") { i += 1 }
        guard i < s.count, s[i] == UInt8(ascii: "<"), let (_, after) = className(s, from: i + 1), after < s.count, s[after] == UInt8(ascii: ":") else { return false }
        var j = after + 1
        while j < s.count, s[j] == UInt8(ascii: " ") { j += 1 }
        return j + 1 < s.count && s[j] == UInt8(ascii: "0") && s[j + 1] == UInt8(ascii: "x")
    }

    /// The text after an entry up to the line's end — or to the next `|`
    /// or `<`, where a paste that lost its line breaks runs on into the next
    /// entry: reading the whole rest of such a line for every entry was
    /// quadratic in the views (5,000 on one line took 8 s).
    private static func restOfLine(_ s: [UInt8], from start: Int) -> String {
        var i = start
        while i < s.count, s[i] != UInt8(ascii: "\n"), s[i] != UInt8(ascii: "\r"), s[i] != UInt8(ascii: "|"), s[i] != UInt8(ascii: "<") { i += 1 }
        LoaderWork.dump.add(i - start + 1)
        return text(s[start..<i])
    }

    /// The bytes as a String without spaces at either end, and without
    /// the CR of CR LF breaks: this runs for every item of every line of a dump.
    static func text(_ slice: ArraySlice<UInt8>) -> String {
        var lo = slice.startIndex, hi = slice.endIndex
        while lo < hi, slice[lo] == UInt8(ascii: " ") || slice[lo] == UInt8(ascii: "\t") { lo += 1 }
        while hi > lo, slice[hi - 1] == UInt8(ascii: " ") || slice[hi - 1] == UInt8(ascii: "\t") || slice[hi - 1] == UInt8(ascii: "\r") { hi -= 1 }
        let trimmed = slice[lo..<hi]
        guard trimmed.contains(UInt8(ascii: "\r")) else { return String(decoding: trimmed, as: UTF8.self) }
        return String(decoding: trimmed.filter { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
    }

    // Character classes on UTF-8 with an ASCII fast path: Unicode property
    // lookups cost more than the rest of the scan on the thousands of lines of a dump.

    static func isLetter(_ c: UInt8) -> Bool {
        c | 0x20 >= 0x61 && c | 0x20 <= 0x7A
    }

    /// The byte length of the letter (or, with `digits`, letter or digit) that
    /// starts at `i`, or 0: an ASCII one, or any other character Unicode
    /// calls alphabetic (or numeric), decoded from its bytes.
    @inline(__always)
    static func letterLength(_ s: [UInt8], at i: Int, digits: Bool) -> Int {
        let c = s[i]
        if c < 0x80 { return isLetter(c) || (digits && c >= 0x30 && c <= 0x39) ? 1 : 0 }
        return nonASCIILetterLength(s, at: i, digits: digits)
    }

    private static func nonASCIILetterLength(_ s: [UInt8], at i: Int, digits: Bool) -> Int {
        guard let (scalar, length) = scalar(s, at: i) else { return 0 }
        return scalar.properties.isAlphabetic || (digits && scalar.properties.numericType != nil) ? length : 0
    }

    /// The character whose UTF-8 starts at `i`, and its length in bytes.
    static func scalar(_ s: [UInt8], at i: Int) -> (Unicode.Scalar, Int)? {
        var iterator = s[i...].makeIterator()
        var decoder = UTF8()
        guard case let .scalarValue(scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, UTF8.width(scalar))
    }

    static func keyCharacterLength(_ s: [UInt8], at i: Int) -> Int {
        s[i] == UInt8(ascii: "_") || s[i] == UInt8(ascii: ".") ? 1 : letterLength(s, at: i, digits: true)
    }

    static func isHexDigit(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x66)
    }
}
