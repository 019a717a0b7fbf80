import Foundation
import TapKit

/// The `requireToFail` entries of a layout as a graph (recognizer → the
/// recognizers it waits for), to find the entries that close a cycle. Linear
/// in the entries when there is no cycle: strongly connected components
/// first (Tarjan, without recursion, so a long chain cannot exhaust the
/// stack), then a breadth-first search inside a component per entry in one.
struct RequirementGraph {
    let entries: [RequireToFailEntry]
    /// Node index of each recognizer; `waiterOf` / `otherOf` per entry.
    private var waiterOf: [Int] = [], otherOf: [Int] = []
    /// Entry indices leaving each node, in file order.
    private var outgoing: [[Int]] = []
    /// Strongly connected component of each node.
    private var component: [Int] = []

    init(_ entries: [RequireToFailEntry]) {
        self.entries = entries
        var index: [ObjectIdentifier: Int] = [:]
        func node(_ r: UIGestureRecognizer) -> Int {
            if let i = index[ObjectIdentifier(r)] { return i }
            index[ObjectIdentifier(r)] = outgoing.count
            outgoing.append([])
            return outgoing.count - 1
        }
        for (e, entry) in entries.enumerated() {
            let w = node(entry.waiter), o = node(entry.other)
            waiterOf.append(w); otherOf.append(o)
            outgoing[w].append(e)
        }
        component = Self.components(outgoing.map { $0.map { otherOf[$0] } })
    }

    /// The entries that close a cycle, in file order: those whose two
    /// recognizers are in one component (the other reaches the waiter back).
    var entriesInCycles: [Int] {
        entries.indices.filter { component[otherOf[$0]] == component[waiterOf[$0]] }
    }

    /// The shortest cycle through entry `e` (found in file order), starting with it.
    func cycle(closedBy e: Int) -> [RequireToFailEntry] {
        [entries[e]] + (shortestPath(from: otherOf[e], to: waiterOf[e]) ?? []).map { entries[$0] }
    }

    /// The fewest entries from node `start` to node `goal`, inside their component.
    private func shortestPath(from start: Int, to goal: Int) -> [Int]? {
        if start == goal { return [] }
        var cameBy = [Int?](repeating: nil, count: outgoing.count)
        var seen = [Bool](repeating: false, count: outgoing.count)
        seen[start] = true
        var frontier = [start]
        while !frontier.isEmpty {
            var next: [Int] = []
            for n in frontier {
                for e in outgoing[n] where !seen[otherOf[e]] && component[otherOf[e]] == component[start] {
                    let o = otherOf[e]
                    seen[o] = true
                    cameBy[o] = e
                    if o == goal {
                        var path: [Int] = [], at = goal
                        while at != start, let step = cameBy[at] { path.insert(step, at: 0); at = waiterOf[step] }
                        return path
                    }
                    next.append(o)
                }
            }
            frontier = next
        }
        return nil
    }

    /// Tarjan's strongly connected components, iteratively.
    private static func components(_ successors: [[Int]]) -> [Int] {
        let n = successors.count
        var index = [Int](repeating: -1, count: n), low = [Int](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n), result = [Int](repeating: -1, count: n)
        var stack: [Int] = [], counter = 0, components = 0
        for root in 0..<n where index[root] < 0 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            index[root] = counter; low[root] = counter; counter += 1
            stack.append(root); onStack[root] = true
            while let (v, i) = work.last {
                if i < successors[v].count {
                    work[work.count - 1].next += 1
                    let w = successors[v][i]
                    if index[w] < 0 {
                        index[w] = counter; low[w] = counter; counter += 1
                        stack.append(w); onStack[w] = true
                        work.append((w, 0))
                    } else if onStack[w] {
                        low[v] = min(low[v], index[w])
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last { low[parent.node] = min(low[parent.node], low[v]) }
                    if low[v] == index[v] {
                        while let w = stack.popLast() {
                            onStack[w] = false
                            result[w] = components
                            if w == v { break }
                        }
                        components += 1
                    }
                }
            }
        }
        return result
    }
}
