import Foundation
import TapExplain

/// The errors and warnings found while reading one dump, in the order found.
///
/// Like a layout's (`YAMLReader.maxDiagnostics`), each list stops at 100 and
/// ends with a line counting the rest: a dump of 2.7 million empty windows
/// printed 40.5 million error lines before this limit. Problems are
/// autoclosures, so that one past the limit costs a count, not the names
/// and lists its payload is made of.
final class DumpReport {
    let file: String
    private var kept: (errors: [LayoutDiagnostic], warnings: [LayoutDiagnostic]) = ([], [])
    private var suppressed = (errors: 0, warnings: 0)

    init(file: String) { self.file = file }

    /// The errors in the order found (the first 100), then the count of the rest.
    var errors: [LayoutDiagnostic] { errors(sortedBy: nil) }
    var warnings: [LayoutDiagnostic] { warnings(sortedBy: nil) }
    var hasErrors: Bool { !kept.errors.isEmpty }

    /// The errors kept, in the order `areInOrder` gives (the order found
    /// when nil), then one line counting those left out.
    func errors(sortedBy areInOrder: ((LayoutDiagnostic, LayoutDiagnostic) -> Bool)?) -> [LayoutDiagnostic] {
        Self.list(kept.errors, sortedBy: areInOrder, suppressed: suppressed.errors, severity: .error)
    }

    func warnings(sortedBy areInOrder: ((LayoutDiagnostic, LayoutDiagnostic) -> Bool)?) -> [LayoutDiagnostic] {
        Self.list(kept.warnings, sortedBy: areInOrder, suppressed: suppressed.warnings, severity: .warning)
    }

    // One pair per kind of problem a dump has, so that a call site can
    // write `.missingKey(…)` (a generic `some Worded` cannot infer the type).
    func error(_ problem: @autoclosure () -> JSONDumpProblem, at position: DumpPosition) { keepError(problem, at: position) }
    func warning(_ problem: @autoclosure () -> JSONDumpProblem, at position: DumpPosition) { keepWarning(problem, at: position) }
    func error(_ problem: @autoclosure () -> DescriptionProblem, at position: DumpPosition) { keepError(problem, at: position) }
    func warning(_ problem: @autoclosure () -> DescriptionProblem, at position: DumpPosition) { keepWarning(problem, at: position) }
    func error(_ problem: @autoclosure () -> DumpPlanProblem, at position: DumpPosition) { keepError(problem, at: position) }
    func warning(_ problem: @autoclosure () -> DumpPlanProblem, at position: DumpPosition) { keepWarning(problem, at: position) }
    func error(_ problem: @autoclosure () -> DumpProblem, at position: DumpPosition) { keepError(problem, at: position) }

    private func keepError(_ problem: () -> some Worded, at position: DumpPosition) {
        guard kept.errors.count < YAMLReader.maxDiagnostics else { return suppressed.errors += 1 }
        kept.errors.append(LayoutDiagnostic(file: file, line: position.line, column: position.column, problem: problem()))
    }

    private func keepWarning(_ problem: () -> some Worded, at position: DumpPosition) {
        guard kept.warnings.count < YAMLReader.maxDiagnostics else { return suppressed.warnings += 1 }
        kept.warnings.append(LayoutDiagnostic(file: file, line: position.line, column: position.column, problem: problem(),
                                              severity: .warning))
    }

    private static func list(_ kept: [LayoutDiagnostic], sortedBy areInOrder: ((LayoutDiagnostic, LayoutDiagnostic) -> Bool)?,
                             suppressed: Int, severity: LayoutDiagnostic.Severity) -> [LayoutDiagnostic] {
        var list = areInOrder.map { kept.sorted(by: $0) } ?? kept
        if suppressed > 0, let last = list.last {
            let limit = YAMLReader.maxDiagnostics
            let problem: DumpProblem = severity == .warning ? .tooManyWarnings(more: suppressed, limit: limit)
                                                            : .tooManyErrors(more: suppressed, limit: limit)
            list.append(LayoutDiagnostic(file: last.file, line: last.line, column: last.column, problem: problem, severity: severity))
        }
        return list
    }
}
