import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// A `requireToFail` cycle in a layout is rejected (issue 12); chains and
/// diamonds, which are not cycles, load. The exact messages for 2- and
/// 3-cycles and a recognizer naming itself are golden files in Malformed/
/// (44–46).
final class RequireToFailCycleLayoutTests: XCTestCase {
    func testAChainAndADiamondOfRequirementsLoad() throws {
        // Given: a waits for b and c, b waits for c — no recognizer reaches itself
        let yaml = """
            view:
              id: root
              gestures:
                - {id: a, type: tap, requireToFail: [b, c]}
                - {id: b, type: tap, taps: 2, requireToFail: [c]}
                - {id: c, type: tap, taps: 3}
            """

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems, [])
    }

    func testEveryEntryOfACycleIsReportedAndOnlyThose() {
        // Given: a ↔ b is a cycle; c waits for a but is not in it
        let yaml = """
            view:
              id: root
              gestures:
                - {id: a, type: tap, requireToFail: [b]}
                - {id: b, type: tap, requireToFail: [a]}
                - {id: c, type: tap, requireToFail: [a]}
            """

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems.count, 2)
        XCTAssertTrue(problems[0].hasPrefix("test.yaml:4:42: error: requireToFail cycle: a requires b to fail, b requires a to fail;"), problems[0])
        XCTAssertTrue(problems[1].hasPrefix("test.yaml:5:42: error: requireToFail cycle: b requires a to fail, a requires b to fail;"), problems[1])
    }

    func testTheShortestCycleThroughAnEntryIsTheOneNamed() {
        // Given: a → b → a and a → b → c → a both pass through a's entry
        let yaml = """
            view:
              id: root
              gestures:
                - {id: a, type: tap, requireToFail: [b]}
                - {id: b, type: tap, requireToFail: [c, a]}
                - {id: c, type: tap, requireToFail: [a]}
            """

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertTrue(problems.first?.contains("cycle: a requires b to fail, b requires a to fail;") == true, "\(problems)")
        XCTAssertEqual(problems.count, 4)
    }

    func testALongChainOfRequirementsIsCheckedWithoutRecursion() {
        // Given: 3,000 taps, each waiting for the next, the last for the first
        let n = 3000
        var yaml = "view:\n  id: root\n  gestures:\n"
        for i in 0..<n { yaml += "    - {id: t\(i), type: tap, requireToFail: [t\((i + 1) % n)]}\n" }

        // When
        let problems = diagnostics(of: yaml)

        // Then: every entry closes the cycle (the loader caps how many it prints)
        XCTAssertFalse(problems.isEmpty)
        XCTAssertTrue(problems.allSatisfy { $0.contains("requireToFail cycle: ") || $0.contains("more") }, "\(problems.prefix(3))")
    }
}
