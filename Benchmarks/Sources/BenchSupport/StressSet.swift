import Foundation
import StressLayouts
import TapLayout

/// The generated stress layouts the benchmarks read, in one folder
/// (`make bench`: .build/stress, passed as TAPLAB_STRESS).
public enum StressSet {
    public enum Item: String, CaseIterable, Sendable {
        case balanced1k, balanced10k, balanced100k, flat10k, deep1k

        public var layout: StressLayout {
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

        /// How the tables name it.
        public var title: String {
            switch self {
            case .balanced1k: "balanced 1k"
            case .balanced10k: "balanced 10k"
            case .balanced100k: "balanced 100k"
            case .flat10k: "flat 10k"
            case .deep1k: "deep 1,000"
            }
        }

        public var path: String { StressSet.path(fileName) }
    }

    /// TAPLAB_STRESS, or .build/stress in the first folder up from here that has one.
    public static var folder: String {
        if let folder = ProcessInfo.processInfo.environment["TAPLAB_STRESS"], !folder.isEmpty { return folder }
        var dir = FileManager.default.currentDirectoryPath
        for _ in 0..<4 {
            let candidate = (dir as NSString).appendingPathComponent(".build/stress")
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            dir = (dir as NSString).deletingLastPathComponent
        }
        return ".build/stress"
    }

    public static func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

    /// The 10k tree with a script of 1,000 taps (for `taplab replay`).
    public static var tapsPath: String { path("balanced-10k-taps.yaml") }

    /// The 5k tree as an app's recursiveDescription prints it (for `taplab trace DUMP`).
    public static var dumpPath: String { path("balanced-5k-dump.txt") }
    /// The 1k tree as a dump (for `taplab figure`, issue 27: each kind under 1 s).
    public static var smallDumpPath: String { path("balanced-1k-dump.txt") }
    /// A 50k tree as a dump (issue 29: a huge app traced whole).
    public static var hugeDumpPath: String { path("balanced-50k-dump.txt") }

    /// Writes every file of the set that is missing or out of date into `folder`.
    public static func write(into folder: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func at(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }
        var files = Item.allCases.map { (at($0.fileName), $0.layout.yaml()) }
        files.append((at("balanced-10k-taps.yaml"), StressLayout(kind: .balanced, views: 10_000, taps: 1_000).yaml()))
        for (views, name) in [(5_000, "balanced-5k-dump.txt"), (1_000, "balanced-1k-dump.txt"), (50_000, "balanced-50k-dump.txt")] {
            let loaded = try LayoutLoader.load(text: StressLayout(kind: .balanced, views: views).yaml(), file: name)
            if let window = loaded.application.windows.first { files.append((at(name), RecursiveDescriptionWriter.text(for: window))) }
        }
        var written: [String] = []
        for (path, text) in files where FileManager.default.contents(atPath: path) != Data(text.utf8) {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            written.append(path)
        }
        return written
    }
}
