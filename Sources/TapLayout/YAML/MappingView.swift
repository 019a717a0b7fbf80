import Foundation

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
