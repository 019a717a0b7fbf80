import Foundation
import TapKit

/// Reads the text of UIKit's `recursiveDescription` as people paste it
/// (SPEC 9) into a `ViewDump`.
///
/// One view per line, `<Class: 0xADDR; frame = (x y; w h); …>`, its depth
/// the number of `|` before the `<` whatever the spacing (`   |    | `,
/// `| | `, `||`, tabs). Anything before the first `<` is a prefix to skip
/// (`2013-05-01 12:00:00.000 App[12:34] `, `(id) $1 = 0x… `, `- _value : `,
/// a cycript backtick); lines without a view are ignored, `(layer)` lines
/// are sublayers, not views. `_printHierarchy` lines in the same text, and
/// a pimped description's `'Controller:0x…'` before a view, name the view
/// controllers (`ViewControllerHierarchy`).
///
///     let dump = try RecursiveDescriptionReader.read(text, file: "dump.txt")
///     dump.roots[0].subviews[0].className   // "UIButton"
enum RecursiveDescriptionReader {
    static func read(_ source: String, file: String) throws(LayoutError) -> ViewDump {
        let text = DumpText(source)
        var builder = DumpTreeBuilder(file: file, text: text)
        var controllers: [ViewControllerHierarchy.Line] = []
        var n = 0
        while n < text.lineCount {
            let line = text.line(n)
            // Chisel's `presponder` echo refuses the paste even when the
            // chain it printed ran on into the same line.
            guard !DumpTreeBuilder.isPresponderCommand(line), let start = firstEntry(in: line, text) else {
                if let controller = ViewControllerHierarchy.Line(line) { controllers.append(controller) }
                else { builder.noteOddLine(line, number: n + 1) }
                n += 1
                continue
            }
            var entry = start
            var depth = pipes(in: line[line.startIndex..<start.start])
            var prefixStart = line.startIndex
            while true {
                builder.add(entry, depth: depth)
                // A pimped description names the view's controller before its `<`.
                if let owner = ViewControllerHierarchy.Line(pimpedPrefix: line[prefixStart..<entry.start], viewAddress: entry.address) {
                    controllers.append(owner)
                }
                // A paste that lost its line breaks (a web page, a chat) runs
                // on: `…>> | <UIScrollView: 0x…; …> | | <UIImageView: 0x…`.
                // The next view starts at the next run of `|` that leads to
                // a view's `<`; text between (a collection view's
                // `collection view layout: <UICollectionViewFlowLayout: 0x…>`)
                // is the entry's tail, not a view.
                guard entry.isComplete, text.lineIndex(of: entry.end - 1, near: n) == n,
                      let (next, bars) = nextRunOnEntry(in: line, after: entry.end, text) else { break }
                depth = pipes(in: line[bars..<next.start])
                prefixStart = bars
                entry = next
            }
            // An entry whose text ran on over line breaks consumed those lines.
            n = max(n + 1, text.lineIndex(of: max(entry.end - 1, entry.start), near: n) + 1)
        }
        if text.wasUnescaped {
            builder.warn(.escapedLineBreaks, at: DumpPosition(line: 1, column: 1))
        }
        var dump = try builder.finish(controllers: controllers)
        ViewControllerHierarchy.merge(controllers, into: &dump, file: file)
        return dump
    }

    /// The first `<` on the line that starts a view entry. A line that
    /// starts like a view line (`   | <`) is read at that `<` only: when it
    /// does not parse (a class name with a NUL in it), the line is reported
    /// as odd rather than read from a later `<` inside it (its layer).
    /// A view whose description wraps its own in brackets
    /// (`<<_UITextContainerView: 0x…; frame = …>> minSize = …`, printed
    /// inside every `UITextView`) is read at its inner `<`.
    private static func firstEntry(in line: ArraySlice<UInt8>, _ text: DumpText) -> DescriptionEntry? {
        var i = line.startIndex
        while i < line.endIndex, line[i] == UInt8(ascii: " ") || line[i] == UInt8(ascii: "\t") || line[i] == UInt8(ascii: "|") { i += 1 }
        if i > line.startIndex, line[line.startIndex..<i].contains(UInt8(ascii: "|")), i < line.endIndex, line[i] == UInt8(ascii: "<") {
            LoaderWork.dump.add(i - line.startIndex + 1)
            let bracketed = i + 1 < line.endIndex && line[i + 1] == UInt8(ascii: "<")
            return DescriptionEntry.parse(text, at: bracketed ? i + 1 : i)
        }
        i = line.startIndex
        defer { LoaderWork.dump.add(i - line.startIndex + 1) }
        while i < line.endIndex {
            if line[i] == UInt8(ascii: "<"), let entry = DescriptionEntry.parse(text, at: i) { return entry }
            i += 1
        }
        return nil
    }

    /// The view after `end` on a line that lost its breaks, and where the
    /// `|` marks before it begin: the first view entry from the first `|`
    /// on (a pimped prefix may stand between the bars and the `<`).
    private static func nextRunOnEntry(in line: ArraySlice<UInt8>, after end: Int, _ text: DumpText) -> (DescriptionEntry, Int)? {
        guard end < line.endIndex, let bars = line[end...].firstIndex(of: UInt8(ascii: "|")) else { return nil }
        LoaderWork.dump.add(bars - end + 1)
        return firstEntry(in: line[bars...], text).map { ($0, bars) }
    }

    /// Whether the text reads as a recursiveDescription (or a `_printHierarchy`)
    /// rather than a layout file: a view or controller line comes before any
    /// line a layout starts with.
    static func looksLikeDump(_ source: String) -> Bool {
        // Line by line from the top, stopping at the first answer: this runs
        // on every file every command opens.
        var checked = 0
        var line: [UInt8] = []
        var bytes = source.utf8.makeIterator()
        while checked < 2_000 {
            line.removeAll(keepingCapacity: true)
            var ended = true
            while let c = bytes.next() {
                ended = false
                if c == UInt8(ascii: "\n") { break }
                line.append(c)
            }
            if ended, line.isEmpty { return false }
            checked += 1
            if let answer = decides(line) { return answer }
        }
        return false
    }

    /// True for a view or controller line, false for a line a layout
    /// starts with (`view:`, `windows:`, …), nil for anything else.
    private static func decides(_ line: [UInt8]) -> Bool? {
        if let first = line.first, DescriptionEntry.isLetter(first), let colon = line.firstIndex(of: UInt8(ascii: ":")),
           LayoutSchema.topLevelKeys.contains(String(decoding: line[..<colon], as: UTF8.self)) { return false }
        // A debugger's prompt or result marker: someone pasted lldb's output.
        for prompt in ["(lldb)", "(gdb)", "cy#", "▿"] where line.starts(with: prompt.utf8) { return true }
        guard line.contains(UInt8(ascii: "<")) else { return nil }
        for i in line.indices where line[i] == UInt8(ascii: "<") && DescriptionEntry.startsViewLine(line, at: i) { return true }
        return ViewControllerHierarchy.Line(line[...]) != nil ? true : nil
    }

    /// The view's depth: the `|` marks before its `<`.
    private static func pipes(in prefix: ArraySlice<UInt8>) -> Int {
        prefix.reduce(0) { $0 + ($1 == UInt8(ascii: "|") ? 1 : 0) }
    }
}
