import Foundation
import XCTest

/// Compares text with a golden file beside the tests; `TAPLAB_RECORD=1`
/// rewrites the golden file instead (review the diff like code).
enum GoldenFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func assertMatches(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["TAPLAB_RECORD"] == "1" {
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("missing golden file \(name); run with TAPLAB_RECORD=1 to create it", file: file, line: line)
            return
        }
        if expected != actual {
            XCTFail("output differs from \(name) (TAPLAB_RECORD=1 re-records):\n" + diff(expected, actual), file: file, line: line)
        }
    }

    /// A line diff: `-` expected, `+` actual, around the first difference.
    static func diff(_ expected: String, _ actual: String) -> String {
        let a = expected.components(separatedBy: "\n"), b = actual.components(separatedBy: "\n")
        var out: [String] = []
        let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        for i in max(0, first - 2)..<max(a.count, b.count) where out.count < 40 {
            let x = i < a.count ? a[i] : nil, y = i < b.count ? b[i] : nil
            if x == y { out.append("  " + (x ?? "")) } else {
                if let x { out.append("- " + x) }
                if let y { out.append("+ " + y) }
            }
        }
        return out.joined(separator: "\n")
    }
}
