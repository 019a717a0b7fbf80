import CLibYAML
import Foundation

/// YAML text → `YAMLDocument`, in one pass over the system libyaml's events.
///
///     let root = try YAMLComposer.compose("view: {id: root}\n")?.rootNode
///     // .mapping with one pair, the key "view" at line 1, column 1
///
/// It reports, as a `YAMLProblem` at a line and column, exactly what stops a
/// file from being composed: a syntax error (libyaml's own words), a key
/// written twice in a mapping, an undefined alias, a second document,
/// nesting deeper than `LayoutLoader.maxYAMLNesting`, text longer than
/// `LayoutLoader.maxFileBytes`, and the alias limits.
/// Everything else (unknown keys, wrong types) is the loader's to report.
///
/// An alias is the index of its anchor's node, so aliases cost nothing to
/// compose; what they would cost expanded is counted as the file is read,
/// each anchor with the size of its node expanded (saturating: an alias
/// bomb's sizes overflow `Int`). Two limits use it (both from fuzzing, see
/// docs/RELIABILITY.md): mapping keys that are aliases or collections may
/// expand to `maxKeyNodes` in all, and a file with such a key may expand to
/// `maxExpandedNodes`. Layout keys are plain names, so no real file is near
/// either; a layout's values are limited by `YAMLReader` as it visits them.
///
/// Nodes are not the whole cost: each use of a scalar is a new `String`,
/// so one 1 MB string anchored once and aliased 6,000 times as labels'
/// `text` (a 1.4 MB file) asked for 6 GB, and `check` died "failed to
/// allocate". The text aliases bring back is counted too, and the first
/// alias past `maxAliasedBytes` is refused where it is written. Scalars of
/// up to `inlineBytes` are not counted: Swift keeps such strings inside the
/// value, with no allocation, so the node limits already bound them.
struct YAMLComposer {
    static let maxKeyNodes = 10_000
    static let maxExpandedNodes = 500_000
    /// Text aliases may bring back in all: as much as a file may hold.
    static let maxAliasedBytes = LayoutLoader.maxFileBytes
    /// The longest text a Swift string holds without allocating.
    static let inlineBytes = 15

    /// `text` composed, or nil when it holds no document.
    static func compose(_ text: String) throws(YAMLProblem) -> YAMLDocument? {
        var composer = YAMLComposer(text: text)
        var utf8 = text
        let result = utf8.withUTF8 { bytes in
            Result { () throws(YAMLProblem) -> YAMLDocument? in try composer.run(bytes) }
        }
        // Counted once per file: a lock per event would cost more than the event.
        LoaderWork.yaml.add(composer.work)
        switch result {
        case let .success(document): return document
        case let .failure(problem):
            // A file that expanded past the limit before its error is told
            // the limit: its error may be a consequence of the cut.
            if !problem.isKeyLimit, let at = composer.nodesOverLimit { throw YAMLProblem.nodesOverLimit(at: at) }
            throw problem
        }
    }

    private let text: String
    let document = YAMLDocument()
    private var parser = yaml_parser_t()
    private var event = yaml_event_t()

    /// Open collections: node, where its entries start in `pending`,
    /// anchor, expanded size, and the text its scalars hold once expanded
    /// (those over `inlineBytes`).
    private struct Open {
        var node: Int32, start: Int, anchor: String?, isMapping: Bool, mark: Mark
        var entries = 0
        var size = 1
        var bytes = 0
    }
    private var open: [Open] = []
    private var pending: [Int32] = []
    private var anchors: [String: (node: Int32, size: Int, bytes: Int)] = [:]
    /// Text brought back by aliases so far (`maxAliasedBytes`).
    private var aliasedBytes = 0

    /// Nodes with every alias expanded, and where they passed `maxExpandedNodes`.
    private var expanded = 0
    private var sawAlias = false
    private(set) var nodesOverLimit: Mark?
    /// Nodes in keys that are aliases or collections, expanded.
    private var keyNodes = 0
    /// Whether a key is a collection (not a plain name): the expanded limit applies.
    private var hasCollectionKey = false
    /// Events read and keys compared, for `LoaderWork.yaml`.
    var work = 0

    private init(text: String) { self.text = text }

    private mutating func run(_ utf8: UnsafeBufferPointer<UInt8>) throws(YAMLProblem) -> YAMLDocument? {
        guard utf8.count > 0 else { return nil }
        guard utf8.count <= LayoutLoader.maxFileBytes else { throw YAMLProblem.tooLarge(bytes: utf8.count) }
        guard yaml_parser_initialize(&parser) != 0 else { throw YAMLProblem(.outOfMemory, at: Mark(line: 1, column: 1)) }
        defer { yaml_parser_delete(&parser); yaml_event_delete(&event) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, utf8.baseAddress, utf8.count)
        // Layouts take about five bytes of text per node.
        document.reserve(nodes: utf8.count / 3 + 64, bytes: utf8.count)

        guard try next() == YAML_STREAM_START_EVENT else { return nil }
        var type = try next()
        guard type == YAML_DOCUMENT_START_EVENT else { return nil }
        repeat {
            type = try next()
            try take(type)
        } while type != YAML_DOCUMENT_END_EVENT
        guard try next() == YAML_STREAM_END_EVENT else {
            throw YAMLProblem.anotherDocument(at: Self.mark(event.start_mark), in: text)
        }
        if hasCollectionKey, let at = nodesOverLimit { throw YAMLProblem.nodesOverLimit(at: at) }
        return document.isEmpty ? nil : document
    }

    /// The next event, or libyaml's error.
    private mutating func next() throws(YAMLProblem) -> yaml_event_type_t {
        yaml_event_delete(&event)
        work += 1
        guard yaml_parser_parse(&parser, &event) != 0 else { throw parserProblem() }
        return event.type
    }

    private mutating func take(_ type: yaml_event_type_t) throws(YAMLProblem) {
        let mark = Self.mark(event.start_mark)
        switch type {
        case YAML_SCALAR_EVENT:
            let s = event.data.scalar
            let tag = s.quoted_implicit == 1 ? "tag:yaml.org,2002:str" : Self.name(s.tag)
            let node = document.addScalar(UnsafeBufferPointer(start: s.value, count: s.length),
                                          style: UInt8(truncatingIfNeeded: s.style.rawValue), tag: tag, at: mark)
            let bytes = s.length > Self.inlineBytes ? s.length : 0
            if let anchor = Self.name(s.anchor) { anchors[anchor] = (node, 1, bytes) }
            try finish(node, size: 1, bytes: bytes, at: mark)
        case YAML_ALIAS_EVENT:
            guard let anchor = Self.name(event.data.alias.anchor), let (node, size, bytes) = anchors[anchor] else {
                throw YAMLProblem.undefinedAlias(at: mark, in: text)
            }
            sawAlias = true
            aliasedBytes = Self.add(aliasedBytes, bytes)
            if aliasedBytes > Self.maxAliasedBytes { throw YAMLProblem.aliasedTextOverLimit(at: mark) }
            try finish(node, size: size, bytes: bytes, at: mark)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            guard open.count < LayoutLoader.maxYAMLNesting else { throw YAMLProblem.tooDeep(at: mark) }
            count(1, at: mark)
            let isMapping = type == YAML_MAPPING_START_EVENT
            let (implicit, tag, anchor) = isMapping
                ? (event.data.mapping_start.implicit, event.data.mapping_start.tag, event.data.mapping_start.anchor)
                : (event.data.sequence_start.implicit, event.data.sequence_start.tag, event.data.sequence_start.anchor)
            let node = document.addCollection(isMapping: isMapping, tag: implicit == 0 ? Self.name(tag) : nil, at: mark)
            open.append(Open(node: node, start: pending.count, anchor: Self.name(anchor), isMapping: isMapping, mark: mark))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let closed = open.popLast() else { return }
            do {
                // (the slice let go before the entries are removed: alive, it
                // shares pending's storage, and the removal copied all of
                // pending, every entry of every open collection, at each close)
                let entries = pending[closed.start...]
                if closed.isMapping { try checkKeys(entries) }
                document.close(closed.node, entries: entries)
            }
            pending.removeSubrange(closed.start...)
            // An anchor names its node once the node is complete: an alias
            // inside the node itself is undefined.
            if let anchor = closed.anchor { anchors[anchor] = (closed.node, closed.size, closed.bytes) }
            try finish(closed.node, size: closed.size, bytes: closed.bytes, at: closed.mark, counted: true)
        default:
            break
        }
    }

    /// A complete node: the root, or the next entry of the innermost open
    /// collection; `size` nodes and `bytes` of text once its aliases are expanded.
    private mutating func finish(_ node: Int32, size: Int, bytes: Int, at mark: Mark, counted: Bool = false) throws(YAMLProblem) {
        // A collection was counted once at its start; its entries as they came.
        if !counted { count(size, at: mark) }
        guard let parent = open.indices.last else { return document.setRoot(node) }
        pending.append(node)
        let isKey = open[parent].isMapping && open[parent].entries % 2 == 0
        open[parent].entries += 1
        open[parent].size = Self.add(open[parent].size, size)
        open[parent].bytes = Self.add(open[parent].bytes, bytes)
        guard isKey, event.type != YAML_SCALAR_EVENT else { return }
        if !document.isScalar(node) { hasCollectionKey = true }
        keyNodes = Self.add(keyNodes, size)
        if keyNodes > Self.maxKeyNodes { throw YAMLProblem.keyOverLimit(at: mark) }
    }

    private mutating func count(_ nodes: Int, at mark: Mark) {
        expanded = Self.add(expanded, nodes)
        if nodesOverLimit == nil, sawAlias, expanded > Self.maxExpandedNodes { nodesOverLimit = mark }
    }

    /// libyaml's error, in its words.
    private func parserProblem() -> YAMLProblem {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        switch parser.error {
        case YAML_READER_ERROR:
            return .unreadable(problem, byte: parser.problem_offset, in: text)
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            let context = parser.context.map { (String(cString: $0), Self.mark(parser.context_mark)) }
            return .syntax(problem, context: context, at: Self.mark(parser.problem_mark), in: text)
        default:
            return YAMLProblem(.libyamlOutOfMemory, at: Mark(line: 1, column: 1))
        }
    }

    private static func mark(_ mark: yaml_mark_t) -> Mark { Mark(line: Int(mark.line) + 1, column: Int(mark.column) + 1) }

    private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    private static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }
}

extension YAMLProblem {
    /// Whether this is the key limit, which is told even past the expanded limit.
    var isKeyLimit: Bool {
        if case .keyOverLimit = problem { return true }
        return false
    }
}
