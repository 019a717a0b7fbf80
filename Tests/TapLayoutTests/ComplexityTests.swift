import Foundation
import XCTest
import TapExplain
import TapKit
import TapLabDump
@testable import TapLayout
import StressLayouts

/// Nothing quadratic on input people can write: for every loader that takes
/// user-sized input, twice the input costs about twice the work. The work
/// is counted (`LoaderWork`: nodes, steps, scalars and bytes the inner loops
/// visit), never timed, so these tests say the same on any machine.
final class ComplexityTests: XCTestCase {
    /// Twice the input may cost this much more than twice the work: room for
    /// fixed costs and rounding, far below the 4× of anything quadratic.
    static let slack = 2.3

    /// Loads `input(n)` and `input(2n)`, counting `counters`; asserts the
    /// work at least grew with the input and at most doubled, give or take.
    func assertLinear(_ what: String, counters: [WorkCounter], base: Int, input: (Int) -> String,
                      run: (String) throws -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        var counts: [Int] = []
        for n in [base, 2 * base] {
            let text = input(n)
            counters.forEach { $0.reset() }
            try run(text)
            counts.append(counters.reduce(0) { $0 + $1.value })
        }
        XCTAssertGreaterThanOrEqual(counts[0], base, "\(what): the counters counted less than the input", file: file, line: line)
        let ratio = Double(counts[1]) / Double(max(counts[0], 1))
        XCTAssertLessThanOrEqual(ratio, Self.slack, "\(what): twice the input cost \(ratio)× the work \(counts)", file: file, line: line)
    }

    private static let head = "title: t\ndifficulty: 1\ndescription: d\nscreen: {width: 390, height: 844}\nview:\n  id: root\n"

    // MARK: Scripts

    func testALayoutScriptOfTwiceTheStepsCostsTwiceTheWork() throws {
        // Given scripts of every kind of step, in time order and pinned out of order
        let steps = [
            "tap: [10, 10]", "doubleTap: [20, 20]", "longPress: {at: [30, 30], duration: 0.6}",
            "down: {touch: 1, at: [5, 5]}", "move: {touch: 1, to: [50, 50], duration: 0.1}", "up: {touch: 1}",
            "drag: {from: [1, 1], to: [80, 80], duration: 0.1}", "pinch: {center: [100, 100], from: 20, to: 80, duration: 0.1}",
            "PINNED", "wait: 0.1", "key: a", "shake: {}",
        ]
        // A pinned step goes back in time, behind the steps before it.
        func step(_ k: Int) -> String {
            steps[k % steps.count] == "PINNED" ? "{tap: [40, 40], at: \(Double(k) * 0.01)}" : steps[k % steps.count]
        }
        func layout(_ n: Int) -> String {
            Self.head + "script:\n" + (0..<n).map { "  - \(step($0))\n" }.joined()
        }
        // When each is loaded (the loader turns the script into its timeline)
        // Then twice the steps cost about twice the work
        try assertLinear("layout script", counters: [LoaderWork.script, LoaderWork.yaml], base: 3_000, input: layout) {
            _ = try LayoutLoader.load(text: $0, file: "script.yaml")
        }
    }

    func testAScriptFileOfTwiceTheStepsCostsTwiceTheWork() throws {
        // Given script files of taps and drags
        func script(_ n: Int) -> String {
            (0..<n).map { $0 % 2 == 0 ? "- tap: [\($0 % 300), 20]\n" : "- drag: {from: [1, 1], to: [9, 9], duration: 0.05}\n" }.joined()
        }
        // When each is read and turned into a timeline, Then the work doubles with it
        try assertLinear("script file", counters: [LoaderWork.script, LoaderWork.yaml], base: 3_000, input: script) {
            _ = try ScriptTimeline(ScriptFile.load(text: $0))
        }
    }

    func testManyFingersDownAtOnceAreAnErrorNotASlowSearch() throws {
        // Given more taps pinned to one instant than there are fingers
        let text = Self.head + "script:\n" + String(repeating: "  - {tap: [10, 10], at: 1}\n", count: 101)
        // When it loads, Then the step past the limit is named
        XCTAssertThrowsError(try LayoutLoader.load(text: text, file: "fingers.yaml")) { error in
            XCTAssertTrue("\(error)".contains("already down (the limit)"), "\(error)")
        }
    }

    func testFingersPutDownByDownStepsStopAtTheLimit() throws {
        // Precondition: a thousand `down` steps, none lifted (issue 43: 33 s on a view with a pan)
        let script = (1...1_000).map { "- down: {touch: \($0), at: [10, 10]}\n" }.joined()

        // Action
        var problem: ScriptTimeline.Problem?
        do { _ = try ScriptTimeline(ScriptFile.load(text: script)) } catch let error as ScriptTimeline.Problem { problem = error }

        // Assertion: the 101st is refused, where it is written
        XCTAssertEqual(problem, .tooManyDown(touch: FingerSchedule.maxFingers + 1, line: FingerSchedule.maxFingers + 1, column: 3))
    }

    // MARK: Did-you-mean

    func testDidYouMeanIsSearchedOnlyForTheErrorsShown() throws {
        // Precondition: layouts of n and 2n misspelt keys, each an error with a did-you-mean
        func layout(_ n: Int) -> String {
            Self.head + "  subviews:\n" + (0..<n).map { "    - {id: v\($0), colr: red, hiden: true}\n" }.joined()
        }
        var counts: [Int] = []

        // Action
        for n in [1_000, 2_000] {
            LoaderWork.suggestions.reset()
            _ = try? LayoutLoader.load(text: layout(n), file: "keys.yaml")
            counts.append(LoaderWork.suggestions.value)
        }

        // Assertion: at most one search per error shown, whatever the errors found
        XCTAssertEqual(counts, [YAMLReader.maxDiagnostics, YAMLReader.maxDiagnostics])
    }

    // MARK: SVG paths

    func testAPathOfTwiceTheSegmentsCostsTwiceTheWork() throws {
        // Given path data of n segments of every command
        let pieces = ["L10 10", "h5", "v-3", "C1 2 3 4 5 6", "s1 1 2 2", "Q3 3 4 4", "t1 1", "A5 5 0 0 1 9 9", "z M0 0"]
        func path(_ n: Int) -> String { "M0 0 " + (0..<n).map { pieces[$0 % pieces.count] }.joined(separator: " ") }
        // When it is parsed, alone and as a layout's hit shape, Then the work doubles with it
        try assertLinear("SVG path", counters: [LoaderWork.svgPath], base: 5_000, input: path) {
            _ = try SVGPathParser.parse($0)
        }
        try assertLinear("hit-shape path", counters: [LoaderWork.svgPath, LoaderWork.yaml], base: 5_000, input: {
            Self.head + "  subviews:\n  - {id: a, frame: [0, 0, 100, 100], hitShape: {path: \"\(path($0))\"}}\n"
        }) {
            _ = try LayoutLoader.load(text: $0, file: "path.yaml")
        }
    }

    // MARK: View counts

    func testALayoutOfTwiceTheViewsCostsTwiceTheWork() throws {
        // Given generated layouts, flat and balanced, of n views
        for kind in [StressLayout.Kind.flat, .balanced] {
            // When each loads, Then the work doubles with the views
            try assertLinear("\(kind) layout", counters: [LoaderWork.yaml], base: 2_000,
                             input: { StressLayout(kind: kind, views: $0).yaml() }) {
                _ = try LayoutLoader.load(text: $0, file: "views.yaml")
            }
        }
    }

    // MARK: Dumps

    /// A window of `n` views in rows of 50, every view with the same
    /// identifier (so each needs a fresh suffix), as an app would print it.
    private func window(_ n: Int) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(bounds: window.frame)
        var row = UIView(frame: window.bounds)
        for k in 0..<n {
            if k % 50 == 0 { row = UIView(frame: window.bounds); window.addSubview(row) }
            let cell = UIButton(frame: CGRect(x: k % 50, y: k % 40, width: 30, height: 20))
            cell.accessibilityIdentifier = "cell"
            row.addSubview(cell)
        }
        return window
    }

    func testARecursiveDescriptionOfTwiceTheLinesCostsTwiceTheWork() throws {
        // Given recursiveDescription dumps of n views
        // When each loads, Then the work doubles with the lines
        try assertLinear("recursiveDescription", counters: [LoaderWork.dump], base: 2_000,
                         input: { RecursiveDescriptionWriter.text(for: self.window($0)) }) {
            _ = try LayoutLoader.load(text: $0, file: "dump.txt")
        }
    }

    func testAOneLinePasteOfTwiceTheViewsCostsTwiceTheWork() throws {
        // Given recursiveDescription pastes that lost their line breaks: every view on one line
        func paste(_ n: Int) -> String {
            "<UIWindow: 0x1000; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2000>>"
                + (0..<n).map { " | <UIView: 0x\(String(0x10000 + 2 * $0, radix: 16)); frame = (\($0 % 390) 0; 10 10); layer = <CALayer: 0x1>>" }
                    .joined() + "\n"
        }
        // When each loads, Then the work doubles with the views (the text after each entry is read to the next one, not to the line's end)
        try assertLinear("one-line recursiveDescription", counters: [LoaderWork.dump], base: 1_000, input: paste) {
            _ = try LayoutLoader.load(text: $0, file: "dump.txt")
        }
    }

    func testATapLabDumpOfTwiceTheViewsCostsTwiceTheWork() throws {
        // Given TapLabDump JSON of n views sharing one identifier
        // When each loads, Then the work doubles with the views
        try assertLinear("TapLabDump JSON", counters: [LoaderWork.dump], base: 2_000,
                         input: { n in MainActor.assumeIsolated { TapLabDump.json(windows: [self.window(n)]) } }) {
            _ = try LayoutLoader.load(text: $0, file: "dump.json")
        }
    }

    func testTwiceTheStepsNamingDumpedViewsOnTwiceTheViewsCostTwiceTheWork() throws {
        // Given dumps of n views and scripts tapping each view by its address
        var counts: [Int] = []
        for n in [1_000, 2_000] {
            let layout = try LayoutLoader.load(text: RecursiveDescriptionWriter.text(for: window(n)), file: "dump.txt")
            let addresses = layout.objects.values.compactMap { $0.view.flatMap { layout.provenance[$0]?.address } }
            XCTAssertGreaterThan(addresses.count, n)
            let script = addresses.map { "- tap: {on: \($0)}\n" }.joined()
            // When the script is read against the dump
            LoaderWork.yaml.reset()
            _ = try ScriptFile.load(text: script, for: layout)
            counts.append(LoaderWork.yaml.value)
        }
        // Then each name is one lookup, not a scan of every view
        XCTAssertLessThanOrEqual(Double(counts[1]) / Double(counts[0]), Self.slack, "\(counts)")
    }

    func testAJSONObjectOfTwiceTheRepeatedKeysCostsTwiceTheWork() throws {
        // Given a dump whose screen object repeats one key n times
        func json(_ n: Int) -> String {
            "{\"format\": \"taplab-dump\", \"version\": 1, \"screen\": {" + (0..<n).map { _ in "\"width\": 390" }.joined(separator: ", ") + "}, \"windows\": []}"
        }
        // When it is read (each repeat is an error), Then the work doubles with the keys
        try assertLinear("repeated JSON keys", counters: [LoaderWork.dump], base: 2_000, input: json) {
            _ = try? LayoutLoader.load(text: $0, file: "keys.json")
        }
    }
}
