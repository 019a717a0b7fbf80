import Foundation

/// Parses JSON into a `JSONTree`.
///
/// Why not Foundation's JSONSerialization: a dump's diagnostics point at
/// the offending value (a wrong type, a negative width), so every value needs
/// its line and column, and so does every syntax error; JSONSerialization
/// gives neither. It also recurses once per nesting level. This parser keeps
/// open containers on a stack of its own, so a hostile 10⁵-deep document is
/// rejected at `maxNesting` with a position instead of overflowing the stack.
struct JSONParser {
    /// Well past the deepest hierarchy a layout allows (each view nests an
    /// object and its `subviews` array), so that a deep dump is stopped by
    /// that limit and its clearer message; this one stops hostile input.
    static let maxNesting = 10_000

    let bytes: [UInt8]
    var index = 0
    /// 1-based; columns count characters (Unicode scalars), not bytes.
    var line = 1, column = 1
    var tree = JSONTree()

    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONTree {
        var parser = JSONParser(bytes: Array(text.utf8))
        defer { LoaderWork.dump.add(parser.index) }
        return try parser.parseDocument()
    }

    private struct OpenContainer {
        let node: Int
        let isObject: Bool
        var members: [(key: Int, value: Int)] = []
        var items: [Int] = []
        var pendingKey = 0
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONTree {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var open: [OpenContainer] = []
        var expectingValue = true
        var last = 0
        while true {
            skipWhitespace()
            if expectingValue {
                guard let byte = peek, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") else {
                    last = try scalar()
                    expectingValue = false
                    continue
                }
                guard open.count < Self.maxNesting else {
                    throw error(.nestedTooDeep(limit: Self.maxNesting))
                }
                let container = OpenContainer(node: append(.null), isObject: byte == UInt8(ascii: "{"))
                advance()
                skipWhitespace()
                if peek == (container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    advance()
                    last = close(container)
                    expectingValue = false
                } else {
                    open.append(container)
                    if container.isObject { try readKey(into: &open[open.count - 1]) }
                }
                continue
            }
            guard var top = open.popLast() else { break }
            if top.isObject { top.members.append((top.pendingKey, last)) } else { top.items.append(last) }
            skipWhitespace()
            if peek == UInt8(ascii: ",") {
                advance()
                if top.isObject {
                    skipWhitespace()
                    try readKey(into: &top)
                }
                open.append(top)
                expectingValue = true
            } else if peek == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                advance()
                last = close(top)
            } else {
                throw error(top.isObject ? .expectedObjectSeparator(found: found) : .expectedArraySeparator(found: found))
            }
        }
        guard index == bytes.count else { throw error(.textAfterDocument(found: found)) }
        return tree
    }

    private mutating func readKey(into container: inout OpenContainer) throws(JSONSyntaxError) {
        guard peek == UInt8(ascii: "\"") else {
            throw error(peek == UInt8(ascii: "}") ? .trailingComma : .expectedKey(found: found))
        }
        container.pendingKey = try scalar()
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { throw error(.expectedColon(found: found)) }
        advance()
    }

    private mutating func close(_ container: OpenContainer) -> Int {
        tree.nodes[container.node].value = container.isObject ? .object(container.members) : .array(container.items)
        return container.node
    }

    mutating func append(_ value: JSONTree.Value, at position: DumpPosition? = nil) -> Int {
        tree.nodes.append(JSONTree.Node(value: value, position: position ?? self.position))
        return tree.nodes.count - 1
    }
}
