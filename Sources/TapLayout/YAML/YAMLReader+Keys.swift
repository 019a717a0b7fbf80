import Foundation
import TapKit

/// The accessors for a value named by its layout key (`frame`, or
/// `border color` for `color` inside `border`): the name is the file's own
/// word, the same in every language (`ValueSubject.key`).
extension YAMLReader {
    func mapping(_ node: Node, _ key: String, allowed: [String]) -> MappingView? {
        mapping(node, .key(key), allowed: allowed)
    }

    func sequence(_ node: Node, _ key: String) -> [Node]? { sequence(node, .key(key)) }

    func string(_ node: Node, _ key: String) -> String? { string(node, .key(key)) }

    func number(_ node: Node, _ key: String, min lower: CGFloat? = nil, max upper: CGFloat? = nil) -> CGFloat? {
        number(node, .key(key), min: lower, max: upper)
    }

    func integer(_ node: Node, _ key: String, min lower: Int, max upper: Int) -> Int? {
        integer(node, .key(key), min: lower, max: upper)
    }

    func bool(_ node: Node, _ key: String) -> Bool? { bool(node, .key(key)) }

    func numbers(_ node: Node, _ key: String, count: Int, shape: String) -> [CGFloat]? {
        numbers(node, .key(key), count: count, shape: shape)
    }

    func point(_ node: Node, _ key: String) -> CGPoint? { point(node, .key(key)) }

    func rect(_ node: Node, _ key: String) -> CGRect? { rect(node, .key(key)) }

    func size(_ node: Node, _ key: String) -> CGSize? { size(node, .key(key)) }

    func color(_ node: Node, _ key: String) -> UIColor? { color(node, .key(key)) }

    func oneOf(_ node: Node, _ key: String, _ choices: [String]) -> String? { oneOf(node, .key(key), choices) }
}
