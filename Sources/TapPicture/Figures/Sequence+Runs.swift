import Foundation

extension Sequence where Element: Equatable {
    /// Equal neighbours as one, with how many: a drag's sixteen `changed`,
    /// its moves. The figures write a run once, `changed ×16`, as a
    /// recording's caption folds repeated lines.
    ///
    ///     [1, 1, 2, 1].runs()   // [(1, 2), (2, 1), (1, 1)]
    func runs() -> [(element: Element, count: Int)] {
        var runs: [(element: Element, count: Int)] = []
        for element in self {
            if let last = runs.last, last.element == element { runs[runs.count - 1].count += 1 } else { runs.append((element, 1)) }
        }
        return runs
    }
}
