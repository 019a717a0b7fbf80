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

