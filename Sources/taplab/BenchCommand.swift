import ArgumentParser
import Foundation
import TapKit
import TapLayout
import TapPicture

/// `taplab bench`: every performance figure beside a baseline measured in
/// the same run and the target it is held to (docs/PERFORMANCE.md).
/// Build with `swift build -c release` first; `make bench` does both.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure hit testing, the touch pipeline, rendering, loading, start-up and memory.",
        discussion: """
            Stress layouts are generated into --stress when missing. Every figure is a median, printed \
            beside a baseline measured in the same run (sampled in turn with it) and its target. \
            Sections: \(Section.allCases.map(\.rawValue).joined(separator: ", ")).
            """)

    enum Section: String, CaseIterable { case hit, pipeline, render, load, process, memory }

    @Option(help: ArgumentHelp("Folder of generated stress layouts.", valueName: "DIR"))
    var stress: String = ".build/stress"

    @Option(help: ArgumentHelp("Sections to run, comma-separated (default: all).", valueName: "LIST"))
    var only: String?

    @Option(help: ArgumentHelp("Samples per figure (the median is reported).", valueName: "N"))
    var samples: Int = 11

    @Option(help: ArgumentHelp("Runs per whole-process figure.", valueName: "N"))
    var runs: Int = 11

    @Option(help: ArgumentHelp("Also write the tables (Markdown) to this file.", valueName: "FILE"))
    var markdown: String?

    @Flag(help: "Replace the --markdown file even when it is a link, has other names or is not a file TapLab wrote.")
    var force = false

    @Option(help: ArgumentHelp("A gallery folder for the whole-process figures.", valueName: "DIR"))
    var gallery: String = "Layouts"

    @Flag(help: "Print each figure as it is measured.")
    var verbose = false

    @Option(help: ArgumentHelp("Only hit-testing cases whose name contains this (for profiling).", valueName: "TEXT"))
    var filter: String?

    @Flag(help: "Skip the tracing-on hit-testing figures.")
    var noTracing = false

    @Option(help: .hidden) var child: String?
    @Option(help: .hidden) var file: String?
    @Option(help: .hidden) var at: String?
    @Option(help: .hidden) var count: Int = 1000

    func validate() throws {
        guard (1...1000).contains(samples) else { throw ValidationError("--samples must be 1...1000") }
        guard (1...100).contains(runs) else { throw ValidationError("--runs must be 1...100") }
        if let only {
            for name in only.split(separator: ",") where Section(rawValue: String(name)) == nil {
                throw ValidationError("unknown section '\(name)'; sections: \(Section.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }
    }

    func run() throws {
        if let child { return runChild(child) }
        #if DEBUG
        Terminal.err("warning: this is a debug build; benchmark a release build (swift build -c release)")
        #endif
        let sections = only.map { Set($0.split(separator: ",").compactMap { Section(rawValue: String($0)) }) } ?? Set(Section.allCases)
        if let markdown {
            // Before minutes of measuring, not after.
            do { try SafeFile.checkReplaceable(markdown, force: force) } catch {
                Terminal.err("error: \(error)")
                throw ExitCode(1)
            }
        }
        let set = try StressSet(folder: stress)
        let report = BenchReport(verbose: verbose)
        Terminal.out("taplab bench — \(Machine.description)")
        let start = Sampler.wallNow()

        if sections.contains(.hit) {
            HitTestBench.filter = filter
            HitTestBench.skipTracing = noTracing
            let random = set.layout(.balanced10k).randomPoints(1000)
            for item in [StressSet.Item.balanced1k, .balanced10k, .balanced100k] {
                try HitTestBench.run(.init(name: "\(item.title), 1,000 random points", file: set.path(item),
                                           points: set.layout(item).randomPoints(1000),
                                           target: item == .balanced10k ? .atMost(2e-6) : nil),
                                     report: report, samples: samples, tracing: item != .balanced100k)
            }
            try HitTestBench.run(.init(name: "flat 10k, worst case (first subview)", file: set.path(.flat10k),
                                       points: [set.layout(.flat10k).worstCasePoint], target: .atMost(100e-6)),
                                 report: report, samples: samples)
            try HitTestBench.run(.init(name: "flat 10k, 1,000 random points", file: set.path(.flat10k), points: random),
                                 report: report, samples: samples, tracing: false)
            try HitTestBench.run(.init(name: "deep 1,000, centre (every level)", file: set.path(.deep1k),
                                       points: [set.layout(.deep1k).worstCasePoint]),
                                 report: report, samples: samples)
        }
        if sections.contains(.pipeline) {
            for item in [StressSet.Item.balanced10k, .balanced1k, .balanced100k] {
                try PipelineBench.run(name: item.title, file: set.path(item), points: set.layout(item).randomPoints(200, seed: 9),
                                      report: report, samples: samples, target: item == .balanced10k ? .atLeast(200_000) : nil)
            }
        }
        if sections.contains(.render) {
            let point = CGPoint(x: 200, y: 400)
            try RenderBench.run(name: StressSet.Item.balanced10k.title, file: set.path(.balanced10k), point: point, scale: 2,
                                report: report, samples: samples, overlays: true, targets: (.ratioAtMost(1.15), .ratioAtMost(2)))
            for item in [StressSet.Item.balanced1k, .balanced100k] {
                try RenderBench.run(name: item.title, file: set.path(item), point: point, scale: 2, report: report,
                                    samples: max(3, samples / 2), overlays: true, targets: (nil, nil))
            }
        }
        if sections.contains(.load) {
            for item in StressSet.Item.allCases {
                let target: Figure.Target? = item == .balanced10k ? .atMost(0.3) : item == .balanced100k ? .atMost(3) : nil
                try LoadBench.run(name: item.title, file: set.path(item), report: report,
                                  samples: item == .balanced100k ? max(3, samples / 3) : samples, target: target)
            }
        }
        if sections.contains(.process) { wholeProcess(report, set) }
        if sections.contains(.memory) { memory(set, report) }

        let table = report.markdown()
        Terminal.out(table)
        let missed = report.missed
        Terminal.out(missed.isEmpty ? "Every target met." : "Targets missed: \(missed.map { "\($0.section): \($0.name)" }.joined(separator: "; "))")
        Terminal.out(String(format: "bench took %.0f s", Double(Sampler.wallNow() - start) / 1e9))
        if let markdown {
            let text = "\(TapLabSignature.benchMarkdown) -->\nMachine: \(Machine.description)\n" + table
            do { try SafeFile.write(Data(text.utf8), to: markdown, force: force) } catch {
                Terminal.err("error: \(error)")
                throw ExitCode(1)
            }
        }
    }

    // MARK: Whole processes

    private func wholeProcess(_ report: BenchReport, _ set: StressSet) {
        let exe = ProcessBench.executable
        let out = NSTemporaryDirectory() + "taplab-bench-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let startup = (exe, ["--help"])
        let layouts = LayoutsFolder.layoutFiles(in: gallery)
        var medians: [(String, Double, Double)] = []
        for layout in layouts {
            if let (shot, base) = ProcessBench.paired(runs: max(3, runs / 2), (exe, ["shot", layout, "-o", out]), startup) {
                medians.append((layout, shot, base))
            }
        }
        if !medians.isEmpty {
            let typical = Sampler.median(medians.map(\.1)), base = Sampler.median(medians.map(\.2))
            let worst = medians.max { $0.1 < $1.1 }!
            report.add(Figure(section: "Whole process", name: "taplab shot, median over \(medians.count) gallery layouts",
                              value: typical, unit: .seconds, baselineName: "taplab --help (start-up)", baseline: base,
                              target: .atMost(0.15), note: "default --scale 2"))
            report.add(Figure(section: "Whole process", name: "taplab shot, slowest gallery layout",
                              value: worst.1, unit: .seconds, baselineName: "taplab --help", baseline: worst.2,
                              target: .atMost(0.15), note: (worst.0 as NSString).lastPathComponent))
        }
        if let first = layouts.first,
           let (shot, base) = ProcessBench.paired(runs: runs, (exe, ["shot", first, "-o", out, "--overlay", "all", "--tap", "200,300"]), startup) {
            report.add(Figure(section: "Whole process", name: "taplab shot --overlay all --tap", value: shot, unit: .seconds,
                              baselineName: "taplab --help", baseline: base, target: .atMost(0.15),
                              note: (first as NSString).lastPathComponent))
        }
        // A script of 1,000 taps on the 10k tree, printed: what `taplab replay` costs end to end.
        let taps = set.tapsPath
        if let (replay, check) = ProcessBench.paired(runs: max(3, runs / 2), (exe, ["replay", taps]), (exe, ["check", taps])) {
            report.add(Figure(section: "Whole process", name: "taplab replay, balanced 10k, 1,000 taps (8,000+ log lines)",
                              value: replay, unit: .seconds, baselineName: "taplab check of the same file (start-up + load)",
                              baseline: check))
        }
        // Issue 11: a real-sized app dump, read and traced, against reading the file alone.
        if let (trace, read) = ProcessBench.paired(runs: runs, (exe, ["trace", set.dumpPath, "--at", "200,300", "--json"]),
                                                   ("/bin/cat", [set.dumpPath])) {
            report.add(Figure(section: "Whole process", name: "taplab trace DUMP --at --json, 5,000-view recursiveDescription",
                              value: trace, unit: .seconds, baselineName: "cat of the same file (start-up + read)",
                              baseline: read, target: .atMost(0.15)))
        }
        windowFirstFrame(report, exe: exe, layout: layouts.first, startup: startup)
    }

    /// `taplab run FILE --exit-after 0.001` on a private Xvfb display, when
    /// this build has the window and the machine has Xvfb: the window opens,
    /// draws its first frame, and closes at the next turn of its loop.
    private func windowFirstFrame(_ report: BenchReport, exe: String, layout: String?, startup: (String, [String])) {
        let section = "Whole process"
        guard let layout, let help = ProcessBench.output(exe, ["run", "--help"]), help.contains("exit-after") else {
            report.add(Figure(section: section, name: "window first frame", value: .nan, unit: .seconds,
                              baselineName: "not measured: this build has no `taplab run --exit-after`", target: .atMost(0.3)))
            return
        }
        guard let xvfb = ProcessBench.which("Xvfb") else {
            report.add(Figure(section: section, name: "window first frame", value: .nan, unit: .seconds,
                              baselineName: "not measured: Xvfb is not installed (make deps)", target: .atMost(0.3)))
            return
        }
        let display = ":\(90 + Int(getpid() % 9))"
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        server.arguments = [display, "-screen", "0", "1600x1200x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        guard (try? server.run()) != nil else { return }
        defer { server.terminate(); server.waitUntilExit() }
        let socket = "/tmp/.X11-unix/X\(display.dropFirst())"
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: socket) { usleep(50_000) }
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env["SDL_AUDIODRIVER"] = "dummy"
        if let (window, base) = ProcessBench.paired(runs: runs, (exe, ["run", layout, "--exit-after", "0.001"]), startup, environment: env) {
            report.add(Figure(section: section, name: "taplab run --exit-after 0.001 (window to first frame)", value: window, unit: .seconds,
                              baselineName: "taplab --help", baseline: base, target: .atMost(0.3),
                              note: "Xvfb, " + (layout as NSString).lastPathComponent))
        } else {
            report.add(Figure(section: section, name: "window first frame", value: .nan, unit: .seconds,
                              baselineName: "not measured: `taplab run --exit-after 0.001` failed under Xvfb", target: .atMost(0.3)))
        }
    }

    // MARK: Memory

    private func memory(_ set: StressSet, _ report: BenchReport) {
        let exe = ProcessBench.executable
        func peak(_ mode: String, _ file: String?) -> Double? {
            var args = ["bench", "--child", mode]
            if let file { args += ["--file", file] }
            return ProcessBench.output(exe, args).flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        let idle = peak("idle", nil)
        for item in [StressSet.Item.balanced1k, .balanced10k, .balanced100k] {
            guard let loaded = peak("load", set.path(item)) else { continue }
            report.add(Figure(section: "Memory", name: "peak resident, \(item.title) loaded", value: loaded, unit: .bytes,
                              baselineName: "the same process before loading", baseline: idle,
                              target: item == .balanced100k ? .atMost(150 * 1_048_576) : nil))
        }
        if let parsed = peak("parse", set.path(.balanced100k)) {
            report.add(Figure(section: "Memory", name: "peak resident, libyaml's events of balanced 100k only", value: parsed,
                              unit: .bytes, baselineName: "the same process before parsing", baseline: idle))
        }
    }

    /// A child process for memory figures: prints its peak resident bytes.
    private func runChild(_ mode: String) {
        var keep: Any?
        switch mode {
        case "load": keep = file.flatMap { try? LayoutLoader.load(path: $0) }
        case "parse": keep = file.flatMap(LoadBench.parseOnly)
        case "render", "render-all", "render-raw":
            // For profilers: frames of `--file` at scale 2, `--count` times.
            guard let file, let loaded = try? LayoutLoader.load(path: file) else { return }
            try? RenderBench.profiledFrames(loaded, mode: mode, count: count)
            keep = loaded
        case "pipeline":
            // For profilers: `--count` rounds of the pipeline benchmark's gestures.
            guard let file, let loaded = try? LayoutLoader.load(path: file) else { return }
            PipelineBench.profiledRounds(loaded, count: count)
            keep = loaded
        case "hit":
            // For profilers: `valgrind --tool=callgrind --toggle-collect='*profiledHitTests*' taplab bench --child hit ...`
            guard let file, let loaded = try? LayoutLoader.load(path: file) else { return }
            let xy = (at ?? "195,422").split(separator: ",").compactMap { Double($0) }
            let point = CGPoint(x: xy.first ?? 195, y: xy.last ?? 422)
            Terminal.out("hit \(HitTestBench.profiledHitTests(loaded.application, point, count: count) ?? "nil")")
            keep = loaded
        default: break
        }
        withExtendedLifetime(keep) { Terminal.out("\(ProcessMemory.peak ?? 0)") }
    }
}

/// The generated stress layouts the benchmarks use.
struct StressSet {
    enum Item: String, CaseIterable {
        case balanced1k, balanced10k, balanced100k, flat10k, deep1k

        var layout: StressLayout {
            switch self {
            case .balanced1k: StressLayout(kind: .balanced, views: 1_000)
            case .balanced10k: StressLayout(kind: .balanced, views: 10_000)
            case .balanced100k: StressLayout(kind: .balanced, views: 100_000)
            case .flat10k: StressLayout(kind: .flat, views: 10_000)
            case .deep1k: StressLayout(kind: .deep, views: 1_000)
            }
        }
        var fileName: String {
            switch self {
            case .balanced1k: "balanced-1k.yaml"
            case .balanced10k: "balanced-10k.yaml"
            case .balanced100k: "balanced-100k.yaml"
            case .flat10k: "flat-10k.yaml"
            case .deep1k: "deep-1k.yaml"
            }
        }
        var title: String {
            switch self {
            case .balanced1k: "balanced 1k"
            case .balanced10k: "balanced 10k"
            case .balanced100k: "balanced 100k"
            case .flat10k: "flat 10k"
            case .deep1k: "deep 1,000"
            }
        }
    }

    let folder: String

    /// Writes the layouts that are missing or out of date.
    init(folder: String) throws {
        self.folder = folder
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var files = Item.allCases.map { (path($0), $0.layout) }
        files.append((tapsPath, StressLayout(kind: .balanced, views: 10_000, taps: 1_000)))
        for (path, layout) in files {
            try StressSet.write(layout.yaml(), to: path)
        }
        // The 5k tree as an app's recursiveDescription would print it.
        if let app = try? LayoutLoader.load(text: StressLayout(kind: .balanced, views: 5_000).yaml(), file: "5k"),
           let window = app.application.windows.first {
            try StressSet.write(RecursiveDescriptionWriter.text(for: window), to: dumpPath)
        }
    }

    /// The stress folder is TapLab's own cache, so its files are replaced
    /// without asking (`force`: by rename, never through a link).
    private static func write(_ text: String, to path: String) throws(FileWriteError) {
        if FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) != text {
            try SafeFile.write(Data(text.utf8), to: path, force: true)
        }
    }

    /// A 5,000-view recursiveDescription (for `taplab trace DUMP`).
    var dumpPath: String { (folder as NSString).appendingPathComponent("balanced-5k-dump.txt") }

    func path(_ item: Item) -> String { (folder as NSString).appendingPathComponent(item.fileName) }

    /// The 10k tree with a script of 1,000 taps (for `taplab replay`).
    var tapsPath: String { (folder as NSString).appendingPathComponent("balanced-10k-taps.yaml") }
    func layout(_ item: Item) -> StressLayout { item.layout }
}

/// What the figures were measured on.
enum Machine {
    static var description: String {
        var cpu = "unknown CPU"
        if let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
           let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
           let name = line.split(separator: ":", maxSplits: 1).last {
            cpu = name.trimmingCharacters(in: .whitespaces)
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
        // Whole-process figures are wall time: a busy machine shows in them.
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
        return "\(cpu), \(cores) cores, \(String(format: "%.0f", memory)) GiB, software renderer, load average \(load) at start"
    }
}
