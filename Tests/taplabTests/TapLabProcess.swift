import Foundation

/// Runs the built `taplab` binary from the repository root, as a person would.
enum TapLabProcess {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var binary: URL {
        let beside = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("taplab")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return repositoryRoot.appendingPathComponent(".build/debug/taplab")
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// The transcript a golden file holds.
        func transcript(_ arguments: [String]) -> String {
            var text = "$ taplab \(arguments.joined(separator: " "))\n[exit \(status)]\n"
            if !stdout.isEmpty { text += "--- stdout\n" + stdout }
            if !stderr.isEmpty { text += "--- stderr\n" + stderr }
            return text
        }
    }

    /// Runs `taplab` with `environment`, or with this process's environment
    /// less its locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), so that the text
    /// is English whatever language the machine running the tests speaks.
    /// `input` is written to its standard input (small: it is written before the output is read).
    static func run(_ arguments: [String], environment: [String: String]? = nil, input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        process.environment = environment ?? ProcessInfo.processInfo.environment.filter {
            !["LC_ALL", "LC_MESSAGES", "LANG"].contains($0.key)
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = input.map { _ in Pipe() }
        if let stdin { process.standardInput = stdin }
        try process.run()
        if let stdin, let input {
            stdin.fileHandleForWriting.write(input)
            try stdin.fileHandleForWriting.close()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }
}
