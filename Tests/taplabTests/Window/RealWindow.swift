import Foundation
@testable import taplab
import XCTest

/// `taplab run FILE --log` in a real window under a virtual display
/// (`xvfb-run`), for tests that drive it as a person would with `xdotool`
/// and read what it prints. `open` throws `XCTSkip` when xvfb-run, xauth or
/// xdotool is missing (`make deps` installs them).
final class RealWindow {
    /// Text a running process writes, collected as it comes.
    final class Output: @unchecked Sendable {
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

        /// Waits until `condition` holds for the text so far; fails the test
        /// (at the caller's line) when it does not within `timeout`.
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

        /// How many times `needle` appears so far.
        func count(_ needle: String) -> Int { text.components(separatedBy: needle).count - 1 }
    }

    let process: Process
    let stdout = Output(), stderr = Output()
    private let environment: [String: String]
    private let xdotoolPath: String
    /// The X window's id, for `xdotool ... --window`.
    private(set) var windowID = ""
    /// Where the canvas is in the window, from the last `canvas:` line.
    var canvas: (x: Double, y: Double, width: Double, height: Double, scale: Double)? { Self.canvas(in: stderr.text) }

    /// The program `name` on the PATH, or nil.
    static func which(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Opens the window on `arguments` (after `run`) with `folder` as the
    /// current directory, on a virtual screen of `screen` (Xvfb's
    /// `WIDTHxHEIGHTxDEPTH`), and waits until it has drawn its canvas.
    /// With `ignoringInterrupt`, the window starts with SIGINT ignored, as
    /// a shell starts a background job (`taplab run … &`).
    static func open(_ arguments: [String], in folder: URL, exitAfter: Int, screen: String = "1280x1024x24",
                     ignoringInterrupt: Bool = false) throws -> RealWindow {
        guard let xvfbRun = which("xvfb-run"), let xdotool = which("xdotool"), which("xauth") != nil else {
            throw XCTSkip("xvfb-run, xauth and xdotool are needed for the real-window tests (make deps installs them)")
        }
        let binary = TapLabProcess.binary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw XCTSkip("taplab is not built") }
        // The shell prints the display xvfb-run chose, for xdotool. `-a`
        // alone starts every search at :99, and two test processes opening
        // windows at once (`make test` runs classes in parallel) could take
        // the same number, one Xvfb failing and both windows landing on the
        // other's screen; each process starts its search at its own number.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfbRun)
        process.arguments = ["-a", "-n", String(firstDisplay), "-s", "-screen 0 \(screen)", "sh", "-c",
                             (ignoringInterrupt ? "trap '' INT; " : "") + "echo \"xdisplay $DISPLAY $XAUTHORITY\" >&2; exec \"$0\" \"$@\"",
                             binary.path, "run"] + arguments + ["--log", "--exit-after", String(exitAfter)]
        process.currentDirectoryURL = folder
        let window = try RealWindow(process: process, xdotool: xdotool)
        return window
    }

    /// Where this test process's search for a free display starts: apart
    /// from other processes' (by process id), and apart from the Examples'
    /// window test (which starts at 1,000 and up).
    static var firstDisplay: Int { 100 + Int(getpid() % 800) }

    private init(process: Process, xdotool: String) throws {
        self.process = process
        process.standardOutput = stdout.pipe
        process.standardError = stderr.pipe
        try process.run()
        guard stderr.wait(timeout: 30, "the display and the canvas position",
                          until: { $0.contains("canvas:") && $0.contains("xdisplay") }),
              let displayLine = stderr.text.split(separator: "\n").first(where: { $0.hasPrefix("xdisplay ") })
        else {
            process.terminate()
            throw XCTSkip("the window did not open: \(stderr.text)")
        }
        let parts = displayLine.split(separator: " ").map(String.init)
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = parts.count > 1 ? parts[1] : ":99"
        if parts.count > 2 { environment["XAUTHORITY"] = parts[2] }
        self.environment = environment
        self.xdotoolPath = xdotool
        windowID = try self.xdotool(["search", "--sync", "--name", "TapLab"]).split(separator: "\n").first.map(String.init) ?? ""
    }

    deinit {
        if process.isRunning { process.terminate() }
        stdout.stop()
        stderr.stop()
    }

    /// Runs xdotool against the virtual display; its output, trimmed.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xdotoolPath)
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

    /// A screen point of the layout, in window coordinates for `mousemove --window`.
    func at(_ px: Double, _ py: Double) -> [String] {
        guard let canvas else { return ["0", "0"] }
        return [String(Int((canvas.x + px * canvas.scale).rounded())), String(Int((canvas.y + py * canvas.scale).rounded()))]
    }

    /// Moves the mouse to a layout point, then runs `then` (xdotool commands).
    func move(to px: Double, _ py: Double, then: [String] = []) throws {
        try xdotool(["mousemove", "--window", windowID] + at(px, py) + then)
    }

    /// Asks the window to close as Ctrl+C in its terminal would (SDL turns
    /// SIGINT into a quit event) and waits; the exit status, nil if it hung.
    func close(timeout: TimeInterval = 25) throws -> Int32? {
        let pid = try xdotool(["getwindowpid", windowID])
        if let pid = Int32(pid), pid > 0 { kill(pid, SIGINT) }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// The last `canvas: x=8 y=8 width=390 height=844 scale=1 shown=8,8,390x797 (window points)`.
    static func canvas(in text: String) -> (x: Double, y: Double, width: Double, height: Double, scale: Double)? {
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("canvas:") }) else { return nil }
        var values: [String: Double] = [:]
        for part in line.split(separator: " ") {
            let pair = part.split(separator: "=")
            if pair.count == 2, let v = Double(pair[1]) { values[String(pair[0])] = v }
        }
        guard let x = values["x"], let y = values["y"], let width = values["width"], let height = values["height"],
              let scale = values["scale"] else { return nil }
        return (x, y, width, height, scale)
    }

    /// The screenshot paths printed so far.
    static func pngPaths(in text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasSuffix(".png") }
    }
}
