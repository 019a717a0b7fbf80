import Foundation
import TapExplain
import TapKit

/// Runs a layout's expectations: `hit` and `chain` against the layout as
/// loaded, then the script, then `log` and `notInLog` against its log.
public enum ExpectationChecker {
    public static func check(_ layout: LoadedLayout) -> [LayoutDiagnostic] {
        var problems: [LayoutDiagnostic] = []
        func fail(_ e: Expectation, _ message: String) {
            problems.append(LayoutDiagnostic(file: layout.file, line: e.line, column: e.column, message: message))
        }
        for e in layout.expectations {
            switch e.kind {
            case let .hit(at, expected):
                let actual = layout.application.hitTest(at).view?.logName
                if actual != expected {
                    fail(e, "expected the touch at (\(formatNumber(at.x)), \(formatNumber(at.y))) to hit \(expected ?? "no view"), but it hit \(actual ?? "no view") (see 'taplab trace \(layout.file) --at \(formatNumber(at.x)),\(formatNumber(at.y))')")
                }
            case let .chain(from, expected):
                guard let responder = layout.objects[from]?.responder else {
                    fail(e, "chain expectation: '\(from)' is not a responder")
                    continue
                }
                let actual = responder.responderChain.map(\.logName)
                if actual != expected {
                    fail(e, "expected the chain from \(from) to be [\(expected.joined(separator: ", "))], but it is [\(actual.joined(separator: ", "))]")
                }
            case .log, .notInLog, .why:
                continue
            }
        }
        let logExpectations = layout.expectations.filter {
            if case .hit = $0.kind { return false }
            if case .chain = $0.kind { return false }
            return true
        }
        guard !logExpectations.isEmpty else { return problems }
        // One play of the script answers the log and every `why:` at once.
        let whys = logExpectations.compactMap { e -> (Expectation, String, String, String?, WhyTarget?)? in
            guard case let .why(view, rule, culprit) = e.kind else { return nil }
            return (e, view, rule, culprit, layout.objects[view]?.whyTarget)
        }
        var lines: [String] = []
        let answers: [WhyAnswer?]
        do {
            answers = try layout.application.explainDelivery(of: whys.compactMap(\.4)) { observer in
                lines = try ScriptRunner.run(layout.script, on: layout.application, observer: observer).lines
            }
        } catch let error as ScriptTimeline.Problem {
            problems.append(scriptDiagnostic(error, file: layout.file))
            return problems
        } catch {
            return problems
        }
        var answered = answers.makeIterator()
        for (e, view, rule, culprit, target) in whys {
            guard target != nil else {
                fail(e, "why expectation: '\(view)' is not a view or a gesture recognizer")
                continue
            }
            guard let answer = answered.next() ?? nil else {
                fail(e, "why expectation: the script has no touch, so nothing answers for \(view)")
                continue
            }
            if answer.rule.rawValue != rule || (culprit != nil && answer.culprit != culprit) {
                let expected = rule + (culprit.map { " (culprit \($0))" } ?? "")
                let actual = answer.rule.rawValue + (answer.culprit.map { " (culprit \($0))" } ?? "")
                fail(e, "expected --why \(view) to answer \(expected), but it answers \(actual) (see 'taplab replay \(layout.file) --why \(view)')")
            }
        }
        for e in logExpectations {
            switch e.kind {
            case let .log(expected):
                if let missing = firstMissing(expected, in: lines) {
                    let after = missing > 0 ? " after '\(expected[missing - 1])'" : ""
                    fail(e, "log line '\(expected[missing])' not found\(after) (see 'taplab replay \(layout.file)')")
                }
            case let .notInLog(forbidden):
                // A set: every forbidden line against every log line was
                // the product of two lengths people write.
                let logged = Set(lines.flatMap(withoutValues))
                for line in forbidden where logged.contains(line) {
                    fail(e, "log line '\(line)' should not occur, but it does (see 'taplab replay \(layout.file)')")
                }
            default:
                continue
            }
        }
        return problems
    }

    /// The index of the first expected line that does not occur, in order.
    static func firstMissing(_ expected: [String], in lines: [String]) -> Int? {
        var position = lines.startIndex
        for (i, line) in expected.enumerated() {
            guard let found = lines[position...].firstIndex(where: { withoutValues($0).contains(line) }) else { return i }
            position = found + 1
        }
        return nil
    }

    /// The forms of a log line an expected line may take: the line itself,
    /// and the line without some or all of the `name=value` fields at its
    /// end (SPEC 11's gesture values, a control's new value). So
    /// `gesture pan began` matches `gesture pan began translation=11,0 velocity=0,0`,
    /// while `gesture pan began translation=11,0` matches only that translation.
    static func withoutValues(_ line: String) -> [String] {
        var forms = [line]
        var rest = Substring(line)
        while let space = rest.lastIndex(of: " "), rest[rest.index(after: space)...].contains("=") {
            rest = rest[..<space]
            forms.append(String(rest))
        }
        return forms
    }

    public static func scriptDiagnostic(_ problem: ScriptTimeline.Problem, file: String) -> LayoutDiagnostic {
        switch problem {
        case let .fingerNotDown(_, line, column), let .fingerAlreadyDown(_, line, column), let .tooManyFingers(line, column):
            return LayoutDiagnostic(file: file, line: line, column: column, message: problem.description)
        }
    }
}
