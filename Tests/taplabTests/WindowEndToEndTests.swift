import Foundation
import XCTest

/// The real window, driven as a person would: under a virtual display
/// (`xvfb-run`), `xdotool` clicks, drags, presses keys and resizes the window
/// in the middle of a touch, and the test reads `taplab run --log`'s output.
/// Skipped when xvfb-run or xdotool is not installed (`make deps` installs both).
final class WindowEndToEndTests: XCTestCase {
    /// A program on the PATH, or nil.
    private static func which(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Text a running process writes, collected as it comes.
    private final class Stream: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        let pipe = Pipe()

        init() {
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let chunk = handle.availableData
                guard let self, !chunk.isEmpty else { return }
                self.lock.lock()
                self.data.append(chunk)
                self.lock.unlock()
            }
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self)
        }

        func stop() { pipe.fileHandleForReading.readabilityHandler = nil }

        /// Waits until `condition` holds for the text so far.
        @discardableResult
        func wait(timeout: TimeInterval, _ what: String, file: StaticString = #filePath, line: UInt = #line,
                  until condition: (String) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if condition(text) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            if condition(text) { return true }
            XCTFail("timed out waiting for \(what); got:\n\(text)", file: file, line: line)
            return false
        }
    }

    private struct Display {
        var environment: [String: String]
        var xdotool: String

        @discardableResult
        func run(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: xdotool)
            process.arguments = arguments
            process.environment = environment
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    func testTheRealWindowTakesClicksDragsKeysAndCancelsATouchOnResize() throws {
        guard let xvfbRun = Self.which("xvfb-run"), let xdotool = Self.which("xdotool"), Self.which("xauth") != nil else {
            throw XCTSkip("xvfb-run, xauth and xdotool are needed for the real-window test (make deps installs them)")
        }
        let binary = TapLabProcess.binary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw XCTSkip("taplab is not built") }
        let layout = TapLabProcess.repositoryRoot.appendingPathComponent("Layouts/000-overlapping-buttons.yaml").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("taplab-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // Given the window on the overlapping buttons, under a virtual display
        // (the shell prints the display xvfb-run chose, for xdotool)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfbRun)
        process.arguments = ["-a", "-s", "-screen 0 1280x1024x24", "sh", "-c",
                             "echo \"xdisplay $DISPLAY $XAUTHORITY\" >&2; exec \"$0\" \"$@\"",
                             binary.path, "run", layout, "--log", "--exit-after", "20"]
        process.currentDirectoryURL = folder
        let stdout = Stream(), stderr = Stream()
        process.standardOutput = stdout.pipe
        process.standardError = stderr.pipe
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
            stdout.stop()
            stderr.stop()
        }
        guard stderr.wait(timeout: 30, "the display and the canvas position", until: { $0.contains("canvas:") && $0.contains("xdisplay") })
        else { return }
        let errText = stderr.text
        let displayLine = try XCTUnwrap(errText.split(separator: "\n").first { $0.hasPrefix("xdisplay ") })
        let displayParts = displayLine.split(separator: " ").map(String.init)
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = displayParts[1]
        if displayParts.count > 2 { environment["XAUTHORITY"] = displayParts[2] }
        let x = Display(environment: environment, xdotool: xdotool)
        let canvas = try XCTUnwrap(Self.canvas(in: errText), errText)
        let windowID = try XCTUnwrap(try x.run(["search", "--sync", "--name", "TapLab"]).split(separator: "\n").first.map(String.init))
        /// A screen point of the layout, in window coordinates.
        func at(_ px: Double, _ py: Double) -> [String] {
            [String(Int((canvas.x + px * canvas.scale).rounded())), String(Int((canvas.y + py * canvas.scale).rounded()))]
        }

        // When button2 is clicked on the canvas
        try x.run(["mousemove", "--window", windowID] + at(245, 290) + ["click", "1"])
        // Then the log shows the hit test and the control event
        stdout.wait(timeout: 10, "the click on button2") { $0.contains("control button2 touchUpInside") }
        XCTAssertTrue(stdout.text.contains("hitTest 1 -> button2"), stdout.text)

        // When a screenshot is taken, then the walk overlay is turned on and another one is taken
        try x.run(["key", "F12"])
        stdout.wait(timeout: 10, "the first screenshot's path") { Self.pngPaths(in: $0).count == 1 }
        try x.run(["key", "w"])
        try x.run(["key", "F12"])
        stdout.wait(timeout: 10, "the second screenshot's path") { Self.pngPaths(in: $0).count == 2 }
        // Then both are PNGs in the current directory, and the overlay changed the picture
        let shots = Self.pngPaths(in: stdout.text).map { folder.appendingPathComponent($0).path }
        XCTAssertEqual(shots.map { ($0 as NSString).lastPathComponent },
                       ["taplab-000-overlapping-buttons-1.png", "taplab-000-overlapping-buttons-2.png"])
        if shots.count == 2 {
            let first = try Data(contentsOf: URL(fileURLWithPath: shots[0]))
            let second = try Data(contentsOf: URL(fileURLWithPath: shots[1]))
            XCTAssertEqual(Array(first.prefix(4)), [0x89, 0x50, 0x4e, 0x47])
            XCTAssertNotEqual(first, second, "turning the walk overlay on changes the screenshot")
        }

        // When the mouse drags across the root view
        try x.run(["mousemove", "--window", windowID] + at(100, 600) + ["mousedown", "1"])
        try x.run(["mousemove", "--window", windowID] + at(150, 650))
        try x.run(["mousemove", "--window", windowID] + at(200, 700) + ["mouseup", "1"])
        // Then the root view got the moves and the end
        stdout.wait(timeout: 10, "the drag") { $0.contains("touchesEnded root") }
        XCTAssertTrue(stdout.text.contains("hitTest 1 -> root"), stdout.text)
        XCTAssertTrue(stdout.text.contains("touchesMoved root"), stdout.text)

        // When the window is resized while a finger is down on button2
        let before = stdout.text.components(separatedBy: "touchesBegan button2").count
        try x.run(["mousemove", "--window", windowID] + at(245, 290) + ["mousedown", "1"])
        stdout.wait(timeout: 10, "the touch on button2") { $0.components(separatedBy: "touchesBegan button2").count > before }
        try x.run(["windowsize", windowID, "1000", "760"])
        // Then the touch is cancelled, and letting go sends nothing more to it
        stdout.wait(timeout: 10, "the cancelled touch") { $0.contains("touchesCancelled button2") }
        try x.run(["mouseup", "1"])
        stderr.wait(timeout: 10, "the resized window's new canvas") { $0.components(separatedBy: "canvas:").count > 2 }

        // When the window is asked to close (Ctrl+C reaches SDL as a quit event)
        let pid = try x.run(["getwindowpid", windowID])
        if let pid = Int32(pid), pid > 0 { kill(pid, SIGINT) }
        let deadline = Date().addingTimeInterval(25)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        // Then it exits cleanly
        XCTAssertFalse(process.isRunning)
        if !process.isRunning { XCTAssertEqual(process.terminationStatus, 0, stderr.text) }
        let tail = stdout.text.components(separatedBy: "touchesCancelled button2").last ?? ""
        XCTAssertFalse(tail.contains("touchesEnded button2"), "a cancelled touch never ends: \(stdout.text)")
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

    /// `canvas: x=8 y=8 width=355.81 height=770 scale=0.912322 (window points)`
    private static func canvas(in text: String) -> (x: Double, y: Double, scale: Double)? {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("canvas:") }) else { return nil }
        var values: [String: Double] = [:]
        for part in line.split(separator: " ") {
            let pair = part.split(separator: "=")
            if pair.count == 2, let v = Double(pair[1]) { values[String(pair[0])] = v }
        }
        guard let x = values["x"], let y = values["y"], let scale = values["scale"] else { return nil }
        return (x, y, scale)
    }

    private static func pngPaths(in text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasSuffix(".png") }
    }
}
