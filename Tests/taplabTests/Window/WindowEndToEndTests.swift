import Foundation
import XCTest

/// The real window, driven as a person would: under a virtual display
/// (`xvfb-run`), `xdotool` clicks, drags, presses keys and resizes the window
/// in the middle of a touch, and the test reads `taplab run --log`'s output.
/// Skipped when xvfb-run or xdotool is not installed (`make deps` installs both).
final class WindowEndToEndTests: XCTestCase {
    func testTheRealWindowTakesClicksDragsKeysAndCancelsATouchOnResize() throws {
        let layout = TapLabProcess.repositoryRoot.appendingPathComponent("Layouts/000-overlapping-buttons.yaml").path
        let folder = try makeTemporaryFolder("taplab-window")

        // Given the window on the overlapping buttons, under a virtual display
        let window = try RealWindow.open([layout], in: folder, exitAfter: 20)
        let (stdout, stderr) = (window.stdout, window.stderr)

        // When button2 is clicked on the canvas
        try window.move(to: 245, 290, then: ["click", "1"])
        // Then the log shows the hit test and the control event
        stdout.wait(timeout: 10, "the click on button2") { $0.contains("control button2 touchUpInside") }
        XCTAssertTrue(stdout.text.contains("hitTest 1 -> button2"), stdout.text)

        // When a screenshot is taken, then the walk overlay is turned on and another one is taken
        try window.xdotool(["key", "F12"])
        stdout.wait(timeout: 10, "the first screenshot's path") { RealWindow.pngPaths(in: $0).count == 1 }
        try window.xdotool(["key", "w"])
        try window.xdotool(["key", "F12"])
        stdout.wait(timeout: 10, "the second screenshot's path") { RealWindow.pngPaths(in: $0).count == 2 }
        // Then both are PNGs in the current directory, and the overlay changed the picture
        let shots = RealWindow.pngPaths(in: stdout.text).map { folder.appendingPathComponent($0).path }
        XCTAssertEqual(shots.map { ($0 as NSString).lastPathComponent },
                       ["taplab-000-overlapping-buttons-1.png", "taplab-000-overlapping-buttons-2.png"])
        if shots.count == 2 {
            let first = try Data(contentsOf: URL(fileURLWithPath: shots[0]))
            let second = try Data(contentsOf: URL(fileURLWithPath: shots[1]))
            XCTAssertEqual(Array(first.prefix(4)), [0x89, 0x50, 0x4e, 0x47])
            XCTAssertNotEqual(first, second, "turning the walk overlay on changes the screenshot")
        }

        // When the mouse drags across the root view
        try window.move(to: 100, 600, then: ["mousedown", "1"])
        try window.move(to: 150, 650)
        try window.move(to: 200, 700, then: ["mouseup", "1"])
        // Then the root view got the moves and the end
        stdout.wait(timeout: 10, "the drag") { $0.contains("touchesEnded root") }
        XCTAssertTrue(stdout.text.contains("hitTest 1 -> root"), stdout.text)
        XCTAssertTrue(stdout.text.contains("touchesMoved root"), stdout.text)

        // When the window is resized while a finger is down on button2
        let before = stdout.count("touchesBegan button2")
        try window.move(to: 245, 290, then: ["mousedown", "1"])
        stdout.wait(timeout: 10, "the touch on button2") { _ in stdout.count("touchesBegan button2") > before }
        try window.xdotool(["windowsize", window.windowID, "1000", "760"])
        // Then the touch is cancelled, and letting go sends nothing more to it
        stdout.wait(timeout: 10, "the cancelled touch") { $0.contains("touchesCancelled button2") }
        try window.xdotool(["mouseup", "1"])
        stderr.wait(timeout: 10, "the resized window's new canvas") { _ in stderr.count("canvas:") > 1 }

        // When the window is asked to close, then it exits cleanly
        XCTAssertEqual(try window.close(), 0, stderr.text)
        let tail = stdout.text.components(separatedBy: "touchesCancelled button2").last ?? ""
        XCTAssertFalse(tail.contains("touchesEnded button2"), "a cancelled touch never ends: \(stdout.text)")
    }

    func testTheRealWindowOpensAnAppsDumpAndTheFadedToastTakesTheLowerTap() throws {
        let dump = TapLabProcess.repositoryRoot.appendingPathComponent("docs/examples/settings-dump.txt").path
        let folder = try makeTemporaryFolder("taplab-window-dump")

        // Given the window on a pasted recursiveDescription
        let window = try RealWindow.open([dump], in: folder, exitAfter: 20)
        let stdout = window.stdout

        // When the switch is clicked at its centre, then on its lower half
        try window.move(to: 344, 113, then: ["click", "1"])
        stdout.wait(timeout: 10, "the click on the switch") { $0.contains("control UISwitch-0x7f9a4c7107f0 touchUpInside") }
        try window.move(to: 344, 125, then: ["click", "1"])
        stdout.wait(timeout: 10, "the click on the toast") { $0.contains("touchesEnded ToastView-0x7f9a4c813b20") }

        // Then the first reached the switch and the second the nearly invisible toast
        XCTAssertTrue(stdout.text.contains("hitTest 1 -> UISwitch-0x7f9a4c7107f0"), stdout.text)
        XCTAssertTrue(stdout.text.contains("hitTest 1 -> ToastView-0x7f9a4c813b20"), stdout.text)
        XCTAssertEqual(try window.close(), 0)
    }

    /// `make test` replays 20 times; `TAPLAB_LONG=1` replays 1,000 (about
    /// 80 s), the figure in docs/RELIABILITY.md.
    func testReplayingTheScriptManyTimesInTheWindowKeepsMemoryFlat() throws {
        let layout = TapLabProcess.repositoryRoot.appendingPathComponent("Layouts/001-gesture-puzzle.yaml").path
        let folder = try makeTemporaryFolder("taplab-window-replay")
        let runs = ProcessInfo.processInfo.environment["TAPLAB_LONG"] == "1" ? 1_000 : 20

        /// The window's peak memory after `times` replays, and how many taps it logged.
        func replay(_ times: Int) throws -> (peak: Double, hits: Int) {
            let window = try RealWindow.open([layout, "--replay", String(times)], in: folder, exitAfter: 900)
            window.stderr.wait(timeout: Double(times) * 0.5 + 30, "\(times) replays") { $0.contains("replayed the script") }
            let line = window.stderr.text.split(separator: "\n").first { $0.contains("replayed the script") } ?? ""
            let peak = line.split(separator: " ").dropLast().last.flatMap { Double($0) } ?? .nan
            let hits = window.stdout.count("hitTest 1 -> B")
            _ = try window.close()
            return (peak, hits)
        }

        // Given the window's memory after one replay of the gesture puzzle's tap
        let one = try replay(1)
        // When it replays the script many times over
        let many = try replay(runs)
        // Then every replay tapped B, and memory did not grow with them
        XCTAssertEqual(one.hits, 1)
        XCTAssertEqual(many.hits, runs)
        XCTAssertLessThan(many.peak, one.peak * 1.25 + 5, "peak MB after 1 replay: \(one.peak), after \(runs): \(many.peak)")
    }

    func testWithoutADisplayTheWindowExplainsTheAlternatives() throws {
        // Given no display at all
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment.removeValue(forKey: name) }
        // When the window is asked for
        let result = try TapLabProcess.run(["run", "Layouts/000-overlapping-buttons.yaml", "--exit-after", "1"], environment: environment)
        // Then it fails, naming xvfb-run and taplab shot
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("xvfb-run -a taplab run Layouts/000-overlapping-buttons.yaml"), result.stderr)
        XCTAssertTrue(result.stderr.contains("taplab shot"), result.stderr)
    }

    func testRunRejectsAMissingPathAndABadExitAfter() throws {
        let missing = try TapLabProcess.run(["run", "Layouts/no-such.yaml"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("no-such.yaml: no such file or folder"), missing.stderr)
        let bad = try TapLabProcess.run(["run", "Layouts", "--exit-after", "-1"])
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.stderr.contains("--exit-after"), bad.stderr)
    }
}
