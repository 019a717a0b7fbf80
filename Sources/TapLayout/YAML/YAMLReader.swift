import Foundation
import TapKit
import TapExplain

/// Typed, located access to a composed YAML tree. Every accessor reports a
/// problem as a diagnostic at the offending node and returns nil, so a
/// loader can carry on and report every problem in the file at once.
final class YAMLReader {
    let file: String
    private(set) var diagnostics: [LayoutDiagnostic] = []
    /// Nodes visited; YAML aliases can make a small file a huge tree.
    private var visited = 0
    static let maxNodes = 2_000_000
    /// Coordinates beyond this are certainly mistakes. It is far from the
    /// screen because a list's cells are placed in its content: a
    /// 100,000-row table scrolled to its middle has cells at y = 2,500,000
    /// (a double still holds such a value to a millionth of a point).
    static let maxMagnitude: CGFloat = 1_000_000_000
    /// `maxMagnitude` as messages write it.
    static let maxMagnitudeText = "±1,000,000,000"

    /// Each diagnostic's place and message, to its index; how many times more each came.
    private var reported: [String: Int] = [:]
    private var repeats: [Int: Int] = [:]

    /// Past this many problems the rest of a file is checked but not reported.
    static let maxDiagnostics = 100
    /// Problems found after the first `maxDiagnostics`.
    private(set) var suppressed = 0

    private let text: String
    /// The last line and the column after its last character: no diagnostic
    /// points past them (worked out at the first problem).
    private lazy var end: (line: Int, column: Int) = LayoutLoader.end(of: text)

    init(file: String, text: String) {
        self.file = file
        self.text = text
    }

    /// Every diagnostic, sorted by position so that they read from the top of
    /// the file down, and a last line counting those left out.
    var sortedDiagnostics: [LayoutDiagnostic] {
        var sorted: [LayoutDiagnostic] = []
        let lines = repeats.isEmpty ? [] : AliasUses.lines(of: text)
        for (index, diagnostic) in diagnostics.enumerated()
            .sorted(by: { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }) {
            sorted.append(diagnostic)
            if repeats[index] != nil { sorted += AliasUses.notes(for: diagnostic, in: lines) }
        }
        if suppressed > 0 {
            sorted.append(LayoutDiagnostic(file: file, line: sorted.last?.line ?? 1, column: sorted.last?.column ?? 1,
                                           message: "too many errors: \(suppressed) more not shown (the limit is \(Self.maxDiagnostics))"))
        }
        return sorted
    }

    func error(_ message: String, at node: Node?) {
        error(Untranslated(message), mark: node?.mark)
    }

    func error(_ message: String, mark: Mark?) {
        error(Untranslated(message), line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    func error(_ message: String, line: Int, column: Int) {
        error(Untranslated(message), line: line, column: column)
    }

    func error(_ problem: some Worded, at node: Node?) {
        error(problem, mark: node?.mark)
    }

    func error(_ problem: some Worded, mark: Mark?) {
        error(problem, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// Whether errors are no longer shown: a message that is costly to
    /// word (a "did you mean" over every id) need not be worded.
    var isFull: Bool { diagnostics.count >= Self.maxDiagnostics }

    func error(_ problem: some Worded, line: Int, column: Int) {
        guard diagnostics.count < Self.maxDiagnostics else {
            suppressed += 1
            return
        }
        let (line, column) = line > end.line ? end : (line, column)
        // A node reached again through a YAML alias has the same problem at
        // the same place: say it once, with where it is used again as notes.
        let key = "\(line):\(column):\(problem.english)"
        if let first = reported[key] {
            repeats[first, default: 0] += 1
            return
        }
        reported[key] = diagnostics.count
        diagnostics.append(LayoutDiagnostic(file: file, line: line, column: column, problem: problem))
    }

    /// Counts a visited node; false once the file has expanded past the limit.
    func visit(_ node: Node) -> Bool {
        visited += 1
        LoaderWork.yaml.add(1)
        if visited == Self.maxNodes + 1 {
            error("layout too large: more than \(Self.maxNodes) YAML nodes once aliases are expanded (limit \(Self.maxNodes))", at: node)
        }
        return visited <= Self.maxNodes
    }

    // MARK: Shapes

    /// The pairs of a mapping, with the keys it allows checked.
    func mapping(_ node: Node, _ what: String, allowed: [String]) -> MappingView? {
        guard visit(node) else { return nil }
        guard case let .mapping(mapping) = node else {
            error("\(what) must be a mapping ({key: value, ...}), found \(kindName(node))", at: node)
            return nil
        }
        var entries: [(String, Node, Node)] = []
        var rejected = 0
        for (key, value) in mapping {
            guard let name = key.scalar?.string else {
                error("keys in \(what) must be plain names", at: key)
                rejected += 1
                continue
            }
            guard Self.isAllowed(name, allowed) else {
                error("unknown key '\(name)' in \(what)\(didYouMean(name, among: allowed))", at: key)
                rejected += 1
                continue
            }
            entries.append((name, key, value))
        }
        return MappingView(node: node, entries: entries, rejectedKeys: rejected)
    }

    /// Whether `name` is one of `allowed` (the schema's key lists, as sets:
    /// every key of every mapping in a file is checked).
    private static func isAllowed(_ name: String, _ allowed: [String]) -> Bool {
        if allowed == LayoutSchema.viewKeys { return viewKeySet.contains(name) }
        return allowed.contains(name)
    }
    private static let viewKeySet = Set(LayoutSchema.viewKeys)

    func sequence(_ node: Node, _ what: String) -> [Node]? {
        guard visit(node) else { return nil }
        guard case let .sequence(seq) = node else {
            error("\(what) must be a list ([...] or '- ' items), found \(kindName(node))", at: node)
            return nil
        }
        return Array(seq)
    }

    func kindName(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case let .scalar(s): return isNull(node) ? "nothing" : "'\(s.string.prefix(40))'"
        }
    }

    // MARK: Scalars

    func string(_ node: Node, _ what: String) -> String? {
        guard visit(node) else { return nil }
        guard case let .scalar(s) = node else {
            error("\(what) must be text, found \(kindName(node))", at: node)
            return nil
        }
        return s.string
    }

    func isNull(_ node: Node) -> Bool {
        guard case let .scalar(s) = node else { return false }
        return s.tag.hasSuffix(":null") || (s.style == .plain && ["null", "Null", "NULL", "~", ""].contains(s.string))
    }

    func number(_ node: Node, _ what: String, min lower: CGFloat? = nil, max upper: CGFloat? = nil) -> CGFloat? {
        guard visit(node) else { return nil }
        guard case let .scalar(s) = node, s.style == .plain, case let text = s.string,
              let value = Self.yamlFloat(text) ?? Self.double(text) else {
            error("\(what) must be a number, found \(kindName(node))", at: node)
            return nil
        }
        guard value.isFinite else {
            error("\(what) must be a finite number, found '\(s.string)'", at: node)
            return nil
        }
        let v = CGFloat(value)
        guard abs(v) <= Self.maxMagnitude else {
            error("\(what) is too large: \(s.string) (limit \(Self.maxMagnitudeText))", at: node)
            return nil
        }
        if let lower, v < lower {
            error("\(what) must be at least \(formatNumber(lower)), found \(s.string)", at: node)
            return nil
        }
        if let upper, v > upper {
            error("\(what) must be at most \(formatNumber(upper)), found \(s.string)", at: node)
            return nil
        }
        return v
    }

    /// A number as YAML writes it, `_` separators allowed. Swift's parser
    /// is tried on the text as it is first: most numbers have no `_`.
    static func double(_ text: String) -> Double? {
        if let value = Double(text) { return value }
        guard text.contains("_") else { return nil }
        return Double(text.replacingOccurrences(of: "_", with: ""))
    }

    /// YAML's spellings of the special floats (`.nan`, `.inf`, `-.Inf`, ...),
    /// which Swift's `Double(_:)` does not read.
    static func yamlFloat(_ text: String) -> Double? {
        // Every such word starts with `.`, `+` or `-`: other numbers skip
        // the twelve comparisons (each a call in the debug build).
        guard let first = text.utf8.first, first == UInt8(ascii: ".") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") else { return nil }
        switch text {
        case ".nan", ".NaN", ".NAN": return .nan
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        default: return nil
        }
    }

    func integer(_ node: Node, _ what: String, min lower: Int, max upper: Int) -> Int? {
        guard let v = number(node, what, min: CGFloat(lower), max: CGFloat(upper)) else { return nil }
        guard v == v.rounded() else {
            error("\(what) must be a whole number, found \(formatNumber(v))", at: node)
            return nil
        }
        return Int(v)
    }

    func bool(_ node: Node, _ what: String) -> Bool? {
        guard visit(node) else { return nil }
        guard case let .scalar(s) = node, s.style == .plain else {
            error("\(what) must be true or false, found \(kindName(node))", at: node)
            return nil
        }
        switch s.string {
        case "true", "True", "TRUE", "yes", "Yes", "on": return true
        case "false", "False", "FALSE", "no", "No", "off": return false
        default:
            error("\(what) must be true or false, found '\(s.string)'", at: node)
            return nil
        }
    }

    func numbers(_ node: Node, _ what: String, count: Int, shape: String) -> [CGFloat]? {
        guard visit(node) else { return nil }
        guard case let .sequence(list) = node else {
            error("\(what) must be \(count) numbers \(shape), found \(kindName(node))", at: node)
            return nil
        }
        // (`endIndex`, the count, since the sequence starts at 0: `count` is
        // another generic call in debug)
        guard list.endIndex == count else {
            let items = Array(list)
            error("\(what) must have \(count) numbers \(shape), found \(items.count)\(Self.fullWidthHint(items))", at: node)
            return nil
        }
        // A loop over positions, not `Array(list).compactMap`: in the debug
        // build those generic calls were half of reading a frame (a 100,000-view
        // file's `check` in `LimitCommandTests`). Every item is read, so each
        // bad one is reported.
        var values: [CGFloat] = []
        values.reserveCapacity(count)
        var position = 0
        while position < count {
            if let value = number(list[position], what) { values.append(value) }
            position += 1
        }
        return values.count == count ? values : nil
    }

    func point(_ node: Node, _ what: String) -> CGPoint? {
        numbers(node, what, count: 2, shape: "[x, y]").map { CGPoint(x: $0[0], y: $0[1]) }
    }

    /// `[x, y, w, h]` with a non-negative size.
    func rect(_ node: Node, _ what: String) -> CGRect? {
        guard let v = numbers(node, what, count: 4, shape: "[x, y, width, height]") else { return nil }
        guard v[2] >= 0, v[3] >= 0 else {
            error("\(what) has a negative size (\(formatNumber(v[2])) x \(formatNumber(v[3]))): width and height must be 0 or more", at: node)
            return nil
        }
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    func size(_ node: Node, _ what: String) -> CGSize? {
        guard let v = numbers(node, what, count: 2, shape: "[width, height]") else { return nil }
        guard v[0] >= 0, v[1] >= 0 else {
            error("\(what) has a negative size: width and height must be 0 or more", at: node)
            return nil
        }
        return CGSize(width: v[0], height: v[1])
    }

    func color(_ node: Node, _ what: String) -> UIColor? {
        guard let text = string(node, what) else { return nil }
        if text.isEmpty {
            // `color: #fff` unquoted: YAML reads `#` as the start of a comment.
            error("\(what) is empty: a colour that starts with # must be quoted, as in \(what): \"#fff\" (unquoted, YAML reads # as the start of a comment)",
                  at: node)
            return nil
        }
        switch ColorParser.parse(text) {
        case let .success(color): return color
        case let .failure(problem):
            error("\(what): \(problem.message)\(problem.suggestion)", at: node)
            return nil
        }
    }

    /// A hint when the numbers of a list were typed with an input method's
    /// full-width punctuation (see `FullWidthMarks`).
    static func fullWidthHint(_ items: [Node]) -> String {
        let marks = FullWidthMarks.ascii
        for item in items {
            guard case let .scalar(s) = item, let mark = s.string.first(where: { marks[$0] != nil }), let ascii = marks[mark] else { continue }
            return "; '\(s.string)' holds the full-width '\(mark)' of a Chinese input method: type the ASCII '\(ascii)'"
        }
        return ""
    }

    func oneOf(_ node: Node, _ what: String, _ choices: [String]) -> String? {
        guard let text = string(node, what) else { return nil }
        guard choices.contains(text) else {
            if let name = uikitName(text, among: choices) {
                error("\(what) must be one of \(choices.joined(separator: ", ")), found '\(text)': UIKit's \(text) is '\(name)' here", at: node)
                return nil
            }
            error("\(what) must be one of \(choices.joined(separator: ", ")), found '\(text)'\(didYouMean(text, among: choices))", at: node)
            return nil
        }
        return text
    }
}

/// A mapping whose keys have been checked, in file order.
struct MappingView {
    let node: Node
    let entries: [(name: String, key: Node, value: Node)]
    /// Keys already reported as unknown (or not plain names).
    var rejectedKeys = 0
    /// The entries' names alone: a lookup compares names without copying
    /// (and retaining) each entry's nodes, and the loader looks up some
    /// twenty keys per view.
    private let names: [String]

    init(node: Node, entries: [(name: String, key: Node, value: Node)], rejectedKeys: Int) {
        self.node = node
        self.entries = entries
        self.rejectedKeys = rejectedKeys
        names = entries.map(\.name)
    }

    subscript(_ name: String) -> Node? {
        guard let index = index(of: name) else { return nil }
        return entries[index].value
    }

    func key(_ name: String) -> Node? {
        guard let index = index(of: name) else { return nil }
        return entries[index].key
    }

    /// A scan of the names (a mapping has at most the schema's few dozen
    /// keys). Written as a loop over indices rather than `firstIndex(of:)`:
    /// in the debug build that generic call looks up its metadata on every
    /// call, 30 % of loading a layout there (the 200,000-view file of
    /// `LimitCommandTests`); the release build compiles both alike.
    private func index(of name: String) -> Int? {
        // The list read once: read in the loop, the debug build copied the
        // whole view (its entries and names retained) at every step.
        let names = self.names
        var found: Int?
        var i = 0
        while i < names.count {
            if names[i] == name { found = i; break }
            i += 1
        }
        LoaderWork.yaml.add((found ?? names.count) + 1)
        return found
    }
    var mark: Mark? { node.mark }
}
