import ArgumentParser
import Foundation

/// A point on the command line, written `x,y` (e.g. `--at 200,300`).
struct ScreenPoint: ExpressibleByArgument {
    var point: CGPoint

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]),
              x.isFinite, y.isFinite, abs(x) <= 1_000_000, abs(y) <= 1_000_000 else { return nil }
        point = CGPoint(x: x, y: y)
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// Levenshtein distance, for "did you mean" hints on the command line.
func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a), y = Array(b)
    if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
    var row = Array(0...y.count)
    for i in 1...x.count {
        var previous = row[0]
        row[0] = i
        for j in 1...y.count {
            let saved = row[j]
            row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (x[i - 1] == y[j - 1] ? 0 : 1))
            previous = saved
        }
    }
    return row[y.count]
}
