import Foundation
import XCTest

/// `taplab trace --lang zh`: the walk's reasons, the `--why` answer and the
/// report's own words in Chinese (golden files a Chinese reader reviewed);
/// `--lang en` and no locale print the English goldens byte for byte; the
/// locale decides when `--lang` is not given; `--json` stays English.
final class ChineseTraceTests: XCTestCase {
    private func transcript(_ arguments: [String], environment: [String: String]? = nil) throws -> String {
        try TapLabProcess.run(arguments, environment: environment).transcript(arguments)
    }

    private func english(_ locale: String) -> [String: String] {
        ProcessInfo.processInfo.environment.filter { !["LC_ALL", "LC_MESSAGES"].contains($0.key) }.merging(["LANG": locale]) { $1 }
    }

    func testTheEnlargedButtonsWalkReadsInChinese() throws {
        let arguments = ["trace", "Layouts/000-enlarged-button.yaml", "--at", "177,282", "--lang", "zh"]
        GoldenFile.assertMatches(try transcript(arguments), "trace-000-enlarged-zh.txt")
    }

    func testWhyAPointJustOutsideTheButtonMissesItReadsInChinese() throws {
        let arguments = ["trace", "Layouts/000-enlarged-button.yaml", "--at", "77,282", "--why", "plain", "--lang", "zh"]
        GoldenFile.assertMatches(try transcript(arguments), "trace-000-enlarged-why-zh.txt")
    }

    func testTheGesturePuzzlesWalkAndWhyARecognizerIsNoHitViewReadInChinese() throws {
        let arguments = ["trace", "Layouts/001-gesture-puzzle.yaml", "--at", "195,400", "--why", "tapA", "--lang", "zh"]
        GoldenFile.assertMatches(try transcript(arguments), "trace-001-puzzle-zh.txt")
    }

    func testWhyACoveredButtonIsNotHitReadsInChinese() throws {
        let arguments = ["trace", "Layouts/000-overlapping-buttons.yaml", "--at", "250,250", "--why", "button1", "--lang", "zh"]
        GoldenFile.assertMatches(try transcript(arguments), "trace-000-why-zh.txt")
    }

    func testLangEnPrintsTheEnglishGoldenFilesByteForByte() throws {
        for (arguments, golden) in [
            (["trace", "Layouts/000-overlapping-buttons.yaml", "--at", "200,300"], "trace-000.txt"),
            (["trace", "docs/examples/settings-switch.yaml", "--at", "100,165", "--why", "notifySwitch"], "trace-switch-why.txt"),
            (["trace", "Layouts/000-parent-interaction-off.yaml", "--at", "200,300", "--why", "button2"], "trace-interaction-off-why.txt"),
        ] {
            // Precondition: the golden transcript, recorded without --lang.
            let expected = try String(contentsOf: GoldenFile.folder.appendingPathComponent(golden), encoding: .utf8)

            // Action: the same command with --lang en, under a Chinese locale.
            let result = try TapLabProcess.run(arguments + ["--lang", "en"], environment: english("zh_CN.UTF-8"))

            // Assertion
            XCTAssertEqual(result.transcript(arguments), expected, golden)
        }
    }

    func testTheLocaleChoosesTheLanguageWhenLangIsNotGiven() throws {
        // Precondition
        let arguments = ["trace", "Layouts/000-enlarged-button.yaml", "--at", "177,282"]
        let chinese = try TapLabProcess.run(arguments + ["--lang", "zh"]).stdout

        // Action
        let underChineseLocale = try TapLabProcess.run(arguments, environment: english("zh_CN.UTF-8")).stdout
        let underFrenchLocale = try TapLabProcess.run(arguments, environment: english("fr_FR.UTF-8")).stdout

        // Assertion
        XCTAssertEqual(underChineseLocale, chinese)
        XCTAssertTrue(underFrenchLocale.hasPrefix("hitTest at (177, 282)"), underFrenchLocale)
    }

    func testJSONIsEnglishWhateverTheLanguage() throws {
        // Precondition
        let arguments = ["trace", "Layouts/000-overlapping-buttons.yaml", "--at", "140,230", "--why", "button1", "--json"]

        // Action
        let chinese = try TapLabProcess.run(arguments + ["--lang", "zh"])
        let plain = try TapLabProcess.run(arguments)

        // Assertion
        XCTAssertEqual(chinese.status, 0)
        XCTAssertEqual(chinese.stdout, plain.stdout)
    }

    func testAnUnknownLanguageIsRejectedWithTheChoices() throws {
        // Action
        let result = try TapLabProcess.run(["trace", "Layouts/000-overlapping-buttons.yaml", "--at", "1,1", "--lang", "fr"])

        // Assertion
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(result.status, 64, "a usage error")
        for word in ["'fr'", "--lang", "'en'", "'zh'"] { XCTAssertTrue(result.stderr.contains(word), "\(word) in \(result.stderr)") }
    }

    func testTheReadmesChineseExampleIsWhatTraceLangZhPrints() throws {
        // Precondition: the README's block under "中文".
        let readme = try String(contentsOf: TapLabProcess.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let command = "$ taplab trace Layouts/000-parent-interaction-off.yaml --at 200,300 --why button2 --lang zh\n"
        let start = try XCTUnwrap(readme.range(of: command)).upperBound
        let quoted = try XCTUnwrap(readme[start...].components(separatedBy: "```").first)

        // Action
        let printed = try TapLabProcess.run(["trace", "Layouts/000-parent-interaction-off.yaml", "--at", "200,300",
                                             "--why", "button2", "--lang", "zh"]).stdout

        // Assertion
        XCTAssertEqual(quoted, printed)
    }
}
