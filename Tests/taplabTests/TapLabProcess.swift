import Foundation

/// Runs the built `taplab` binary from the repository root, as a person would.
enum TapLabProcess {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `taplab` built beside the test bundle: in the bundle's folder on
    /// Linux (where `bundleURL` is the test executable's folder), beside the
    /// `.xctest` folder on macOS; else `.build/debug`'s. Found once, through
    /// no link: `make test` runs the bundle from `.build`'s real debug folder,
    /// since the builds its other jobs run remake the `.build/debug` link.
    static let binary: URL = {
        let bundle = Bundle.main.bundleURL
        for folder in [bundle, bundle.deletingLastPathComponent()] {
            let beside = folder.appendingPathComponent("taplab")
            if FileManager.default.isExecutableFile(atPath: beside.path) { return beside.resolvingSymlinksInPath() }
        }
        return repositoryRoot.appendingPathComponent(".build/debug/taplab").resolvingSymlinksInPath()
    }()

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

    /// Runs `taplab` under `/bin/sh`, for what `Process` cannot set up: a
    /// stream closed or sent to `/dev/full` (`redirections`: `>&-`,
    /// `> /dev/full`, `| head -c 1`), a limit set first (`setup`:
    /// `ulimit -v 2500000`). The status is the shell's for the program:
    /// 128 + N when signal N ended it (141 for SIGPIPE), so a crash cannot
    /// pass for an exit status.
    static func run(_ arguments: [String], setup: String = "", redirections: String, environment: [String: String] = [:]) throws -> Result {
        let script = setup + "\n\"$0\" \"$@\" " + redirections + "\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, binary.path] + arguments
        process.currentDirectoryURL = repositoryRoot
        process.environment = ProcessInfo.processInfo.environment.filter { !["LC_ALL", "LC_MESSAGES", "LANG"].contains($0.key) }
            .merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }
}
