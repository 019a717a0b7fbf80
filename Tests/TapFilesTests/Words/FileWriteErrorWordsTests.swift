import Foundation
import TapExplain
import XCTest
@testable import TapFiles

/// A refusal to write is worded in the reader's language: the English as
/// before, the Chinese from Sources/TapFiles/Words, the force as the caller
/// names it in both.
final class FileWriteErrorWordsTests: XCTestCase {
    private let errors: [FileWriteError] = [
        .directoryMissing(path: "/nonexistent/x.png"), .directoryMissing(path: "/etc/hostname/x.png"), .isDirectory(path: "/tmp"),
        .notWritable(path: "/x.png"), .notRegularFile(path: "/dev/null"), .systemName(path: "/dev/full"),
        .symbolicLink(path: "a.png", destination: "b.png"), .hardLinked(path: "a.png", links: 2), .notTapLabFile(path: "a.png"),
        .system(path: "a.png", operation: "rename", errno: ENOSPC),
    ]

    func testEveryRefusalIsWordedInEnglishAndChinese() {
        for error in errors {
            // Action
            let english = error.message(force: "--force"), chinese = error.message(force: "--force", in: .zh)

            // Assertion: Chinese words, the path kept as it is
            XCTAssertEqual(english, error.message(force: "--force", in: .en))
            XCTAssertEqual(english, error.description)
            XCTAssertNotEqual(chinese, english)
            XCTAssertTrue(chinese.hasPrefix("无法写入 "), chinese)
            XCTAssertTrue(chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, chinese)
        }
    }

    func testTheWayToForceIsNamedAsTheCallerSaysIt() {
        // Precondition
        let error = FileWriteError.symbolicLink(path: "a.png", destination: "b.png")

        // Action
        let problem = error.worded(force: "force: true")

        // Assertion
        XCTAssertTrue(problem.text(in: .en).contains("pass force: true to replace the link itself"), problem.text(in: .en))
        XCTAssertTrue(problem.text(in: .zh).contains("传入 force: true"), problem.text(in: .zh))
    }
}
