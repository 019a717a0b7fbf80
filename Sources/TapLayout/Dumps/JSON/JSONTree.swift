import Foundation

/// A parsed JSON document with where every value starts. Flat — containers
/// hold the indices of their members — so that no nesting depth can make
/// building, reading or freeing it recurse.
struct JSONTree {
    enum Value {
        /// Members in document order; `key` is the index of a string node.
        case object([(key: Int, value: Int)])
        case array([Int])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    struct Node {
        var value: Value
        var position: DumpPosition
    }

    /// Every value in document order: the document itself is node 0.
    var nodes: [Node] = []

    subscript(index: Int) -> Node { nodes[index] }

    /// What a value is, for messages ("found an array").
    func kind(of index: Int) -> JSONKind {
        switch nodes[index].value {
        case .object: .object
        case .array: .array
        case .string: .string
        case .number: .number
        case .bool: .boolean
        case .null: .null
        }
    }
}

/// A JSON syntax error, and where it is.
struct JSONSyntaxError: Error {
    var problem: JSONSyntaxProblem
    var position: DumpPosition
}
