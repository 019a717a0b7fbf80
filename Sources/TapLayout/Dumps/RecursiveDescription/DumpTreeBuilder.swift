import Foundation
import TapKit

/// Turns recursiveDescription entries, in order and with their depths, into
/// a tree of `DumpedView`s, collecting what is wrong with them.
struct DumpTreeBuilder {
    let file: String
    let text: DumpText
    let report: DumpReport
    /// The views from the root down to the last one read, not yet attached.
    private var open: [DumpedView] = []
    private var roots: [DumpedView] = []
    /// The `|` count of the first view: a pasted subtree may start indented.
    private var baseDepth: Int?
    private var viewCount = 0
    private var tooDeep = false, tooMany = false
    /// A line that looked like the start of a view but was not one, held
    /// until we know whether it was the last (a dump cut off) or not.
    private var oddLines: [Int] = []

    init(file: String, text: DumpText) {
        self.file = file
        self.text = text
        report = DumpReport(file: file)
    }

    mutating func add(_ entry: DescriptionEntry, depth: Int) {
        let at = text.position(of: entry.start)
        if entry.suffix.hasPrefix("(layer)") || DumpTreeBuilder.isLayerClass(entry.className) {
            addLayer(entry, depth: depth, at: at)
            return
        }
        guard let view = makeView(entry, at: at) else {
            if !entry.isComplete, endsThePaste(entry) { markPasteEndAfterLastView() }
            return
        }
        viewCount += 1
        let base = baseDepth ?? depth
        baseDepth = base
        var level = depth - base
        if level < 0 {
            warn(.lessIndented, at: at)
            level = 0
        }
        if level > open.count {
            warn(.jumpsLevels(level, above: open.count - 1), at: at)
            level = open.count
        }
        guard level < ViewDump.maxDepth else {
            if !tooDeep { report.error(DumpProblem.viewsTooDeep(limit: ViewDump.maxDepth), at: at) }
            tooDeep = true
            return
        }
        guard viewCount <= ViewDump.maxViews else {
            if !tooMany { report.error(DumpProblem.tooManyViews(limit: ViewDump.maxViews), at: at) }
            tooMany = true
            return
        }
        close(downTo: level)
        open.append(view)
    }

    /// A sublayer line: not a view, but kept on the view it is listed under,
    /// so that `--why` can say a layer is never hit-tested.
    private mutating func addLayer(_ entry: DescriptionEntry, depth: Int, at: DumpPosition) {
        guard let base = baseDepth, depth - base >= 1, depth - base <= open.count else { return }
        close(downTo: depth - base)
        var layer = DumpedLayer(className: entry.className, address: entry.address, position: at)
        if let position = entry.item("position").flatMap({ DescriptionValue.point(DescriptionValue.afterType(entry.value(of: $0))) }),
           let bounds = entry.item("bounds").flatMap({ DescriptionValue.rect(DescriptionValue.afterType(entry.value(of: $0))) }) {
            layer.frame = CGRect(x: position.x - bounds.width / 2, y: position.y - bounds.height / 2, width: bounds.width, height: bounds.height)
        }
        open[open.count - 1].layers.append(layer)
    }

    /// Whether nothing but white space follows `entry`: a line cut off
    /// there is where the paste stops, not a glitch in the middle of it.
    private func endsThePaste(_ entry: DescriptionEntry) -> Bool {
        text.bytes[min(entry.end, text.bytes.count)...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\t") }
    }

    /// The paste stops in a line left out: the view read before it is the
    /// last there is (unless the cut is already marked on it).
    private mutating func markPasteEndAfterLastView() {
        guard !open.isEmpty, open[open.count - 1].pasteEnds == nil else { return }
        open[open.count - 1].pasteEnds = .inNextView
    }

    /// Whether line `number` is the paste's last (blank lines after it aside).
    private func isLastLine(_ number: Int) -> Bool { number == text.lineCount || number == lastNonEmptyLine }

    /// Attaches the open views deeper than `level` to their parents.
    private mutating func close(downTo level: Int) {
        while open.count > level {
            let done = open.removeLast()
            if open.isEmpty { roots.append(done) } else { open[open.count - 1].subviews.append(done) }
        }
    }

    private mutating func makeView(_ entry: DescriptionEntry, at: DumpPosition) -> DumpedView? {
        var view = DumpedView(className: entry.className, address: entry.address, position: at)
        let cut = !entry.isComplete
        guard let frameItem = entry.item("frame") else {
            if cut {
                warn(.cutBeforeFrame(className: entry.className, address: entry.address), at: at)
            } else if entry.items.isEmpty {
                warn(.notAView(className: entry.className, address: entry.address), at: at)
            } else {
                error(.noFrame(className: entry.className, address: entry.address), at: at)
            }
            return nil
        }
        let frameValue = entry.value(of: frameItem)
        if let frame = DescriptionValue.rect(frameValue) {
            view.frame = frame
        } else if DescriptionValue.isNotFinite(frameValue) {
            // CGRectNull, or layout maths gone wrong: UIKit can never hit
            // such a view or anything in it — nor can a view of no size.
            warn(.frameNotFinite(className: entry.className, address: entry.address, frame: DescriptionValue.unwrapped(frameValue)),
                 at: text.position(of: frameItem.at))
            view.frame = .zero
        } else if cut, !frameValue.hasSuffix(")") {
            warn(.cutInsideFrame(className: entry.className, address: entry.address), at: at)
            return nil
        } else {
            error(.badFrame(DescriptionValue.unwrapped(frameValue)), at: text.position(of: frameItem.at))
            return nil
        }
        if cut {
            warn(.cutAfterFrame(className: entry.className, address: entry.address), at: at)
            if endsThePaste(entry) { view.pasteEnds = .insideThisView }
        }
        for item in entry.items { apply(item, of: entry, to: &view) }
        return view
    }

    private mutating func apply(_ item: DescriptionEntry.Item, of entry: DescriptionEntry, to view: inout DumpedView) {
        // Most items (`layer`, `autoresize`, …) say nothing TapLab uses: the
        // key's bytes tell, before any String is made of it or its value.
        guard let key = Self.key(item, of: entry) else { return }
        let value = entry.value(of: item)
        var shown: String { DescriptionValue.unwrapped(value) }
        switch key {
        case .hidden: setBool(item, of: entry, \.isHidden, on: &view)
        case .userInteractionEnabled: setBool(item, of: entry, \.isUserInteractionEnabled, on: &view)
        case .clipsToBounds: setBool(item, of: entry, \.clipsToBounds, on: &view)
        case .alpha:
            guard let a = DescriptionValue.numbers(value, count: 1)?.first, a >= 0, a <= 1 else {
                return error(.badAlpha(shown), at: text.position(of: item.at))
            }
            view.alpha = a
        case .transform:
            guard let t = DescriptionValue.transform(value) else {
                return error(.badTransform(shown), at: text.position(of: item.at))
            }
            view.transform = t
        case .text:
            view.text = DescriptionValue.quoted(value)
        case .bounds:
            guard let b = DescriptionValue.rect(value), b.origin != .zero else { return }
            view.boundsOrigin = b.origin
        case .gestureRecognizers:
            view.printsGestureRecognizers = true
        case .baseClass:
            view.baseClassName = DescriptionValue.unwrapped(value).replacingOccurrences(of: " ", with: "")
        case .backgroundColor:
            view.backgroundColor = DescriptionValue.color(value)
        case .contentOffset:
            guard let p = DescriptionValue.point(value) else {
                return error(.badContentOffset(shown), at: text.position(of: item.at))
            }
            view.scroll = view.scroll ?? DumpedScrollState()
            view.scroll?.contentOffset = p
        case .contentSize:
            guard let size = DescriptionValue.size(value) else { return }
            view.scroll = view.scroll ?? DumpedScrollState()
            view.scroll?.contentSize = size
        case .contentInset:
            guard let insets = DescriptionValue.insets(value) else { return }
            view.scroll = view.scroll ?? DumpedScrollState()
            view.scroll?.contentInset = insets
        }
    }

    /// The items of a view's description TapLab reads.
    private enum Key {
        case hidden, userInteractionEnabled, clipsToBounds, alpha, transform, text, bounds, gestureRecognizers
        case baseClass, backgroundColor, contentOffset, contentSize, contentInset
    }

    private static let keys: [(name: [UInt8], key: Key)] = ([
        ("hidden", .hidden), ("userInteractionEnabled", .userInteractionEnabled), ("clipsToBounds", .clipsToBounds),
        ("alpha", .alpha), ("transform", .transform), ("text", .text), ("title", .text), ("bounds", .bounds),
        ("gestureRecognizers", .gestureRecognizers), ("baseClass", .baseClass), ("backgroundColor", .backgroundColor),
        ("contentOffset", .contentOffset), ("contentSize", .contentSize), ("adjustedContentInset", .contentInset), ("contentInset", .contentInset),
    ] as [(String, Key)]).map { (Array($0.0.utf8), $0.1) }

    /// The item's key, if TapLab reads it: a scan of fifteen names, most
    /// of which differ from the key at its first byte.
    private static func key(_ item: DescriptionEntry.Item, of entry: DescriptionEntry) -> Key? {
        keys.first { entry.has(item, key: $0.name) }?.key
    }

    private mutating func setBool(_ item: DescriptionEntry.Item, of entry: DescriptionEntry, _ key: WritableKeyPath<DumpedView, Bool>,
                                  on view: inout DumpedView) {
        let value = entry.value(of: item)
        guard let b = DescriptionValue.bool(value) else {
            return error(.notYesOrNo(key: entry.key(of: item), found: DescriptionValue.unwrapped(value)), at: text.position(of: item.at))
        }
        view[keyPath: key] = b
    }

    /// A sublayer line names a layer class: `CALayer`, `CAShapeLayer`, `_UILabelLayer`.
    private static func isLayerClass(_ name: String) -> Bool {
        name.hasSuffix("Layer") && (name.hasPrefix("CA") || name.hasPrefix("_UI") || name.hasPrefix("_CA"))
    }

    /// A line with `| <` that did not read as a view: at the end of the
    /// dump it was cut off; elsewhere it is reported as skipped.
    mutating func noteOddLine(_ line: ArraySlice<UInt8>, number: Int) {
        // Chisel's `presponder` prints the responder chain in this same
        // line format, upside down (each line the superview of the one
        // above): read as a hierarchy, it would answer every tap wrongly.
        if Self.isPresponderCommand(line) {
            error(.presponderOutput, at: DumpPosition(line: number, column: 1))
            return
        }
        var i = line.startIndex
        while i < line.endIndex, line[i] == UInt8(ascii: " ") || line[i] == UInt8(ascii: "\t") || line[i] == UInt8(ascii: "|") { i += 1 }
        guard i > line.startIndex, line[line.startIndex..<i].contains(UInt8(ascii: "|")), i < line.endIndex, line[i] == UInt8(ascii: "<") else { return }
        oddLines.append(number)
    }

    /// `(lldb) presponder 0x…`, the command's echo in a paste.
    static func isPresponderCommand(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) == UInt8(ascii: "(") else { return false }
        let words = String(decoding: line, as: UTF8.self).split(separator: " ", omittingEmptySubsequences: true)
        return words.count >= 2 && words[0] == "(lldb)" && words[1] == "presponder"
    }

    func warn(_ problem: @autoclosure () -> DescriptionProblem, at: DumpPosition) { report.warning(problem(), at: at) }

    func error(_ problem: @autoclosure () -> DescriptionProblem, at: DumpPosition) { report.error(problem(), at: at) }

    mutating func finish(controllers: [ViewControllerHierarchy.Line]) throws(LayoutError) -> ViewDump {
        // A paste that stops before its last view's address.
        if let last = oddLines.last, isLastLine(last) { markPasteEndAfterLastView() }
        close(downTo: 0)
        for line in oddLines {
            warn(isLastLine(line) ? .lastLineCut : .notAViewLine, at: DumpPosition(line: line, column: 1))
        }
        if viewCount == 0, !report.hasErrors {
            error(controllers.isEmpty ? .noView : .controllersOnly, at: DumpPosition(line: 1, column: 1))
        }
        let byPosition = { (a: LayoutDiagnostic, b: LayoutDiagnostic) in (a.line, a.column) < (b.line, b.column) }
        guard !report.hasErrors else { throw LayoutError(report.errors(sortedBy: byPosition)) }
        return ViewDump(format: .recursiveDescription, roots: roots, warnings: report.warnings(sortedBy: byPosition))
    }

    private var lastNonEmptyLine: Int {
        var n = text.lineCount
        while n > 1, text.line(n - 1).allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { n -= 1 }
        return n
    }
}
