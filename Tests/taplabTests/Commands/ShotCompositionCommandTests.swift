import Foundation
import XCTest
import PictureText

/// `taplab shot`'s options for slides: crop, aspect, legend, theme, language.
final class ShotCompositionCommandTests: XCTestCase {
    private let layout = "Layouts/000-overlapping-buttons.yaml"

    func testACroppedShotAt16By9IsWrittenAt16By9() throws {
        // Given seed 000 with its script's tap
        let folder = try makeTemporaryFolder("compose")
        let output = folder.appendingPathComponent("slide.png").path
        // When it is shot cropped to what the walk and chain talk about, at 16:9
        let result = try TapLabProcess.run(["shot", layout, "-o", output, "--script", "--overlay", "walk,chain",
                                            "--crop", "auto", "--aspect", "16:9", "--lang", "zh"])
        // Then the command says it wrote a 16:9 picture (in Chinese: `已写入 FILE（WxH）`)
        XCTAssertEqual(result.status, 0, result.stderr)
        let size = try XCTUnwrap(result.stdout.split { $0 == "(" || $0 == "（" }.last?.dropLast(2).split(separator: "x").compactMap { Double($0) })
        guard size.count == 2 else { return XCTFail(result.stdout) }
        XCTAssertEqual(size[0] / size[1], 16.0 / 9.0, accuracy: 0.01)
    }

    func testWalkEachDrawsAPanelPerTapTitledWithItsHitViewAndItsOwnVerdict() throws {
        // Precondition: Apple's walk-order layout, three taps (A, then B twice)
        let output = try makeTemporaryFolder("compose").appendingPathComponent("each.svg").path

        // Action
        let result = try TapLabProcess.run(["shot", "Layouts/000-walk-order.yaml", "-o", output, "--overlay", "walk", "--walk", "each",
                                            "--tap", "100,200", "--tap", "300,500", "--tap", "200,700", "--legend", "none"])

        // Assertion: three titles left to right, each panel's "hit" badge under its own title, naming its own view
        XCTAssertEqual(result.status, 0, result.stderr)
        let texts = try SVGText.read(try Data(contentsOf: URL(fileURLWithPath: output))).texts
        let titles = ["tap 1 → A", "tap 2 → B", "tap 3 → B"].map { title in texts.first { $0.string == title } }
        let xs = try titles.map { try XCTUnwrap($0, "\(texts.map(\.string))").baseline.x }
        XCTAssertEqual(xs, xs.sorted())
        let hits = texts.filter { $0.string.hasSuffix("· hit") }.sorted { $0.baseline.x < $1.baseline.x }
        XCTAssertEqual(hits.map(\.string), ["A · hit", "B · hit", "B · hit"])
        for (hit, x) in zip(hits, xs) { XCTAssertGreaterThanOrEqual(hit.baseline.x, x - 20) }
        for (hit, next) in zip(hits, xs.dropFirst()) { XCTAssertLessThan(hit.baseline.x, next) }
    }

    func testACropNamingAnUnknownViewIsAnErrorThatNamesItAndSuggestsTheClosest() throws {
        // Given seed 000, which has button1 and button2
        let folder = try makeTemporaryFolder("compose")
        // When the crop names "buton2"
        let result = try TapLabProcess.run(["shot", layout, "-o", folder.appendingPathComponent("x.png").path, "--crop", "green,buton2"])
        // Then the command fails, naming the view and the likely one meant
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("--crop: no view named 'buton2'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean 'button2'?"), result.stderr)
    }

    func testMisspeltAspectLegendThemeAndLanguageAreErrorsListingTheChoices() throws {
        // Given seed 000
        let output = try makeTemporaryFolder("compose").appendingPathComponent("x.png").path
        // When each option gets a word it does not know
        let cases: [([String], [String])] = [
            (["--aspect", "16:10"], ["16:9", "4:3", "1:1"]),
            (["--legend", "fr"], ["none", "full", "line", "en", "zh"]),
            (["--theme", "blue"], ["light", "dark"]),
            (["--lang", "de"], ["en", "zh"]),
        ]
        for (arguments, choices) in cases {
            let result = try TapLabProcess.run(["shot", layout, "-o", output] + arguments)
            // Then the command refuses, naming the option and the word, and saying what it accepts
            XCTAssertNotEqual(result.status, 0)
            XCTAssertTrue(result.stderr.contains(arguments[0]) && result.stderr.contains("'\(arguments[1])'"), "\(arguments): \(result.stderr)")
            for choice in choices { XCTAssertTrue(result.stderr.contains(choice), "\(arguments): \(choice) in \(result.stderr)") }
        }
    }
}
