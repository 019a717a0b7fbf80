import Foundation
import XCTest

/// End-to-end runs of the command line against golden transcripts
/// (exit status, stdout and stderr), the way a person uses `taplab`.
final class TapLabCommandTests: XCTestCase {
    private func assertGolden(_ arguments: [String], _ golden: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try TapLabProcess.run(arguments)
        // The checkout's folder differs from machine to machine.
        let transcript = result.transcript(arguments).replacingOccurrences(of: TapLabProcess.repositoryRoot.path, with: "<checkout>")
        GoldenFile.assertMatches(transcript, golden, file: file, line: line)
    }

    func testTraceTextShowsTheWalkTheHitViewAndTheChain() throws {
        try assertGolden(["trace", "Layouts/000-overlapping-buttons.yaml", "--at", "200,300"], "trace-000.txt")
    }

    func testTraceJSONExplainsWhyAViewIsNotHit() throws {
        try assertGolden(["trace", "Layouts/000-overlapping-buttons.yaml", "--at", "140,230", "--why", "button1", "--json"],
                         "trace-000-why-json.txt")
    }

    func testTraceWhyNamesTheAncestorWithInteractionOff() throws {
        try assertGolden(["trace", "Layouts/000-parent-interaction-off.yaml", "--at", "200,300", "--why", "button2"],
                         "trace-interaction-off-why.txt")
    }

    func testTraceWhyCallsASwitchFarFromTheTapOutsideNotCoveredByTheButtonThatTookIt() throws {
        try assertGolden(["trace", "docs/examples/settings-switch.yaml", "--at", "100,165", "--why", "notifySwitch"],
                         "trace-switch-why.txt")
    }

    func testTraceRejectsAMalformedPoint() throws {
        try assertGolden(["trace", "Layouts/000-overlapping-buttons.yaml", "--at", "200;300"], "trace-bad-at.txt")
    }

    func testTraceRejectsAMissingFile() throws {
        try assertGolden(["trace", "Layouts/no-such-layout.yaml", "--at", "1,1"], "trace-missing-file.txt")
    }

    func testTraceRejectsAnUnknownWhyID() throws {
        try assertGolden(["trace", "Layouts/000-overlapping-buttons.yaml", "--at", "1,1", "--why", "buton2"], "trace-unknown-why.txt")
    }

    func testReplayPrintsTheGesturePuzzleLog() throws {
        try assertGolden(["replay", "Layouts/001-gesture-puzzle.yaml"], "replay-001-puzzle.txt")
    }

    func testReplayJSONHasOneObjectPerRecord() throws {
        try assertGolden(["replay", "Layouts/000-overlapping-buttons.yaml", "--json"], "replay-000-json.txt")
    }

    func testReplayRunsAScriptFile() throws {
        try assertGolden(["replay", "Layouts/000-overlapping-buttons.yaml", "--script", "Tests/taplabTests/Fixtures/two-taps.yaml"],
                         "replay-script-file.txt")
    }

    func testCheckPassesAGoodLayout() throws {
        try assertGolden(["check", "Layouts/000-overlapping-buttons.yaml"], "check-000.txt")
    }

    func testCheckReportsEveryProblemInABrokenLayout() throws {
        try assertGolden(["check", "Tests/taplabTests/Fixtures/broken.yaml"], "check-broken.txt")
    }

    func testReplayOfABrokenLayoutFailsWithDiagnostics() throws {
        try assertGolden(["replay", "Tests/taplabTests/Fixtures/broken.yaml"], "replay-broken.txt")
    }

    func testEveryGalleryLayoutPassesCheck() throws {
        // Given the gallery folder
        // When it is checked as CI does
        let result = try TapLabProcess.run(["check", "Layouts"])
        // Then every layout passes
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains(" passed, 0 failed"), result.stdout)
    }

    func testJSONOutputIsValidJSON() throws {
        // Given JSON output of trace and replay
        let trace = try TapLabProcess.run(["trace", "Layouts/001-gesture-puzzle.yaml", "--at", "195,400", "--json"])
        let replay = try TapLabProcess.run(["replay", "Layouts/001-gesture-puzzle.yaml", "--json"])
        // When each line is parsed
        let lines = [trace.stdout] + replay.stdout.split(separator: "\n").map(String.init)
        // Then every line is a JSON object with the SPEC's fields
        for line in lines where !line.isEmpty {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            XCTAssertNotNil(object, line)
        }
        let traceObject = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(trace.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(traceObject["hitView"] as? String, "B")
        XCTAssertEqual(traceObject["chain"] as? [String], ["B", "A", "root", "rootVC", "main", "application", "appDelegate"])
        let walk = try XCTUnwrap(traceObject["walk"] as? [[String: Any]])
        XCTAssertEqual(walk.map { $0["view"] as? String }, ["main", "root", "A", "B"])
        XCTAssertEqual(walk.last?["verdict"] as? String, "hitSelf")
    }

    func testANegativeCoordinateIsAValueNotAnOption() throws {
        // Precondition: dumps put windows at negative coordinates
        let output = try makeTemporaryFolder("negative").appendingPathComponent("neg.png").path

        // Action
        let trace = try TapLabProcess.run(["trace", "Layouts/000-overlapping-buttons.yaml", "--at", "-1,30"])
        let shot = try TapLabProcess.run(["shot", "Layouts/000-overlapping-buttons.yaml", "--tap", "-5,10", "--tap", "20,-3", "-o", output])
        let scale = try TapLabProcess.run(["shot", "Layouts/000-overlapping-buttons.yaml", "--scale", "-2", "-o", output])

        // Assertion: the points are taken; a negative scale gets its range, not "Missing value"
        XCTAssertEqual(trace.status, 0, trace.stderr)
        XCTAssertTrue(trace.stdout.hasPrefix("hitTest at (-1, 30)"), trace.stdout)
        XCTAssertEqual(shot.status, 0, shot.stderr)
        XCTAssertTrue(scale.stderr.contains("--scale must be a whole number from 1 to 6 (pixels per point), not -2"), scale.stderr)
    }

    func testAScriptAndADumpReadFromStandardInputAndFromAProcessSubstitution() throws {
        // Precondition: a script and a dump as a user pipes them (from a file, the clipboard)
        let script = Data("- tap: [200, 300]\n".utf8)
        let dump = try Data(contentsOf: TapLabProcess.repositoryRoot.appendingPathComponent("docs/examples/like-dump.json"))

        // Action
        let replay = try TapLabProcess.run(["replay", "Layouts/000-overlapping-buttons.yaml", "--script", "-"], input: script)
        let trace = try TapLabProcess.run(["trace", "-", "--at", "100,100"], input: dump)
        let substituted = try TapLabProcess.run(["replay", "Layouts/000-overlapping-buttons.yaml",
                                                 "--script", "/dev/stdin"], input: script)

        // Assertion: each read its input as a file
        XCTAssertEqual(replay.status, 0, replay.stderr)
        XCTAssertTrue(replay.stdout.hasPrefix("hitTest 1 -> button2"), replay.stdout)
        XCTAssertEqual(trace.status, 0, trace.stderr)
        XCTAssertTrue(trace.stdout.hasPrefix("hitTest at (100, 100)"), trace.stdout)
        XCTAssertEqual(substituted.status, 0, substituted.stderr)
        XCTAssertEqual(substituted.stdout, replay.stdout, "a pipe read through its /dev path, as <(…) gives one")
    }
}

