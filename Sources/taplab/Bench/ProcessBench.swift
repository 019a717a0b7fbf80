import Foundation

/// Whole processes, timed from outside: start to exit, start-up included.
enum ProcessBench {
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Wall seconds of one run (posix_spawn to waitpid, output to
    /// /dev/null), or nil when it could not start or failed. Spawned
    /// directly: Foundation's `Process` adds tens of milliseconds of its own.
    static func time(_ path: String, _ arguments: [String], environment: [String: String]? = nil) -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup($0) } + [nil]
        defer { for p in argv + envp { free(p) } }
        var pid: pid_t = 0
        let start = Sampler.wallNow()
        guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let seconds = Double(Sampler.wallNow() - start) / 1e9
        // Exited normally with status 0.
        return (status & 0x7f) == 0 && ((status >> 8) & 0xff) == 0 ? seconds : nil
    }

    /// Medians of `a` and `b`, run in turn; nil when `a` ever fails.
    static func paired(runs: Int, _ a: (String, [String]), _ b: (String, [String]),
                       environment: [String: String]? = nil) -> (Double, Double)? {
        _ = time(a.0, a.1, environment: environment)
        _ = time(b.0, b.1, environment: environment)
        var ta: [Double] = [], tb: [Double] = []
        for _ in 0..<runs {
            guard let x = time(a.0, a.1, environment: environment) else { return nil }
            ta.append(x)
            if let y = time(b.0, b.1, environment: environment) { tb.append(y) }
        }
        return (Sampler.median(ta), Sampler.median(tb))
    }

    /// Runs `arguments` and returns what it printed on standard output.
    static func output(_ path: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    static func which(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
