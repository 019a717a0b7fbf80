import Foundation

/// Runs a command in a playground folder with a time limit, so a build that
/// hangs fails the test instead of the suite.
enum PlaygroundBuild {
    static let timeout: TimeInterval = 900

    struct Result {
        var status: Int32
        /// Standard output and error together.
        var output: String
    }

    /// `swift build` of the package in `folder`, and the folder its
    /// executables are in. When `make test` names the checkout's `.build`
    /// (`TAPLAB_SHARED_SCRATCH`) the package is built there: TapLab, taken
    /// by path, is then the same compiler commands on the same files, already
    /// done, and only the package's own code compiles. Otherwise (under
    /// `swift test`, which holds the lock on that folder) the package
    /// compiles TapLab in its own `.build`, a minute or more.
    static func swiftBuild(in folder: URL) throws -> (result: Result, products: String) {
        guard let scratch = ProcessInfo.processInfo.environment["TAPLAB_SHARED_SCRATCH"], !scratch.isEmpty else {
            return (try run(["swift", "build"], in: folder), ".build/debug")
        }
        let result = try run(["swift", "build", "--scratch-path", scratch], in: folder)
        return (result, URL(fileURLWithPath: scratch).appendingPathComponent("debug").path)
    }

    static func run(_ command: [String], in folder: URL) throws -> Result {
        let log = folder.appendingPathComponent(".command-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = folder
        process.standardOutput = handle
        process.standardError = handle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            finished.wait()
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            return Result(status: -1, output: "\(command.joined(separator: " ")) still running after \(Int(timeout)) s; stopped\n" + output)
        }
        return Result(status: process.terminationStatus, output: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
