import Foundation
import XCTest

/// Every command takes `--lang zh|en` (SPEC 15) and words its messages —
/// errors, notes, status lines, `validate()`'s refusals — in it, or in the
/// locale's language without it. ArgumentParser's own words ("Missing
/// expected argument", its usage lines) stay its own.
final class MessageLanguageTests: XCTestCase {
    private let layout = "Layouts/000-overlapping-buttons.yaml"
    private let commands = ["run", "trace", "replay", "check", "shot", "timeline", "record", "gallery", "import", "new", "figure"]

    func testEveryCommandTakesLang() throws {
        for command in commands {
            // Action
            let result = try TapLabProcess.run([command, "--help"])

            // Assertion
            XCTAssertEqual(result.status, 0, command)
            XCTAssertTrue(result.stdout.contains("--lang <zh|en>"), "\(command) has no --lang:\n\(result.stdout)")
        }
    }

    func testCheckWordsItsReportItsSummaryAndItsDiagnosticsInChinese() throws {
        // Precondition: a broken layout and a folder with none
        let empty = try makeTemporaryFolder("check-zh").path

        // Action
        let result = try TapLabProcess.run(["check", "Tests/taplabTests/Fixtures/broken.yaml", empty, "--lang", "zh"])

        // Assertion: the report and summary in Chinese, each diagnostic's severity too
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "失败 Tests/taplabTests/Fixtures/broken.yaml\n0 个通过，1 个失败\n")
        XCTAssertTrue(result.stderr.contains("\(empty): 错误: 这个文件夹中没有布局文件（check 读取 .yaml 和 .yml 文件；视图层级转储请单独给出路径）\n"),
                      result.stderr)
        let diagnostics = result.stderr.split(separator: "\n").filter { $0.hasPrefix("Tests/taplabTests/Fixtures/broken.yaml:") }
        XCTAssertFalse(diagnostics.isEmpty, result.stderr)
        for line in diagnostics { XCTAssertTrue(line.contains(": 错误: "), String(line)) }
        XCTAssertFalse(result.stderr.contains(": error: "), result.stderr)
    }

    func testWithoutLangTheLocaleChoosesTheLanguage() throws {
        // Precondition: a Chinese locale, no --lang
        var environment = ProcessInfo.processInfo.environment.filter { !["LC_ALL", "LC_MESSAGES", "LANG"].contains($0.key) }
        environment["LANG"] = "zh_CN.UTF-8"

        // Action
        let chinese = try TapLabProcess.run(["check", layout], environment: environment)
        let english = try TapLabProcess.run(["check", layout, "--lang", "en"], environment: environment)

        // Assertion: --lang wins over the locale
        XCTAssertEqual(chinese.status, 0, chinese.stderr)
        XCTAssertTrue(chinese.stdout.hasPrefix("通过 \(layout)（"), chinese.stdout)
        XCTAssertTrue(chinese.stdout.hasSuffix("1 个通过，0 个失败\n"), chinese.stdout)
        XCTAssertTrue(english.stdout.hasPrefix("ok   \(layout) ("), english.stdout)
        XCTAssertTrue(english.stdout.hasSuffix("1 passed, 0 failed\n"), english.stdout)
    }

    func testAShotIntoAMissingFolderIsRefusedInChinese() throws {
        // Precondition
        let folder = try makeTemporaryFolder("shot-zh").appendingPathComponent("missing").path

        // Action
        let result = try TapLabProcess.run(["shot", layout, "--tap", "200,300", "-o", folder + "/x.png", "--lang", "zh"])

        // Assertion
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "错误: 无法写入 \(folder)/x.png：文件夹 \(folder) 不存在（请先创建它）\n")
    }

    func testAShotOfAMissingLayoutNamesTheSeverityInChinese() throws {
        // Action
        let result = try TapLabProcess.run(["shot", "Layouts/no-such-layout.yaml", "--tap", "5000,5000", "-o", "x.png", "--lang", "zh"])

        // Assertion: the loader's place and the severity word in Chinese
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("Layouts/no-such-layout.yaml:1:1: 错误: "), result.stderr)
    }

    func testAValidationErrorIsWordedInTheCommandsLanguage() throws {
        // Action
        let trace = try TapLabProcess.run(["trace", layout, "--lang", "zh"])
        let shot = try TapLabProcess.run(["shot", layout, "-o", "x.png", "--scale", "9", "--lang", "zh"])
        let english = try TapLabProcess.run(["shot", layout, "-o", "x.png", "--scale", "9"])

        // Assertion: a usage error (64), its sentence in Chinese after ArgumentParser's own "Error: "
        XCTAssertEqual(trace.status, 64)
        XCTAssertTrue(trace.stderr.hasPrefix("Error: 请给出点：--at x,y，或用 --on ID 点按一个视图\n"), trace.stderr)
        XCTAssertEqual(shot.status, 64)
        XCTAssertTrue(shot.stderr.hasPrefix("Error: --scale 必须是 1 到 6 之间的整数（每点的像素数），而不是 9\n"), shot.stderr)
        XCTAssertTrue(english.stderr.hasPrefix("Error: --scale must be a whole number from 1 to 6 (pixels per point), not 9\n"), english.stderr)
    }

    func testAnImportOfSomethingThatIsNoDumpSaysSoInChinese() throws {
        // Action
        let result = try TapLabProcess.run(["import", layout, "--lang", "zh"])

        // Assertion
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("\(layout):1:1: 错误: 这不是视图层级转储"), result.stderr)
    }
}
