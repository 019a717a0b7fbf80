import Foundation
import XCTest

/// Limits instead of collapse, end to end through `taplab check` and
/// `taplab trace`: each hostile file either works or is rejected with one
/// `FILE:LINE:COLUMN: error:` line that names the limit. The files are made
/// here, in a temporary folder (the 50 MB one is sparse).
final class LimitCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder("taplab-limits")
    }

    private func write(_ name: String, _ text: String) throws -> String {
        try write(name, text, in: folder)
    }

    /// Runs `taplab` and checks it finished (no crash: a signal would give another status).
    private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> TapLabProcess.Result {
        let result = try TapLabProcess.run(arguments)
        XCTAssertTrue(result.status == 0 || result.status == 1, "taplab \(arguments.first ?? "") ended with status \(result.status):\n\(result.stderr.prefix(2000))",
                      file: file, line: line)
        return result
    }

    /// `check` rejects the file with exactly one diagnostic, naming the limit.
    private func assertRejected(_ path: String, line wanted: Int? = nil, mentions: [String],
                                file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try run(["check", path], file: file, line: line)
        XCTAssertEqual(result.status, 1, file: file, line: line)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, result.stderr, file: file, line: line)
        let first = String(errors.first ?? "")
        XCTAssertTrue(first.hasPrefix(path + ":" + (wanted.map { "\($0):" } ?? "")), first, file: file, line: line)
        for word in mentions { XCTAssertTrue(first.contains(word), "'\(word)' missing from: \(first)", file: file, line: line) }
    }

    /// A chain of views, `depth` levels below the root, in flow style.
    private func chain(_ depth: Int) -> String {
        let open = (0..<depth).map { "{id: v\($0), frame: [0, 0, 300, 300], subviews: [" }.joined()
        return "view:\n  id: root\n  subviews:\n    - " + open + "{id: leaf, frame: [0, 0, 10, 10]}" + String(repeating: "]}", count: depth) + "\n"
    }

    func testAChainAtTheNestingLimitWorksAndA10000DeepOneIsRejectedNamingTheLimit() throws {
        // Given the deepest chain YAML allows (about 1,050 views) and one 10,000 deep
        let deepest = try write("chain-1040.yaml", chain(1_040))
        let tooDeep = try write("chain-10000.yaml", chain(10_000))

        // Then the first loads and traces to its leaf
        XCTAssertEqual(try run(["check", deepest]).status, 0)
        let trace = try run(["trace", deepest, "--at", "5,5"])
        XCTAssertTrue(trace.stdout.contains("hit view: leaf"), trace.stdout.suffix(500).description)
        // and the second is rejected with the nesting limit
        try assertRejected(tooDeep, line: 4, mentions: ["nested more than 2100 levels deep (the limit)"])
    }

    func testA100kViewFileLoadsAndTraces() throws {
        // Given 100 groups of 999 views, plus the groups and the root: 100,001 views
        var lines = ["view:", "  id: root", "  subviews:"]
        for g in 0..<100 {
            lines += ["    - id: g\(g)", "      frame: [0, \(g * 8), 390, 8]", "      subviews:"]
            for l in 0..<999 { lines.append("        - {id: v\(g)_\(l), frame: [\(l % 390), 0, 1, 8]}") }
        }
        let path = try write("views-100k.yaml", lines.joined(separator: "\n") + "\n")

        // Then it loads and a trace finds the tiny view under the point
        XCTAssertEqual(try run(["check", path]).status, 0)
        let trace = try run(["trace", path, "--at", "5.5,20"])
        XCTAssertTrue(trace.stdout.contains("hit view: v2_"), trace.stdout.suffix(300).description)
    }

    func testMoreThan200kViewsIsRejectedNamingTheLimit() throws {
        let path = try write("views-200k.yaml", "view:\n  id: root\n  subviews:\n"
            + (0..<200_000).map { "    - {id: s\($0)}\n" }.joined())
        try assertRejected(path, line: 200_003, mentions: ["too many views", "the limit is 200000"])
    }

    func testYAMLAliasBombsAreRejectedAtOnce() throws {
        // A billion laughs made of views: each level lists the one before ten times
        var views = "view:\n  id: root\n  subviews:\n    - &v0 {id: a0, frame: [0, 0, 10, 10]}\n"
        for i in 1...12 { views += "    - &v\(i) {id: a\(i), subviews: [\((0..<10).map { _ in "*v\(i - 1)" }.joined(separator: ", "))]}\n" }
        let viewBomb = try write("alias-bomb-views.yaml", views)
        // and the classic one, in lists of text
        var laughs = "view: {id: root}\nexpect:\n  - notInLog: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for i in 1...9 { laughs += "  - notInLog: &l\(i) [\((0..<10).map { _ in "*l\(i - 1)" }.joined(separator: ", "))]\n" }
        let textBomb = try write("alias-bomb-text.yaml", laughs)

        for path in [viewBomb, textBomb] {
            let start = Date()
            let result = try run(["check", path])
            XCTAssertEqual(result.status, 1)
            XCTAssertLessThan(Date().timeIntervalSince(start), 30, "a bomb must not hang the loader")
            XCTAssertTrue(result.stderr.hasPrefix(path + ":"), result.stderr)
        }
        let result = try run(["check", viewBomb])
        XCTAssertTrue(result.stderr.contains("used again through a YAML alias"), result.stderr)
    }

    func testAMegabyteAliasedThousandsOfTimesIsRefusedAtTheAliasWithinAnAddressSpaceCap() throws {
        // Precondition: issue 43's generator, a 1.4 MB file asking for 6 GB of label text
        let megabyte = "title: &big \"" + String(repeating: "x", count: 1 << 20) + "\"\nview:\n  id: root\n  subviews:\n"
        let path = try write("aliased-text.yaml", megabyte + (0..<6_000).map { "    - {id: l\($0), class: label, text: *big}\n" }.joined())

        // Action: `check` with 2.5 GB of address space, as the acceptance checks run it
        let result = try TapLabProcess.run(["check", path], setup: "ulimit -v 2500000", redirections: "")

        // Assertion: no abort, one error at the 17th alias
        XCTAssertEqual(result.status, 1, result.stderr.prefix(500).description)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.map { String($0.prefix(path.count + 7)) }, [path + ":21:37:"])
    }

    func testA50MBFileIsRejectedNamingTheLimit() throws {
        // Given a 50 MB file (sparse: the size is what is checked, before reading)
        let path = folder.appendingPathComponent("big.yaml").path
        _ = FileManager.default.createFile(atPath: path, contents: Data("view: {id: root}\n".utf8))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 50 * 1024 * 1024)
        try handle.close()

        try assertRejected(path, line: 1, mentions: ["file is 50 MB", "limited to 16 MB"])
        XCTAssertEqual(try run(["trace", path, "--at", "1,1"]).status, 1)
    }

    func testAPathWithAMillionSegmentsIsRejectedNamingTheLimitAndOneUnderItWorks() throws {
        func layout(_ segments: Int) -> String {
            let path = "M0 0 " + (0..<segments).map { "L\($0 % 100) \($0 * 7 % 100)" }.joined(separator: " ") + " Z"
            return "view:\n  id: root\n  subviews:\n    - id: shape\n      frame: [0, 0, 100, 100]\n      hitShape: {path: \"\(path)\"}\n"
        }
        let huge = try write("path-1m.yaml", layout(1_000_000))
        let large = try write("path-99k.yaml", layout(99_990))

        try assertRejected(huge, line: 6, mentions: ["too many path commands", "the limit is 100000"])
        XCTAssertEqual(try run(["check", large]).status, 0)
        XCTAssertEqual(try run(["trace", large, "--at", "50,50"]).status, 0)
    }
}
