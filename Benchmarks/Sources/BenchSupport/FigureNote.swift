import Foundation

/// What the report needs to print a benchmark as a figure beside its
/// baseline: package-benchmark exports numbers by benchmark name only, so
/// each figure's benchmark writes this note (as JSON, into
/// STRESS/notes/NAME.json) when it is set up — only the benchmarks that
/// ran have one. Report/bench_report.py reads them with the exported p50s.
public struct FigureNote: Codable, Sendable {
    public enum Unit: String, Codable, Sendable {
        /// The value is time per `per` operations; printed per operation.
        case seconds
        /// The value is time for `per` events; printed as events per second.
        case perSecond
        /// Peak resident bytes.
        case bytes
    }

    public enum Target: Codable, Sendable {
        case atMost(Double), atLeast(Double), ratioAtMost(Double)
    }

    public var section: String
    /// Where in its section the row goes.
    public var order: Int
    public var title: String
    public var note: String?
    public var unit: Unit
    /// Operations (points, events) in one timed iteration.
    public var per: Double
    /// The benchmark measured beside it (`TimedBenchmark.pair`: NAME.base), and how the table names it.
    public var baseline = ""
    public var baselineTitle: String
    public var target: Target?

    public init(section: String, order: Int, title: String, note: String? = nil, unit: Unit = .seconds,
                per: Double = 1, baselineTitle: String, target: Target? = nil) {
        self.section = section
        self.order = order
        self.title = title
        self.note = note
        self.unit = unit
        self.per = per
        self.baselineTitle = baselineTitle
        self.target = target
    }

    /// Writes the note of the benchmark `name`; a note that cannot be
    /// written leaves the figure out of the tables, and says so.
    public func write(for name: String) {
        let folder = StressSet.path("notes")
        let file = (folder as NSString).appendingPathComponent(name + ".json")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(self).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("warning: cannot write \(file): \(error)\n".utf8))
        }
    }
}
