import Foundation
import TapFiles
import XCTest

/// `FileWriteError.folder(of:)`, the one place an output's folder is worked
/// out: every path shape, one-character names included (issue 26: `-o a`
/// trapped in Foundation's `deletingLastPathComponent`).
final class FileWriteErrorTests: XCTestCase {
    /// An independent reading: the path's non-empty components; the folder is
    /// all but the last, rooted when the path starts with a slash.
    private func oracle(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count > 1 else { return absolute ? "/" : "." }
        return (absolute ? "/" : "") + parts.dropLast().joined(separator: "/")
    }

    func testTheFoldersOfPathsPeopleWrite() {
        // Action and assertion
        for (path, folder) in [("a", "."), ("-", "."), ("ab", "."), ("./a", "."), ("out/a.png", "out"), ("/a.png", "/"),
                               ("out/", "."), ("/", "/"), ("", "."), ("a//b.svg", "a"), ("/tmp/x/y.pdf", "/tmp/x")] {
            XCTAssertEqual(FileWriteError.folder(of: path), folder, path)
        }
    }

    func testAnyPathGetsTheFolderTheOracleReads() {
        // Precondition: 20,000 paths from slashes, dots, dashes, spaces, letters and a Chinese character
        let alphabet: [Character] = ["a", "b", "/", "/", ".", "-", " ", "漢"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }

        for _ in 0..<20_000 {
            let path = String((0..<(next() % 9)).map { _ in alphabet[next() % alphabet.count] })

            // Action
            let folder = FileWriteError.folder(of: path)

            // Assertion: the same folder (doubled slashes inside name it too)
            var collapsed = folder
            while collapsed.contains("//") { collapsed = collapsed.replacingOccurrences(of: "//", with: "/") }
            XCTAssertEqual(collapsed, oracle(path), "'\(path)'")
        }
    }
}
