import CYaml
import Foundation
import Yams

/// A composed YAML document, stored compactly: one small record per node in
/// a few flat arrays, every scalar's text in one byte buffer.
///
/// `Yams.compose` builds a tree of enums, strings and tag objects that takes
/// some 1.9 kB per view of a layout — a 100,000-view layout needed 190 MB
/// for its tree alone. This document holds the same tree in about a tenth
/// of that, read through `Node` values that are only a reference and an
/// index. It is built from libyaml's events exactly as Yams builds its tree
/// (the same scalar text, styles, tags, marks and aliases); anything
/// unusual — an error, a duplicate or non-scalar mapping key, a second
/// document, an alias to an unknown anchor — is handed to Yams instead, so
/// that its errors (turned into diagnostics) and its tree stay the reference.
final class YAMLDocument {
    /// Per node: kind in the low two bits, scalar style above them.
    private var kinds: [UInt8] = []
    private var lines: [Int32] = []
    private var columns: [Int32] = []
    /// Scalar: offset of its text in `bytes`; collection: its first entry in `children`.
    private var starts: [Int32] = []
    /// Scalar: length of its text; collection: entries in `children` (twice the pairs of a mapping).
    private var counts: [Int32] = []
    private var bytes: [UInt8] = []
    private var children: [Int32] = []
    /// Explicit tags, by node (rare).
    private var tags: [Int32: String] = [:]

    private(set) var root: Int32 = -1

    /// Nodes in the document (an alias counts once).
    var nodeCount: Int { kinds.count }

    fileprivate enum Kind: UInt8 { case scalar = 0, sequence = 1, mapping = 2 }

    /// `text` composed, or nil for an empty stream; throws what Yams throws.
    static func compose(_ text: String) throws -> YAMLDocument? {
        if let document = try? YAMLDocument(fastParsing: text) { return document.root < 0 ? nil : document }
        // Yams decides: it either throws the error the diagnostics are made
        // from, or gives a tree for something the fast path does not take.
        // Yams hashes alias keys expanded, and its tree is copied out alias
        // by alias: a key bomb or an alias bomb is stopped before Yams
        // composes it (found by fuzzing, docs/RELIABILITY.md).
        let found = YAMLKeyGuard.scan(text, nodeLimit: OverLimit.nodeLimit)
        if let key = found.keyOverLimit { throw OverLimit.key(key) }
        if let at = found.nodesOverLimit { throw OverLimit.nodes(at) }
        guard let tree = try Yams.compose(yaml: text, Resolver.basic) else { return nil }
        return try YAMLDocument(tree)
    }

    /// A file for Yams (one the fast path does not take: a key that is not
    /// a plain, unique name) that passes a limit through its aliases.
    enum OverLimit: Error {
        /// Alias or collection keys expanding past `YAMLKeyGuard.maxKeyNodes`, at this key.
        case key(Mark)
        /// More than `nodeLimit` nodes with every alias expanded, from here on.
        case nodes(Mark)

        /// Copying takes about 1.5 s per million nodes in a debug build.
        static let nodeLimit = 500_000
    }

    private init() {}

    // MARK: Reading

    var rootNode: Node { node(root) }

    fileprivate func kind(_ i: Int32) -> Kind { Kind(rawValue: kinds[Int(i)] & 3)! }

    func node(_ i: Int32) -> Node {
        switch kind(i) {
        case .scalar: .scalar(Node.Scalar(document: self, index: i))
        case .sequence: .sequence(Node.Sequence(document: self, index: i))
        case .mapping: .mapping(Node.Mapping(document: self, index: i))
        }
    }

    fileprivate func mark(_ i: Int32) -> Mark { Mark(line: Int(lines[Int(i)]), column: Int(columns[Int(i)])) }

    fileprivate func string(_ i: Int32) -> String {
        let start = Int(starts[Int(i)]), count = Int(counts[Int(i)])
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + count]), as: UTF8.self) }
    }

    fileprivate func style(_ i: Int32) -> Node.Scalar.Style {
        Node.Scalar.Style(rawValue: kinds[Int(i)] >> 2) ?? .any
    }

    fileprivate func tag(_ i: Int32) -> String { tags[i] ?? "" }

    fileprivate func child(_ i: Int32, _ k: Int) -> Int32 { children[Int(starts[Int(i)]) + k] }

    fileprivate func childCount(_ i: Int32) -> Int { Int(counts[Int(i)]) }

    // MARK: Building

    private struct Unusual: Error {}

    private func add(_ kind: Kind, style: UInt8 = 0, mark: yaml_mark_t) -> Int32 {
        let index = Int32(kinds.count)
        kinds.append(kind.rawValue | style << 2)
        lines.append(Int32(clamping: mark.line + 1))
        columns.append(Int32(clamping: mark.column + 1))
        starts.append(0)
        counts.append(0)
        return index
    }

    /// Composes from libyaml's events, as `Yams.Parser.singleRoot()` does.
    private convenience init(fastParsing text: String) throws {
        self.init()
        var text = text
        try text.withUTF8 { utf8 in
            guard utf8.count > 0 else { return }
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) != 0 else { throw Unusual() }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, utf8.baseAddress, utf8.count)
            // Layouts take about five bytes of text per node. Reserving for
            // more than that costs nothing (pages never written are never
            // resident) and spares the copies growing arrays make, which
            // for a large file would double its peak memory for a moment.
            let nodes = utf8.count / 3 + 64
            kinds.reserveCapacity(nodes); lines.reserveCapacity(nodes); columns.reserveCapacity(nodes)
            starts.reserveCapacity(nodes); counts.reserveCapacity(nodes); children.reserveCapacity(nodes)
            bytes.reserveCapacity(utf8.count)
            try compose(&parser)
        }
    }

    private func compose(_ parser: inout yaml_parser_t) throws {
        var event = yaml_event_t()
        func next() throws -> yaml_event_type_t {
            yaml_event_delete(&event)
            guard yaml_parser_parse(&parser, &event) != 0 else { throw Unusual() }
            return event.type
        }
        defer { yaml_event_delete(&event) }
        guard try next() == YAML_STREAM_START_EVENT else { throw Unusual() }
        var type = try next()
        if type == YAML_STREAM_END_EVENT { return }
        guard type == YAML_DOCUMENT_START_EVENT else { throw Unusual() }

        var anchors: [String: Int32] = [:]
        /// Open collections: node index, where its entries start in `pending`, its anchor.
        var open: [(index: Int32, start: Int, anchor: String?)] = []
        var pending: [Int32] = []
        func anchorName(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: $0) }
        }
        func tagName(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: $0) }
        }
        /// A finished node: an entry of the innermost open collection, or the root.
        func attach(_ node: Int32) { if open.isEmpty { root = node } else { pending.append(node) } }

        repeat {
            type = try next()
            switch type {
            case YAML_SCALAR_EVENT:
                let s = event.data.scalar
                let node = add(.scalar, style: UInt8(truncatingIfNeeded: s.style.rawValue), mark: event.start_mark)
                starts[Int(node)] = Int32(bytes.count)
                counts[Int(node)] = Int32(s.length)
                if s.length > 0 { bytes.append(contentsOf: UnsafeBufferPointer(start: s.value, count: s.length)) }
                if s.quoted_implicit == 1 { tags[node] = Tag.Name.str.rawValue } else if let tag = tagName(s.tag) { tags[node] = tag }
                if let anchor = anchorName(s.anchor) { anchors[anchor] = node }
                attach(node)
            case YAML_ALIAS_EVENT:
                guard let anchor = anchorName(event.data.alias.anchor), let node = anchors[anchor] else { throw Unusual() }
                attach(node)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = type == YAML_MAPPING_START_EVENT
                let node = add(isMapping ? .mapping : .sequence, mark: event.start_mark)
                let (implicit, tag, anchor) = isMapping
                    ? (event.data.mapping_start.implicit, event.data.mapping_start.tag, event.data.mapping_start.anchor)
                    : (event.data.sequence_start.implicit, event.data.sequence_start.tag, event.data.sequence_start.anchor)
                if implicit == 0, let tag = tagName(tag) { tags[node] = tag }
                open.append((node, pending.count, anchorName(anchor)))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let (node, start, anchor) = open.popLast() else { throw Unusual() }
                let entries = pending[start...]
                if kind(node) == .mapping { try checkKeys(entries) }
                starts[Int(node)] = Int32(children.count)
                counts[Int(node)] = Int32(entries.count)
                children.append(contentsOf: entries)
                pending.removeSubrange(start...)
                // Yams registers an anchor once its node is complete: an
                // alias inside the node itself is unknown there, too.
                if let anchor { anchors[anchor] = node }
                attach(node)
            case YAML_DOCUMENT_END_EVENT:
                break
            default:
                throw Unusual()
            }
        } while type != YAML_DOCUMENT_END_EVENT
        // One document only; anything after it is Yams's to report.
        guard try next() == YAML_STREAM_END_EVENT, root >= 0 else { throw Unusual() }
    }

    /// Keys must be scalars without a repeat (Yams compares them by text and
    /// tag; a repeat of the text goes to Yams, which decides).
    private func checkKeys(_ entries: ArraySlice<Int32>) throws {
        var keys: [Int32] = []
        var i = entries.startIndex
        while i < entries.endIndex {
            let key = entries[i]
            guard kind(key) == .scalar else { throw Unusual() }
            keys.append(key)
            i += 2
        }
        if keys.count <= 12 {
            for a in 0..<keys.count {
                for b in (a + 1)..<max(a + 1, keys.count) where sameText(keys[a], keys[b]) { throw Unusual() }
            }
        } else {
            var seen = Set<String>()
            for key in keys where !seen.insert(string(key)).inserted { throw Unusual() }
        }
    }

    private func sameText(_ a: Int32, _ b: Int32) -> Bool {
        let (sa, ca, sb, cb) = (Int(starts[Int(a)]), Int(counts[Int(a)]), Int(starts[Int(b)]), Int(counts[Int(b)]))
        guard ca == cb else { return false }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + sa, $0.baseAddress! + sb, ca) == 0 }
    }

    // MARK: From a Yams tree

    /// The same document from a tree Yams composed (the unusual files).
    private convenience init(_ tree: Yams.Node) throws(OverLimit) {
        self.init()
        // Yams shares the node of an anchor with its aliases; sharing is not
        // visible through `Node`, and copies keep their marks, so each
        // appearance gets its own record.
        var stack: [(Yams.Node, parent: Int32, slot: Int)] = [(tree, -1, 0)]
        // Aliases are copied out, so a file that multiplies them (an alias
        // bomb) is rejected past what the reader would ever visit (found by
        // fuzzing: cutting the copies short took seconds and left empty keys).
        var slots: [Int32: [Int32]] = [:]
        var order: [Int32] = []
        while let (node, parent, slot) = stack.popLast() {
            guard kinds.count < OverLimit.nodeLimit else {
                throw OverLimit.nodes(node.mark.map { Mark(line: $0.line, column: $0.column) } ?? Mark(line: 1, column: 1))
            }
            let mark = node.mark.map { yaml_mark_t(index: 0, line: $0.line - 1, column: $0.column - 1) } ?? yaml_mark_t()
            let index: Int32
            switch node {
            case let .scalar(s):
                index = add(.scalar, style: UInt8(truncatingIfNeeded: s.style.rawValue), mark: mark)
                let utf8 = Array(s.string.utf8)
                starts[Int(index)] = Int32(bytes.count)
                counts[Int(index)] = Int32(utf8.count)
                bytes.append(contentsOf: utf8)
                if !s.tag.description.isEmpty { tags[index] = s.tag.description }
            case let .sequence(seq):
                index = add(.sequence, mark: mark)
                let items = Array(seq)
                slots[index] = Array(repeating: -1, count: items.count)
                for (k, item) in items.enumerated().reversed() { stack.append((item, index, k)) }
            case let .mapping(map):
                index = add(.mapping, mark: mark)
                let pairs = Array(map)
                slots[index] = Array(repeating: -1, count: pairs.count * 2)
                for (k, pair) in pairs.enumerated().reversed() {
                    stack.append((pair.value, index, 2 * k + 1))
                    stack.append((pair.key, index, 2 * k))
                }
            case .alias:
                index = add(.scalar, mark: mark)
            }
            if case .scalar = node {} else if case .alias = node {} else { order.append(index) }
            if parent < 0 { root = index } else { slots[parent]![slot] = index }
        }
        for index in order {
            let entries = slots[index] ?? []
            starts[Int(index)] = Int32(children.count)
            counts[Int(index)] = Int32(entries.count)
            children.append(contentsOf: entries)
        }
    }
}

/// Where a node starts in the file, 1-based (libyaml counts columns in
/// Unicode scalars).
struct Mark {
    let line: Int
    let column: Int
}

/// A node of a `YAMLDocument`: what the loader reads layouts through, with
/// the shape of `Yams.Node` (which it replaced) so that the loader reads the
/// same.
enum Node {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    struct Scalar {
        fileprivate let document: YAMLDocument
        fileprivate let index: Int32

        var string: String { document.string(index) }
        var style: Style { document.style(index) }
        /// The explicit tag, "" when there is none.
        var tag: String { document.tag(index) }
        var mark: Mark? { document.mark(index) }

        /// libyaml's scalar styles, numbered as libyaml (and Yams) number them.
        enum Style: UInt8 { case any, plain, singleQuoted, doubleQuoted, literal, folded }
    }

    struct Sequence: RandomAccessCollection {
        fileprivate let document: YAMLDocument
        fileprivate let index: Int32
        var startIndex: Int { 0 }
        var endIndex: Int { document.childCount(index) }
        subscript(position: Int) -> Node { document.node(document.child(index, position)) }
        var mark: Mark? { document.mark(index) }
    }

    struct Mapping: Swift.Sequence {
        fileprivate let document: YAMLDocument
        fileprivate let index: Int32
        var count: Int { document.childCount(index) / 2 }
        var mark: Mark? { document.mark(index) }

        func makeIterator() -> Iterator { Iterator(mapping: self) }

        struct Iterator: IteratorProtocol {
            fileprivate let mapping: Mapping
            private var k = 0
            fileprivate init(mapping: Mapping) { self.mapping = mapping }
            mutating func next() -> (Node, Node)? {
                guard k < mapping.count else { return nil }
                defer { k += 1 }
                let d = mapping.document
                return (d.node(d.child(mapping.index, 2 * k)), d.node(d.child(mapping.index, 2 * k + 1)))
            }
        }
    }

    var mark: Mark? {
        switch self {
        case let .scalar(s): s.mark
        case let .mapping(m): m.mark
        case let .sequence(s): s.mark
        }
    }

    var scalar: Scalar? {
        if case let .scalar(s) = self { return s }
        return nil
    }

    /// Nodes in the whole document this node belongs to.
    var documentNodeCount: Int {
        switch self {
        case let .scalar(s): s.document.nodeCount
        case let .mapping(m): m.document.nodeCount
        case let .sequence(s): s.document.nodeCount
        }
    }
}
