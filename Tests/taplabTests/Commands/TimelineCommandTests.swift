import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
import PictureText

/// `taplab timeline`: every gallery layout's script as SVG, PDF and PNG.
final class TimelineCommandTests: XCTestCase {
    func testEveryGalleryLayoutWithAScriptGetsAnSVGThatParsesAPDFAndAPNG() throws {
        // Precondition
        let folder = try makeTemporaryFolder("taplab-timeline")
        let layouts = try FileManager.default.contentsOfDirectory(atPath: TapLabProcess.repositoryRoot.appendingPathComponent("Layouts").path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertGreaterThan(layouts.count, 20)

        for layout in layouts {
            let text = try String(contentsOf: TapLabProcess.repositoryRoot.appendingPathComponent("Layouts/\(layout)"), encoding: .utf8)
            guard text.contains("\nscript:") else { continue }
            let base = folder.appendingPathComponent((layout as NSString).deletingPathExtension).path
            for ext in ["svg", "pdf", "png"] {
                // Action
                let result = try TapLabProcess.run(["timeline", "Layouts/\(layout)", "-o", "\(base).\(ext)"])

                // Assertion
                XCTAssertEqual(result.status, 0, "\(layout) .\(ext): \(result.stderr)")
                XCTAssertEqual(result.stdout, "wrote \(base).\(ext)\n")
            }
            let svg = try Data(contentsOf: URL(fileURLWithPath: base + ".svg"))
            let parser = XMLParser(data: svg)
            XCTAssertTrue(parser.parse(), "\(layout): \(parser.parserError.map(String.init(describing:)) ?? "")")
            XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: base + ".pdf")).prefix(5)), Array("%PDF-".utf8), layout)
            XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: base + ".png")).prefix(4)), [0x89, 0x50, 0x4E, 0x47], layout)
        }
    }

    func testAScriptFileIsDrawnInsteadOfTheLayoutsOwnAndAnEmptyOneIsAnError() throws {
        // Precondition: a double tap on the puzzle's B, and a script with no steps
        let folder = try makeTemporaryFolder("taplab-timeline")
        let script = try write("double.yaml", "- doubleTap: [195, 400]\n", in: folder)
        let empty = try write("empty.yaml", "[]\n", in: folder)
        let output = folder.appendingPathComponent("double.svg").path

        // Action
        let drawn = try TapLabProcess.run(["timeline", "Layouts/001-gesture-puzzle.yaml", "-o", output, "--script", script])
        let refused = try TapLabProcess.run(["timeline", "Layouts/001-gesture-puzzle.yaml", "-o", output + ".pdf", "--script", empty])

        // Assertion
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output))
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("no script steps, so there is nothing to draw"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output + ".pdf"))
    }

    func testAnUnknownLanguageIsRefusedBeforeAnythingIsDrawn() throws {
        // Precondition
        let output = try makeTemporaryFolder("taplab-timeline").appendingPathComponent("x.svg").path

        // Action
        let result = try TapLabProcess.run(["timeline", "Layouts/001-gesture-puzzle.yaml", "-o", output, "--lang", "fr"])

        // Assertion
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(result.status, 64, "a usage error")
        XCTAssertTrue(result.stderr.contains("--lang") && result.stderr.contains("'fr'"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testALayoutFileIsNeverTheOutput() throws {
        // Action
        let result = try TapLabProcess.run(["timeline", "Layouts/001-gesture-puzzle.yaml", "-o", "Layouts/001-gesture-puzzle.yaml"])

        // Assertion
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("TapLab never writes to layout files"), result.stderr)
    }

    func testASlideTimelineIsDarkExactlySizedAndLeavesOutTheChainWhenAsked() throws {
        // Precondition
        let output = try makeTemporaryFolder("taplab-timeline").appendingPathComponent("slide.svg").path

        // Action: --lang in capitals, as people type it
        let result = try TapLabProcess.run(["timeline", "Layouts/001-gesture-puzzle.yaml", "-o", output, "--theme", "dark",
                                            "--size", "1920x1080", "--lanes", "touched", "--lang", "ZH"])

        // Assertion: 1920×1080 on dark paper; B and tapA keep their lanes, the chain's are gone; states are Chinese words
        XCTAssertEqual(result.status, 0, result.stderr)
        let document = try SVGText.read(try Data(contentsOf: URL(fileURLWithPath: output)))
        XCTAssertEqual(document.size, CGSize(width: 1920, height: 1080))
        let words = document.texts.map(\.string)
        XCTAssertTrue(words.contains("B") && words.contains("tapA"), "\(words)")
        XCTAssertFalse(words.contains("rootVC") || words.contains("appDelegate"), "\(words)")
        XCTAssertTrue(words.contains("已识别"), "\(words)")
        XCTAssertFalse(words.contains("recognized"), "\(words)")
        let source = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(source.contains("rgb(10.980392%,10.980392%,11.764706%)"), "no dark paper")
    }

    func testNamesClassWritesEachLanesUIKitClassBesideItsId() throws {
        // Precondition
        let output = try makeTemporaryFolder("taplab-timeline").appendingPathComponent("classes.svg").path

        // Action
        let result = try TapLabProcess.run(["timeline", "Layouts/001-gesture-puzzle.yaml", "-o", output, "--names", "class"])

        // Assertion: a teacher's names, each lane still findable by its id
        XCTAssertEqual(result.status, 0, result.stderr)
        let words = try SVGText.read(try Data(contentsOf: URL(fileURLWithPath: output))).texts.map(\.string)
        for name in ["UIView B", "UITapGestureRecognizer tapA", "UIViewController rootVC", "UIWindow main", "UIApplication application"] {
            XCTAssertTrue(words.contains(name), "no \(name) in \(words)")
        }
    }

    func testALongScriptsTimelineIsDrawnAsSVGAndScaledToAnExactSize() throws {
        // Precondition: 300 taps (15 s of script), wider than a PNG may be at its natural size
        let folder = try makeTemporaryFolder("taplab-timeline")
        let script = folder.appendingPathComponent("taps.yaml")
        try (0..<300).map { "- tap: [\(100 + $0 % 150), \(300 + $0 % 60)]\n" }.joined().write(to: script, atomically: true, encoding: .utf8)

        // Action
        let svg = try TapLabProcess.run(["timeline", "Layouts/001-gesture-puzzle.yaml", "--script", script.path, "-o",
                                         folder.appendingPathComponent("long.svg").path])
        let png = try TapLabProcess.run(["timeline", "Layouts/001-gesture-puzzle.yaml", "--script", script.path, "-o",
                                         folder.appendingPathComponent("long.png").path, "--size", "3840x1080"])

        // Assertion
        XCTAssertEqual(svg.status, 0, svg.stderr)
        XCTAssertEqual(png.status, 0, png.stderr)
    }
}

