import Foundation
import TapExplain
import TapKit
import XCTest

/// The docs quote real output; these tests fail when a quote goes stale.
final class DocsTests: XCTestCase {
    func testEveryQuotedCommandInTheDocsStillPrintsWhatTheDocsShow() throws {
        // Given every doc template
        let root = TapLabProcess.repositoryRoot
        let templates = root.appendingPathComponent("docs/templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: templates.path).filter { $0.hasSuffix(".tmpl.md") }
        XCTAssertFalse(names.isEmpty)
        for name in names.sorted() {
            // When it is rendered again by running every quoted command
            let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("taplab-\(name)")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", root.appendingPathComponent("scripts/render-docs.py").path,
                                 templates.appendingPathComponent(name).path, fresh.path]
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
            // Then it is what docs/ holds (run `make docs` after changing behaviour)
            let doc = root.appendingPathComponent("docs").appendingPathComponent(name.replacingOccurrences(of: ".tmpl.md", with: ".md"))
            let expected = try String(contentsOf: doc, encoding: .utf8)
            let actual = try String(contentsOf: fresh, encoding: .utf8)
            if expected != actual {
                XCTFail("\(doc.lastPathComponent) is out of date; run `make docs`:\n" + GoldenFile.diff(expected, actual))
            }
        }
    }

    func testTheReadmeNamesEveryWhyRuleAndEveryKeyOfTraceJSON() throws {
        // Given the README's paragraph on `--why` and `--json`
        let readme = try String(contentsOf: TapLabProcess.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "`--why ID` names the first rule")).lowerBound
        let paragraph = String(readme[start...].components(separatedBy: "\n\n")[0])
        // When a trace with --why is printed as JSON
        let result = try TapLabProcess.run(["trace", "Layouts/000-parent-interaction-off.yaml", "--at", "200,300",
                                            "--why", "button2", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let step = try XCTUnwrap((json["walk"] as? [[String: Any]])?.first)
        let why = try XCTUnwrap(json["why"] as? [String: Any])
        let stacked = try TapLabProcess.run(["trace", "Layouts/000-parent-interaction-off.yaml", "--at", "200,300", "--stack", "--json"])
        let stackJSON = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(stacked.stdout.utf8)) as? [String: Any])
        let layer = try XCTUnwrap((stackJSON["stack"] as? [[String: Any]])?.first)
        // Then the paragraph names every rule and every key, its own, its walk steps' and its why's
        for rule in WhyAnswer.Rule.allCases {
            XCTAssertTrue(paragraph.contains("`\(rule.rawValue)`"), "README's --why list lacks \(rule.rawValue)")
        }
        for key in Set(json.keys).union(step.keys).union(why.keys).union(stackJSON.keys).union(layer.keys) {
            XCTAssertTrue(paragraph.contains("`\(key)`"), "README's --json list lacks \(key)")
        }
    }

    func testEveryDocExampleLayoutPassesCheck() throws {
        // Given the small layouts the docs use
        // When they are checked
        let result = try TapLabProcess.run(["check", "docs/examples"])
        // Then they pass
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    }
}

/// The gallery page and its pictures are generated; this keeps them current.
final class GalleryTests: XCTestCase {
    func testTheGalleryPageAndPicturesMatchTheLayouts() throws {
        // Given the layouts and docs/GALLERY.md with docs/images
        // When the gallery is rendered again in memory
        let result = try TapLabProcess.run(["gallery", "Layouts", "--output", "docs", "--check"])
        // Then nothing differs (run `make gallery` after changing a layout)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    }
}

/// The README's walk from "my button does nothing" to the answer is what `trace` prints.
final class ReadmeWhyWalkthroughTests: XCTestCase {
    func testTheReadmesLikeButtonAnswerIsWhatTracePrints() throws {
        // Precondition: the README's block after the command
        let readme = try String(contentsOf: TapLabProcess.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let command = "$ taplab trace docs/examples/like-dump.json --on likeButton --why likeButton | tail -2\n"
        let start = try XCTUnwrap(readme.range(of: command)).upperBound
        let quoted = try XCTUnwrap(readme[start...].components(separatedBy: "```").first)

        // Action
        let printed = try TapLabProcess.run(["trace", "docs/examples/like-dump.json", "--on", "likeButton", "--why", "likeButton"]).stdout

        // Assertion: the last two lines, the answer and its fix
        let lastTwo = printed.split(separator: "\n").suffix(2).joined(separator: "\n") + "\n"
        XCTAssertEqual(quoted, lastTwo)
    }
}
