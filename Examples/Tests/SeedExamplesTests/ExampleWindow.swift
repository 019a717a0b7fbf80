import Foundation
import XCTest

/// An example executable's `--window` under a virtual display (`xvfb-run -a`),
/// driven with `xdotool` as a person would, its output read as it comes.
/// `open` throws `XCTSkip` only when xvfb-run, xauth or xdotool is missing
/// (`make deps` installs them).
final class ExampleWindow {
    private let process = Process()
    private let output = Pipe(), errors = Pipe()
    private let lock = NSLock()
    private var stdoutText = "", stderrText = ""
    private var environment = ProcessInfo.processInfo.environment
    private let xdotoolPath: String
    private var windowID = ""

    var stdout: String { lock.withLock { stdoutText } }
    var isRunning: Bool { process.isRunning }
    var stderr: String { lock.withLock { stderrText } }

    /// Where a program in `PATH` is, or nil.
    static func which(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The example built beside the test bundle — in its folder on Linux,
    /// where the bundle is the test executable and `bundleURL` its folder
    /// (`make test` builds in the main package's .build); beside the
    /// `.xctest` folder on macOS — or in Examples/.build/debug.
    static func binary(_ name: String) -> String {
        let bundle = Bundle.main.bundleURL
        for folder in [bundle, bundle.deletingLastPathComponent()] {
            let beside = folder.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        }
        return CodeMatchesLayoutTests.repositoryRoot.appendingPathComponent("Examples/.build/debug/\(name)").path
    }

    /// Starts `example --window --exit-after SECONDS` and waits for its canvas.
    init(_ example: String, exitAfter: Int) throws {
        guard let xvfbRun = Self.which("xvfb-run"), let tool = Self.which("xdotool"), Self.which("xauth") != nil else {
            throw XCTSkip("xvfb-run, xauth and xdotool are needed for the real-window test (make deps installs them)")
        }
        xdotoolPath = tool
        let binary = Self.binary(example)
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw XCTSkip("\(binary) is not built: run swift build --package-path Examples first")
        }
        process.executableURL = URL(fileURLWithPath: xvfbRun)
        // The shell prints the display xvfb-run chose, for xdotool; the
        // search starts away from :99, where TapLab's own window tests,
        // running beside this one in `make test`, start theirs.
        process.arguments = ["-a", "-n", String(1_000 + Int(getpid() % 800)), "-s", "-screen 0 1280x1024x24", "sh", "-c",
                             "echo \"xdisplay $DISPLAY $XAUTHORITY\" >&2; exec \"$0\" \"$@\"",
                             binary, "--window", "--exit-after", String(exitAfter)]
        collect(output) { $0.stdoutText += $1 }
        collect(errors) { $0.stderrText += $1 }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        try wait(30, "the display and the canvas position") { [self] in stderr.contains("canvas:") && stderr.contains("xdisplay") }
        let display = stderr.split(separator: "\n").first { $0.hasPrefix("xdisplay ") }?.split(separator: " ").map(String.init) ?? []
        if display.count > 1 { environment["DISPLAY"] = display[1] }
        if display.count > 2 { environment["XAUTHORITY"] = display[2] }
        windowID = try xdotool(["search", "--sync", "--name", "TapLab"]).split(separator: "\n").first.map(String.init) ?? ""
    }

    deinit {
        if process.isRunning { process.terminate() }
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
    }

    private func collect(_ pipe: Pipe, _ append: @escaping (ExampleWindow, String) -> Void) {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            guard let self, !chunk.isEmpty else { return }
            self.lock.withLock { append(self, String(decoding: chunk, as: UTF8.self)) }
        }
    }

    struct Timeout: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Waits until `condition` holds; throws with everything printed so far when it does not.
    func wait(_ seconds: TimeInterval, _ what: String, until condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else {
                throw Timeout(message: "timed out waiting for \(what)\nstdout:\n\(stdout)\nstderr:\n\(stderr)")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Clicks at a screen point of the scene, placed with the last `canvas:` line.
    func click(at x: Double, _ y: Double) throws {
        guard let line = stderr.split(separator: "\n").last(where: { $0.hasPrefix("canvas:") }) else { return }
        var values: [String: Double] = [:]
        for pair in line.split(separator: " ").map({ $0.split(separator: "=") }) where pair.count == 2 {
            values[String(pair[0])] = Double(pair[1])
        }
        let (left, top, scale) = (values["x"] ?? 0, values["y"] ?? 0, values["scale"] ?? 1)
        let at = [left + x * scale, top + y * scale].map { String(Int($0.rounded())) }
        try xdotool(["mousemove", "--window", windowID] + at + ["click", "1"])
    }

    /// Runs xdotool on the virtual display; its output, trimmed.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: xdotoolPath)
        tool.arguments = arguments
        tool.environment = environment
        let out = Pipe()
        tool.standardOutput = out
        tool.standardError = FileHandle.nullDevice
        try tool.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        tool.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits for the program to exit by itself (`--exit-after`); its status, nil if it did not.
    func exitStatus(within seconds: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return process.isRunning ? nil : process.terminationStatus
    }
}
