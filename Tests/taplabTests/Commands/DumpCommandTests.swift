import Foundation
import XCTest

/// The command line on an app's pasted dump (SPEC 9), against golden
/// transcripts: trace by point, by view, with `--why` by address; import.
final class DumpCommandTests: XCTestCase {
    private let dump = "docs/examples/settings-dump.txt"

    private func assertGolden(_ arguments: [String], _ golden: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try TapLabProcess.run(arguments)
        GoldenFile.assertMatches(result.transcript(arguments), golden, file: file, line: line)
    }

    func testTraceOnADumpNamesTheFadedToastAndWhyTheSwitchMissesTheTap() throws {
        try assertGolden(["trace", dump, "--at", "344,125", "--why", "0x7f9a4c7107f0"], "dump-trace-why.txt")
    }

    func testTraceOnAViewTapsTheCentreOfItsVisiblePartAndPrintsIt() throws {
        try assertGolden(["trace", dump, "--on", "UISwitch-0x7f9a4c7107f0", "--json"], "dump-trace-on-json.txt")
    }

    func testTraceOnACellInAnIOS7TableWrapperSaysItsTableSelectedItsRow() throws {
        let wechat = "Tests/TapLayoutTests/DumpFixtures/real/10-ios7-cycript-wechat-tablewrapper-offset.txt"
        let cell = "MultiSelectTableViewCell-0x1678b220"
        try assertGolden(["trace", wechat, "--on", cell, "--why", cell], "dump-trace-wrapped-row-why.txt")
    }

    func testTraceChainsHaveEachControllerAPimpedDumpNamesRightAfterItsView() throws {
        let pimped = "Tests/TapLayoutTests/DumpFixtures/real/04-ios5-lldb-id-prefix-pimped-xx-multiline-text.txt"
        try assertGolden(["trace", pimped, "--on", "MFComposeBodyField-0x832f200"], "dump-trace-pimped-controllers.txt")
        try assertGolden(["trace", pimped, "--on", "MFComposeBodyField-0x832f200", "--json"], "dump-trace-pimped-controllers-json.txt")
    }

    func testTraceAsksForAPointWhenGivenNone() throws {
        try assertGolden(["trace", dump], "dump-trace-no-point.txt")
    }

    func testTraceOnAClassManyViewsHaveListsThem() throws {
        try assertGolden(["trace", dump, "--on", "UISwitch"], "dump-trace-on-ambiguous.txt")
    }

    func testImportWritesTheLayoutToStandardOutput() throws {
        try assertGolden(["import", dump], "dump-import.txt")
    }

    func testImportRefusesALayoutFile() throws {
        try assertGolden(["import", "Layouts/000-overlapping-buttons.yaml"], "dump-import-not-a-dump.txt")
    }

    func testImportNeverWritesOverTheDump() throws {
        // Given a copy of the dump in a folder of its own
        let folder = try makeTemporaryFolder("taplab-import")
        let copy = folder.appendingPathComponent("dump.txt")
        try FileManager.default.copyItem(at: TapLabProcess.repositoryRoot.appendingPathComponent(dump), to: copy)
        let before = try Data(contentsOf: copy)
        // When it is imported onto itself
        let result = try TapLabProcess.run(["import", copy.path, "-o", copy.path])
        // Then it is refused and the dump is as it was
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("never writes the file it reads"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: copy), before)
    }

    func testAnImportedFilePassesCheck() throws {
        // Given the dump imported into a file
        let folder = try makeTemporaryFolder("taplab-import-check")
        let output = folder.appendingPathComponent("settings.yaml").path
        XCTAssertEqual(try TapLabProcess.run(["import", dump, "-o", output]).status, 0)
        // When it is checked, then it passes
        let check = try TapLabProcess.run(["check", output])
        XCTAssertEqual(check.status, 0, check.stderr)
    }
}

/// `taplab check` on paths that are not what they seem.
final class CheckPathTests: XCTestCase {
    func testAFolderWithNoLayoutsIsAnErrorThatSaysSo() throws {
        // Given an empty folder
        let folder = try makeTemporaryFolder("taplab-empty")
        // When it is checked
        let result = try TapLabProcess.run(["check", folder.path])
        // Then it fails, saying there is nothing to check
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("no layout files in this folder"), result.stderr)
    }

    func testASymbolicLinkLoopIsNamedAsSuch() throws {
        // Given two links pointing at each other
        let folder = try makeTemporaryFolder("taplab-loop")
        let a = folder.appendingPathComponent("a.yaml"), b = folder.appendingPathComponent("b.yaml")
        try FileManager.default.createSymbolicLink(at: a, withDestinationURL: b)
        try FileManager.default.createSymbolicLink(at: b, withDestinationURL: a)
        // When one is checked, and traced
        let check = try TapLabProcess.run(["check", a.path])
        let trace = try TapLabProcess.run(["trace", a.path, "--at", "1,1"])
        // Then both say it is a loop
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stderr.contains("a symbolic link loop"), check.stderr)
        XCTAssertTrue(trace.stderr.contains("a symbolic link loop"), trace.stderr)
    }
}
