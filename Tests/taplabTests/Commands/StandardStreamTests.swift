import Foundation
import TapExplain
import TapFiles
import XCTest
@testable import taplab

/// Standard output and error go through one path (`Terminal+Streams.swift`):
/// a write the system refuses is `error: cannot write standard output: …`
/// and exit 1, never a trap (issue 43: SIGILL and a Swift backtrace), and a
/// reader that goes away ends the command by SIGPIPE, quietly.
final class StandardStreamTests: XCTestCase {
    private let layout = "Layouts/000-overlapping-buttons.yaml"
    private let dump = "Tests/TapLayoutTests/DumpFixtures/real/01-ios7-po-pipes-nospace.txt"

    /// What `taplab` says on standard error when `stream` refused a write with `code`.
    private func refusal(_ stream: StandardStream, _ code: Int32, in language: Language = .en) -> String {
        SeverityWord.error.text(in: language) + ": " + CommandProblem.cannotWrite(stream, errno: code).text(in: language) + "\n"
    }

    /// One command of each kind of output: lines, a picture as SVG, a layout
    /// (after a warning on standard error), a figure, the parser's help.
    private var commands: [[String]] {
        [["trace", layout, "--at", "100,100"], ["shot", layout, "-o", "-"], ["import", dump], ["figure", "tree", layout, "-o", "-"], ["--help"]]
    }

    func testOutputToAFullDeviceIsAnErrorWithExit1() throws {
        // Action
        let results = try commands.map { try TapLabProcess.run($0, redirections: "> /dev/full") }

        // Assertion
        for (command, result) in zip(commands, results) {
            XCTAssertEqual(result.status, 1, "\(command): \(result.stderr.prefix(500))")
            XCTAssertTrue(result.stderr.hasSuffix(refusal(.output, ENOSPC)), "\(command): \(result.stderr)")
        }
    }

    func testAClosedOutputIsAnErrorWithExit1() throws {
        // Action
        let results = try commands.map { try TapLabProcess.run($0, redirections: ">&-") }

        // Assertion
        for (command, result) in zip(commands, results) {
            XCTAssertEqual(result.status, 1, "\(command): \(result.stderr.prefix(500))")
            XCTAssertTrue(result.stderr.hasSuffix(refusal(.output, EBADF)), "\(command): \(result.stderr)")
        }
    }

    func testTheRefusalIsWordedInTheCommandsLanguage() throws {
        // Action
        let option = try TapLabProcess.run(["trace", layout, "--at", "100,100", "--lang", "zh"], redirections: "> /dev/full")
        let locale = try TapLabProcess.run(["check", layout], redirections: "> /dev/full", environment: ["LANG": "zh_CN.UTF-8"])

        // Assertion
        XCTAssertEqual(option.status, 1)
        XCTAssertEqual(option.stderr, refusal(.output, ENOSPC, in: .zh))
        XCTAssertEqual(locale.status, 1)
        XCTAssertEqual(locale.stderr, refusal(.output, ENOSPC, in: .zh))
    }

    func testAClosedOrFullErrorStreamEndsWithExit1AndNoSignal() throws {
        // Action: a command that fails, with nowhere to say why
        let closed = try TapLabProcess.run(["check", "no-such.yaml"], redirections: "2>&-")
        let full = try TapLabProcess.run(["check", "no-such.yaml"], redirections: "2> /dev/full")
        let fine = try TapLabProcess.run(["check", layout], redirections: "2>&-")

        // Assertion
        XCTAssertEqual([closed.status, full.status, fine.status], [1, 1, 0])
    }

    func testAReaderThatGoesAwayEndsTheCommandBySIGPIPEQuietly() throws {
        // Precondition: `shot -o -` writes some 100 kB of SVG into a pipe nobody reads
        let process = Process()
        process.executableURL = TapLabProcess.binary
        process.arguments = ["shot", layout, "-o", "-"]
        process.currentDirectoryURL = TapLabProcess.repositoryRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err

        // Action
        try process.run()
        try out.fileHandleForReading.close()
        let said = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        // Assertion: ended by SIGPIPE (a shell's 141), nothing said
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGPIPE)
        XCTAssertEqual(said, Data())
    }
}
