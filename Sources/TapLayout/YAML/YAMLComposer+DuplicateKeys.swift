import Foundation

/// A mapping's keys, checked once it is complete: a key written twice is a
/// problem of the file, not of the layout (YAML allows each key once).
extension YAMLComposer {
    /// Keys must be unique (compared by text, in place; most mappings are small).
    mutating func checkKeys(_ entries: ArraySlice<Int32>) throws(YAMLProblem) {
        let keys = stride(from: entries.startIndex, to: entries.endIndex, by: 2).map { entries[$0] }.filter(document.isScalar)
        var repeated = false
        if keys.count <= 12 {
            for a in keys.indices where !repeated {
                for b in keys.indices where b > a && document.sameText(keys[a], keys[b]) { repeated = true }
            }
            work += keys.count * keys.count / 2
        } else {
            var seen = Set<String>()
            for key in keys where !seen.insert(document.text(key)).inserted { repeated = true }
            work += keys.count
        }
        if repeated { throw duplicateProblem(keys) }
    }

    /// The keys written twice: one is told at its repeat, several at the first one's first place.
    private func duplicateProblem(_ keys: [Int32]) -> YAMLProblem {
        var first: [String: Int32] = [:]
        var repeats: [(name: String, first: Int32, again: Int32)] = []
        var repeated = Set<String>()
        for key in keys {
            let name = document.text(key)
            guard let earlier = first[name] else {
                first[name] = key
                continue
            }
            if repeated.insert(name).inserted { repeats.append((name, earlier, key)) }
        }
        repeats.sort { $0.name < $1.name }
        if repeats.count == 1 {
            return .duplicate(repeats[0].name, first: document.position(repeats[0].first), again: document.position(repeats[0].again))
        }
        return .duplicates(repeats.map(\.name), first: repeats.first.map { document.position($0.first) } ?? Mark(line: 1, column: 1))
    }
}
