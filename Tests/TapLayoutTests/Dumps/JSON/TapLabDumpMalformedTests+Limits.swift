import Foundation
import XCTest
@testable import TapLayout

/// A dump that is wrong everywhere says so in a page, not in millions of
/// lines: the attack of issue 26 fed 2.7 million empty windows and got 40.5
/// million error lines (2.8 GB) in 117 s.
final class TapLabDumpDiagnosticLimitTests: XCTestCase {
    private func emptyWindows(_ n: Int) -> String {
        #"{"format":"taplab-dump","version":1,"screen":{"width":390,"height":844},"windows":["#
            + Array(repeating: "{}", count: n).joined(separator: ",") + "]}"
    }

    private func diagnostics(_ text: String) -> [LayoutDiagnostic] {
        do {
            _ = try TapLabDumpJSONReader.read(text: text, file: "dump.json")
            return []
        } catch {
            return error.diagnostics
        }
    }

    func testADumpOfAThousandEmptyWindowsStopsAtTheLayoutsLimitAndCountsTheRest() {
        // Given a dump whose thousand windows each lack every required key
        let text = emptyWindows(1_000)
        // When it is read
        let found = diagnostics(text)
        // Then a hundred errors are shown and one more line counts the rest
        XCTAssertEqual(found.count, YAMLReader.maxDiagnostics + 1)
        XCTAssertTrue(found.allSatisfy { $0.severity == .error })
        XCTAssertTrue(found.last?.message.contains("more not shown") ?? false, "\(found.last?.description ?? "")")
    }

    func testMoreWindowsThanTheViewLimitAreOneErrorAndNoneIsRead() {
        // Given more windows than TapLab reads views
        let text = emptyWindows(ViewDump.maxViews + 1)
        // When it is read
        let found = diagnostics(text)
        // Then the one error is the limit, at the windows array, before any window's own
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first.map { [$0.line, $0.column] }, [1, 83])
    }
}
