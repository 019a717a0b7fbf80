import Foundation
import XCTest

/// `--lang` is one option, parsed once (`Language: ExpressibleByArgument`):
/// in every command that takes it, `ZH` means `zh` and `En` means `en`,
/// and a language TapLab does not have is refused the same way.
final class LanguageOptionTests: XCTestCase {
    private let layout = "Layouts/000-overlapping-buttons.yaml"

    /// Each command that takes `--lang`, writing to `output` when it writes a file.
    private func commands(writingTo output: String) -> [[String]] {
        [["trace", layout, "--at", "200,300"],
         ["replay", layout, "--why", "button1"],
         ["shot", layout, "--tap", "200,300", "--overlay", "walk", "-o", output + ".svg"],
         ["record", layout, "--fps", "2", "-o", output + ".gif"],
         ["timeline", layout, "-o", output + ".svg"],
         ["figure", "tree", layout, "-o", output + "-tree.svg"]]
    }

    func testUpperCaseLanguageNamesMeanTheSameInEveryCommand() throws {
        // Precondition
        let folder = try makeTemporaryFolder("lang")
        for (lower, upper) in zip(commands(writingTo: folder.appendingPathComponent("lower").path),
                                  commands(writingTo: folder.appendingPathComponent("upper").path)) {
            // Action
            let a = try TapLabProcess.run(lower + ["--lang", "zh"])
            let b = try TapLabProcess.run(upper + ["--lang", "ZH"])

            // Assertion: the same exit, the same words, the same file.
            XCTAssertEqual(a.status, 0, "\(lower.first ?? ""): \(a.stderr)")
            XCTAssertEqual(b.status, a.status, upper.first ?? "")
            XCTAssertEqual(b.stdout.replacingOccurrences(of: "upper", with: "lower"), a.stdout, upper.first ?? "")
            if let out = lower.firstIndex(of: "-o").map({ lower[$0 + 1] }), let outB = upper.firstIndex(of: "-o").map({ upper[$0 + 1] }) {
                XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: outB)), try Data(contentsOf: URL(fileURLWithPath: out)),
                               "\(lower.first ?? "") --lang ZH wrote another file than --lang zh")
            }
        }
    }

    func testALanguageTapLabDoesNotHaveIsRefusedAlikeInEveryCommand() throws {
        // Precondition
        let folder = try makeTemporaryFolder("lang")
        var messages: Set<String> = []
        for command in commands(writingTo: folder.appendingPathComponent("x").path) + [["run", layout]] {
            // Action
            let result = try TapLabProcess.run(command + ["--lang", "fr"])

            // Assertion: a usage error naming the value and the choices.
            XCTAssertEqual(result.status, 64, command.first ?? "")
            let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
            XCTAssertTrue(first.contains("'fr'") && first.contains("--lang"), "\(command.first ?? ""): \(first)")
            messages.insert(first)
        }
        XCTAssertEqual(messages.count, 1, "one parser, one message: \(messages)")
    }
}
