import Foundation

/// A composed YAML document, stored compactly: one small record per node in
/// a few flat arrays, every scalar's text in one byte buffer.
///
/// A tree of enums, strings and tag objects (as Yams composed, which TapLab
/// used before) takes some 1.9 kB per view of a layout — a 100,000-view
/// layout needed 190 MB for its tree alone. This document holds the same
/// tree in about a tenth of that, read through `Node` values that are only
/// a reference and an index. `YAMLComposer` builds it in one pass over
/// libyaml's events; an alias is the index of its anchor's node, so a file
/// of aliases is never copied out.
final class YAMLDocument {
    /// One record per node, in one array: a node is added with one append
    /// (five arrays cost five appends, each a run-time exclusivity check on
    /// this class's storage once release builds kept them).
    private struct Record {
        /// Kind in the low two bits, scalar style above them.
        var kind: UInt8
        var line: Int32, column: Int32
        /// Scalar: offset of its text in `bytes`; collection: its first entry in `children`.
        var start: Int32 = 0
        /// Scalar: length of its text; collection: entries in `children` (twice the pairs of a mapping).
        var count: Int32 = 0
    }
    private var records: [Record] = []
    private var bytes: [UInt8] = []
    private var children: [Int32] = []
    /// Explicit tags, by node (rare).
    private var tags: [Int32: String] = [:]

    private(set) var root: Int32 = -1

    /// Nodes in the document (an alias counts once).
    var nodeCount: Int { records.count }

    fileprivate enum Kind: UInt8 { case scalar = 0, sequence = 1, mapping = 2 }

    init() {}

    // MARK: Reading

    var rootNode: Node { node(root) }

    fileprivate func kind(_ i: Int32) -> Kind { Kind(rawValue: records[Int(i)].kind & 3)! }

    func node(_ i: Int32) -> Node {
        switch kind(i) {
        case .scalar: .scalar(Node.Scalar(document: self, index: i))
        case .sequence: .sequence(Node.Sequence(document: self, index: i))
        case .mapping: .mapping(Node.Mapping(document: self, index: i))
        }
    }

    fileprivate func mark(_ i: Int32) -> Mark { Mark(line: Int(records[Int(i)].line), column: Int(records[Int(i)].column)) }

    fileprivate func string(_ i: Int32) -> String {
        let start = Int(records[Int(i)].start), count = Int(records[Int(i)].count)
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<start + count]), as: UTF8.self) }
    }

    fileprivate func style(_ i: Int32) -> Node.Scalar.Style {
        Node.Scalar.Style(rawValue: records[Int(i)].kind >> 2) ?? .any
    }

    fileprivate func tag(_ i: Int32) -> String { tags[i] ?? "" }

    fileprivate func child(_ i: Int32, _ k: Int) -> Int32 { children[Int(records[Int(i)].start) + k] }

    fileprivate func childCount(_ i: Int32) -> Int { Int(records[Int(i)].count) }

    // MARK: Building (by YAMLComposer)

    var isEmpty: Bool { root < 0 }

    func setRoot(_ node: Int32) { root = node }

    /// Room for `nodes` nodes and `bytes` bytes of text: the arrays never
    /// grow (and copy themselves) while a large file is read. Pages never
    /// written are never resident, so reserving too much costs nothing.
    func reserve(nodes: Int, bytes count: Int) {
        records.reserveCapacity(nodes); children.reserveCapacity(nodes)
        bytes.reserveCapacity(count)
    }

    private func add(_ kind: Kind, style: UInt8, at mark: Mark, start: Int32 = 0, count: Int32 = 0) -> Int32 {
        let index = Int32(records.count)
        records.append(Record(kind: kind.rawValue | style << 2, line: Int32(clamping: mark.line), column: Int32(clamping: mark.column),
                              start: start, count: count))
        return index
    }

    /// A scalar with its text (libyaml's style number, an explicit or implied tag).
    func addScalar(_ text: UnsafeBufferPointer<UInt8>, style: UInt8, tag: String?, at mark: Mark) -> Int32 {
        let node = add(.scalar, style: style, at: mark, start: Int32(bytes.count), count: Int32(text.count))
        if text.count > 0 { bytes.append(contentsOf: text) }
        if let tag { tags[node] = tag }
        return node
    }

    /// A collection whose entries come with `close`.
    func addCollection(isMapping: Bool, tag: String?, at mark: Mark) -> Int32 {
        let node = add(isMapping ? .mapping : .sequence, style: 0, at: mark)
        if let tag { tags[node] = tag }
        return node
    }

    /// A collection's entries, keys and values alternating in a mapping.
    func close(_ node: Int32, entries: ArraySlice<Int32>) {
        records[Int(node)].start = Int32(children.count)
        records[Int(node)].count = Int32(entries.count)
        children.append(contentsOf: entries)
    }

    func isScalar(_ i: Int32) -> Bool { kind(i) == .scalar }

    func text(_ i: Int32) -> String { string(i) }

    func position(_ i: Int32) -> Mark { mark(i) }

    /// Whether two scalars have the same text, compared in place.
    func sameText(_ a: Int32, _ b: Int32) -> Bool {
        let (ra, rb) = (records[Int(a)], records[Int(b)])
        let (sa, ca, sb, cb) = (Int(ra.start), Int(ra.count), Int(rb.start), Int(rb.count))
        guard ca == cb else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            guard ca > 0, let base = buffer.baseAddress else { return true }
            return memcmp(base + sa, base + sb, ca) == 0
        }
    }
}

/// Where a node starts in the file, 1-based (libyaml counts columns in
/// Unicode scalars).
public struct Mark: Equatable, Sendable {
    public let line: Int
    public let column: Int
}

/// A node of a `YAMLDocument`: what the loader reads layouts through (the
/// shape of `Yams.Node`, which it replaced).
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

        /// libyaml's scalar styles, numbered as libyaml numbers them.
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
