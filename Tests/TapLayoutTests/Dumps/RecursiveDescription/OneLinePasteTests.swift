import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// A paste whose line breaks were lost (a chat, a web page) is read as the
/// same views as the paste itself (issue 41): for every real dump, its
/// lines joined by spaces give the same tree, view for view, or the same refusal.
final class OneLinePasteTests: XCTestCase {
    /// Each view's id at its depth, parents before children; or the errors.
    private func tree(_ text: String) -> [String] {
        do {
            let layout = try LayoutLoader.load(text: text, file: "paste.txt")
            var lines: [String] = []
            var pending: [(UIView, Int)] = layout.application.windows.reversed().map { ($0, 0) }
            while let (view, depth) = pending.popLast() {
                lines.append(String(repeating: " ", count: depth) + view.logName)
                pending += view.subviews.reversed().map { ($0, depth + 1) }
            }
            return lines
        } catch {
            return error.diagnostics.map { "error: " + $0.message }
        }
    }

    func testEveryRealDumpJoinedIntoOneLineReadsAsTheSameTree() throws {
        // Precondition: the real dumps
        let folder = try XCTUnwrap(RealDumpTests.folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.sorted()
        XCTAssertGreaterThan(files.count, 25)

        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)

            // Action: the paste as it is, and with its line breaks turned into spaces
            let asPasted = tree(text)
            let joined = tree(text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " "))

            // Assertion
            XCTAssertEqual(joined, asPasted, file)
        }
    }
}
