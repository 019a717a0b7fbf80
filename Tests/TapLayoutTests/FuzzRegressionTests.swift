import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// Inputs the fuzzers (`make fuzz`, Fuzz/) once crashed or hung on, kept so
/// that they never do again (docs/RELIABILITY.md, "Fuzzing"). Each file is
/// fed as the fuzzer fed it, its bytes as UTF-8 text, and must be rejected,
/// within a time limit, with diagnostics that point inside the file:
///
/// - `Regressions/layout/*.yaml`: layouts (`LayoutLoader.load(text:file:)`);
/// - `Regressions/script/*.yaml`: script files (`ScriptFile.load(text:file:)`);
/// - `Regressions/path/*.txt`: SVG path data (`SVGPathParser.parse`);
/// - `Regressions/import/*`: dumps that load, whose import must load too
///   (the layout fuzzer's invariant since issue 26).
///
/// Several files deliberately end without a line break; keep them that way.
/// A new crash: fix it, add the fuzzer's artifact here (renamed to say what it
/// is), and say what it was in docs/RELIABILITY.md.
final class FuzzRegressionTests: XCTestCase {
    /// Far more than any of these takes; a hang fails instead of blocking the run.
    static let timeLimitPerFile: TimeInterval = 10

    static var folder: URL? { Bundle.module.url(forResource: "Regressions", withExtension: nil) }

    static func files(_ kind: String, _ ext: String) throws -> [(name: String, text: String)] {
        let folder = try XCTUnwrap(Self.folder, "the test bundle has no Regressions folder")
            .appendingPathComponent(kind)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".\(ext)") }.sorted()
        return try names.map { name in
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            return (name, String(decoding: data, as: UTF8.self))
        }
    }

    /// Runs `work` on another thread and waits at most `timeLimitPerFile`.
    static func withinTimeLimit<T>(_ name: String, _ work: @escaping @Sendable () -> T) -> T? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.value = work()
            done.signal()
        }
        guard done.wait(timeout: .now() + timeLimitPerFile) == .success else {
            XCTFail("\(name) took more than \(timeLimitPerFile) s (a hang the fuzzer found is back)")
            return nil
        }
        return box.value
    }

    /// Every diagnostic names `file` and a line and column inside `text`.
    func assertInside(_ error: LayoutError, file: String, text: String) {
        XCTAssertFalse(error.diagnostics.isEmpty, "\(file): rejected without a diagnostic")
        let end = LayoutLoader.end(of: text)
        for d in error.diagnostics {
            XCTAssertEqual(d.file, file, "\(d)")
            XCTAssertTrue(d.line >= 1 && d.line <= end.line, "\(file): line \(d.line) is not in 1...\(end.line): \(d)")
            XCTAssertTrue(d.column >= 1, "\(file): column \(d.column): \(d)")
            if d.line == end.line { XCTAssertLessThanOrEqual(d.column, end.column, "\(file): past the end: \(d)") }
            XCTAssertFalse(d.message.isEmpty, "\(d)")
        }
    }

    // MARK: Tests

    /// Feeds every `kind` file to `load`, which must reject it (nil when it
    /// accepted the input), within the time limit; `check` then looks at the error.
    func assertEveryFile<E: Error>(_ kind: String, _ ext: String, isRejectedBy load: @escaping @Sendable (String, String) -> E?,
                                   check: (E, _ name: String, _ text: String) -> Void) throws {
        let files = try Self.files(kind, ext)
        XCTAssertFalse(files.isEmpty, "no \(kind) regressions")
        for (name, text) in files {
            // A hang was already reported by withinTimeLimit.
            guard let outcome = Self.withinTimeLimit(name, { load(name, text) }) else { continue }
            guard let error = outcome else {
                XCTFail("\(name) was accepted; it must be rejected")
                continue
            }
            check(error, name, text)
        }
    }

    func testEveryFuzzedLayoutIsRejectedWithDiagnosticsInsideTheFile() throws {
        try assertEveryFile("layout", "yaml", isRejectedBy: { name, text -> LayoutError? in
            do throws(LayoutError) { _ = try LayoutLoader.load(text: text, file: name) } catch { return error }
            return nil
        }, check: { error, name, text in assertInside(error, file: name, text: text) })
    }

    func testEveryFuzzedScriptIsRejectedWithDiagnosticsInsideTheFile() throws {
        try assertEveryFile("script", "yaml", isRejectedBy: { name, text -> LayoutError? in
            do throws(LayoutError) { _ = try ScriptFile.load(text: text, file: name) } catch { return error }
            return nil
        }, check: { error, name, text in assertInside(error, file: name, text: text) })
    }

    func testEveryFuzzedPathIsRejectedAtAnOffsetInsideTheData() throws {
        try assertEveryFile("path", "txt", isRejectedBy: { _, text -> SVGPathError? in
            do throws(SVGPathError) { _ = try SVGPathParser.parse(text) } catch { return error }
            return nil
        }, check: { error, name, text in
            XCTAssertTrue((0...text.count).contains(error.offset), "\(name): offset \(error.offset) outside the data")
            XCTAssertFalse(error.message.isEmpty, name)
        })
    }

    // MARK: The findings, one by one

    func testAnErrorAtTheEndOfAFileWithoutALineBreakPointsAtTheEndOfTheLastLine() {
        // Given: libyaml reports this one line past the last (line 2, column 1)
        let yaml = "view: {id: root"

        // When
        let lines = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines.first?.hasPrefix("test.yaml:1:16: error: invalid YAML:") == true, "\(lines)")
    }

    func testAnEmptyScriptDocumentWithoutALineBreakIsReportedOnItsOwnLine() {
        // When
        let result = Result { () throws(LayoutError) in try ScriptFile.load(text: "--- ", file: "s.yaml") }

        // Then
        guard case let .failure(error) = result else { return XCTFail("an empty script was accepted") }
        XCTAssertEqual(error.diagnostics.map(\.description),
                       ["s.yaml:1:5: error: script must be a list ([...] or '- ' items), found nothing"])
    }

    func testTheEndOfTheTextCountsLinesAsLibyamlDoes() {
        XCTAssertTrue(LayoutLoader.end(of: "") == (1, 1))
        XCTAssertTrue(LayoutLoader.end(of: "ab") == (1, 3))
        XCTAssertTrue(LayoutLoader.end(of: "ab\n") == (2, 1))
        XCTAssertTrue(LayoutLoader.end(of: "a\r\nbc") == (2, 3))
        XCTAssertTrue(LayoutLoader.end(of: "a\rb\u{2028}c\u{85}é") == (4, 2))
    }

    func testAMappingKeyThatExpandsPastTheLimitIsRejectedNamingTheLimit() throws {
        // Given: a few hundred bytes whose key expands to 10^9 nodes
        let text = try XCTUnwrap(Self.files("layout", "yaml").first { $0.name == "003-alias-key-bomb.yaml" }?.text)

        // When
        let lines = diagnostics(of: text)

        // Then
        XCTAssertEqual(lines, ["test.yaml:10:3: error: mapping keys that are aliases or collections expand to more than "
                               + "\(YAMLComposer.maxKeyNodes) YAML nodes by this key (the limit); keys are plain names"])
    }

    func testAnAliasBombInValuesBesideACollectionKeyIsRejectedNamingTheLimit() throws {
        // Given: a collection key beside an alias bomb in the values (when such
        // a file went to Yams, its tree was copied out alias by alias and cut
        // short silently, leaving empty keys)
        let text = try XCTUnwrap(Self.files("layout", "yaml")
            .first { $0.name == "004-alias-bomb-in-values-beside-a-collection-key.yaml" }?.text)

        // When
        let lines = diagnostics(of: text)

        // Then
        XCTAssertEqual(lines.count, 1, "\(lines)")
        XCTAssertTrue(lines.first?.hasSuffix("error: too large: more than 500000 YAML nodes once aliases are expanded (the limit is 500000)") == true,
                      "\(lines)")
    }

    func testSmallAliasKeysAreStillReportedAsKeysThatAreNotNames() {
        // Given: an alias key well within the limit
        let yaml = """
            view: {id: root}
            title: &t [a, b]
            [*t]: 1

            """

        // When
        let lines = diagnostics(of: yaml)

        // Then
        XCTAssertTrue(lines.contains { $0.contains("keys in the layout must be plain names") }, "\(lines)")
    }

    func testAliasesInValuesDoNotCountTowardsTheKeyLimit() {
        // Given: 10^4 expanded nodes in a value (the value limit is YAMLReader's)
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for i in 1...3 { lines.append("a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]") }

        // When
        let result = Result { () throws(YAMLProblem) in try YAMLComposer.compose(lines.joined(separator: "\n")) }

        // Then
        if case let .failure(problem) = result { XCTFail("\(problem.problem.english)") }
    }

    func testAScriptThatLeavesAFingerDownLeavesNothingAliveOnceTheLayoutIsDropped() throws {
        // Given: fuzz-script's stage and the script LeakSanitizer reported
        // (fuzz-out/artifacts/script-leak-465b8a25...): the finger stays down,
        // and the touch and the recognizers tracking it kept each other alive
        let stage = """
            view:
              id: root
              gestures: [{id: pan, type: pan}, {id: pinch, type: pinch}, {id: rotation, type: rotation}]
              subviews:
                - {id: button, class: button, frame: [20, 20, 200, 100], gestures: [{id: double, type: tap, taps: 2}]}
                - {id: scroll, class: scrollView, frame: [0, 300, 390, 400], contentSize: [390, 1600]}

            """
        let watch = Watch()
        do {
            let layout = try LayoutLoader.load(text: stage, file: "stage.yaml")
            let steps = try ScriptFile.load(text: "!!floatscript:\n  - down:  {touch: 1, at: [100, 400]}\n ", file: "s.yaml")
            _ = try ScriptRunner.run(steps, on: layout.application)
            XCTAssertEqual(layout.application.activeTouches.count, 1, "the finger is still down")
            watch.add("application", layout.application)
            for touch in layout.application.activeTouches { watch.add("touch", touch) }
            for id in ["root", "scroll", "scroll.pan", "pan", "pinch", "rotation", "double"] {
                switch layout.objects[id] {
                case let .view(v)?: watch.add(id, v)
                case let .recognizer(r)?: watch.add(id, r)
                default: XCTFail("no view or recognizer '\(id)'")
                }
            }
        }

        // When the layout is dropped (above); Then
        XCTAssertEqual(watch.alive, [])
    }

    func testAReflectedControlPointThatOverflowsIsRejected() {
        for data in ["M10 80 Q 52.5 109 8 ,50 T 18-1e308 20 0", "M0 0 C 0 0 1e308 1e308 -1e308 -1e308 S 1 1 2 2"] {
            XCTAssertThrowsError(try SVGPathParser.parse(data), data) { error in
                XCTAssertTrue("\(error)".contains("coordinate is too large (not finite)"), "\(error)")
            }
        }
    }

    func testEveryDumpThatLoadsImportsAndItsImportLoadsAgain() throws {
        for (name, text) in try Self.files("import", "json") + Self.files("import", "txt") {
            // Given a dump the fuzzer found that loads
            XCTAssertNoThrow(try LayoutLoader.load(text: text, file: name), name)
            // When it is imported, Then the layout written loads as well
            let imported = try DumpReader.importLayout(text, file: name)
            XCTAssertNoThrow(try LayoutLoader.load(text: imported.text, file: "imported.yaml"), name)
        }
    }
}

/// Carries a result from the worker thread (read only after the semaphore).
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
