import Foundation

/// One line of the benchmark table: a figure, the baseline measured beside
/// it in the same run, and the target it is held to.
struct Figure {
    enum Unit { case seconds, perSecond, bytes, count }
    enum Target {
        /// The value itself (seconds, bytes) at most / at least this.
        case atMost(Double), atLeast(Double)
        /// value / baseline at most this.
        case ratioAtMost(Double)
    }

    var section: String
    var name: String
    var value: Double
    var unit: Unit
    var baselineName: String? = nil
    var baseline: Double? = nil
    var target: Target? = nil
    var note: String? = nil

    var ratio: Double? {
        guard let baseline, baseline > 0, value.isFinite else { return nil }
        return value / baseline
    }

    /// nil when there is no target.
    var meetsTarget: Bool? {
        guard let target else { return nil }
        switch target {
        case let .atMost(limit): return value <= limit
        case let .atLeast(limit): return value >= limit
        case let .ratioAtMost(limit): return ratio.map { $0 <= limit }
        }
    }

    var targetText: String {
        guard let target else { return "" }
        switch target {
        case let .atMost(limit): return "≤ " + Self.format(limit, unit)
        case let .atLeast(limit): return "≥ " + Self.format(limit, unit)
        case let .ratioAtMost(limit): return "≤ \(Self.plain(limit))x"
        }
    }

    static func format(_ v: Double, _ unit: Unit) -> String {
        guard v.isFinite else { return "n/a" }
        switch unit {
        case .seconds:
            if v < 1e-6 { return "\(plain(v * 1e9)) ns" }
            if v < 1e-3 { return "\(plain(v * 1e6)) us" }
            if v < 1 { return "\(plain(v * 1e3)) ms" }
            return "\(plain(v)) s"
        case .perSecond: return "\(grouped(v)) /s"
        case .bytes: return "\(plain(v / 1_048_576)) MB"
        case .count: return grouped(v)
        }
    }

    /// Three significant digits.
    static func plain(_ v: Double) -> String {
        if v >= 100 { return String(format: "%.0f", v) }
        if v >= 10 { return String(format: "%.1f", v) }
        return String(format: "%.2f", v)
    }

    static func grouped(_ v: Double) -> String {
        let digits = String(Int(v.rounded()))
        var out = ""
        for (i, c) in digits.reversed().enumerated() {
            if i > 0, i % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return String(out.reversed())
    }
}

/// Collects figures and prints them as one Markdown table per section.
final class BenchReport {
    private(set) var figures: [Figure] = []
    let verbose: Bool

    init(verbose: Bool) { self.verbose = verbose }

    func add(_ figure: Figure) {
        figures.append(figure)
        if verbose { Terminal.err("  \(figure.section): \(figure.name) = \(Figure.format(figure.value, figure.unit))"
            + (figure.baseline.map { " (baseline \(Figure.format($0, figure.unit)))" } ?? "")) }
    }

    func markdown() -> String {
        var out = ""
        var sections: [String] = []
        for f in figures where !sections.contains(f.section) { sections.append(f.section) }
        for section in sections {
            out += "\n### \(section)\n\n"
            out += "| Figure | Median | Baseline (same run) | Ratio | Target | |\n"
            out += "|---|---:|---|---:|---:|---|\n"
            for f in figures where f.section == section {
                let baseline = f.baseline.map { "\(Figure.format($0, f.unit)) — \(f.baselineName ?? "")" } ?? (f.baselineName ?? "")
                let ratio = f.ratio.map { "\(Figure.plain($0))x" } ?? ""
                let verdict = f.meetsTarget.map { $0 ? "met" : "**missed**" } ?? ""
                let name = f.note.map { "\(f.name) (\($0))" } ?? f.name
                out += "| \(name) | \(Figure.format(f.value, f.unit)) | \(baseline) | \(ratio) | \(f.targetText) | \(verdict) |\n"
            }
        }
        return out
    }

    var missed: [Figure] { figures.filter { $0.meetsTarget == false } }
}
