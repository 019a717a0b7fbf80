import Foundation
import XCTest

/// README's "Use it from Swift" shows a complete program, a layout beside it
/// and what the program prints. The program is built here as
/// `readme-round-demo`; this test checks that the README still shows that
/// program, and that running it with the README's layout prints exactly
/// the README's output — so the README cannot drift from what TapLab does.
final class ReadmeProgramTests: XCTestCase {
    /// The fenced blocks of README's "Use it from Swift" section, in order.
    private func readmeBlocks() throws -> [(language: String, text: String)] {
        let readme = try String(contentsOf: CodeMatchesLayoutTests.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "## Use it from Swift")).upperBound
        let end = try XCTUnwrap(readme.range(of: "\n## ", range: start..<readme.endIndex)).lowerBound
        let parts = readme[start..<end].components(separatedBy: "```")
        return stride(from: 1, to: parts.count - 1, by: 2).map { i in
            let block = parts[i]
            let newline = block.firstIndex(of: "\n") ?? block.startIndex
            return (String(block[..<newline]), String(block[block.index(after: newline)...]))
        }
    }

    func testTheReadmeShowsTheProgramThatIsBuilt() throws {
        // Precondition
        let program = try XCTUnwrap(readmeBlocks().first { $0.language == "swift" && $0.text.contains("import TapLab") })

        // Action
        let built = try String(contentsOf: CodeMatchesLayoutTests.repositoryRoot
            .appendingPathComponent("Examples/Sources/readme-round-demo/main.swift"), encoding: .utf8)

        // Assertion
        XCTAssertEqual(built, program.text, "README's program and Examples/Sources/readme-round-demo/main.swift differ")
    }

    func testTheProgramPrintsWhatTheReadmeSays() throws {
        // Precondition: a folder with the README's round.yaml, where the program writes round.png.
        let blocks = try readmeBlocks()
        let layout = try XCTUnwrap(blocks.first { $0.language == "yaml" && $0.text.contains("class: RoundButton") })
        let expected = try XCTUnwrap(blocks.first { $0.language.isEmpty && $0.text.hasPrefix("hitTest at") })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try Data(layout.text.utf8).write(to: folder.appendingPathComponent("round.yaml"))

        // Action
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ExampleWindow.binary("readme-round-demo"))
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        // Assertion
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(printed, expected.text)
        let png = try Data(contentsOf: folder.appendingPathComponent("round.png"))
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }
}
