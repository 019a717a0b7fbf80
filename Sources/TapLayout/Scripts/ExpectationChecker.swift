import Foundation
import TapExplain
import TapKit

/// Runs a layout's expectations: `hit` and `chain` against the layout as
/// loaded, then the script, then `log` and `notInLog` against its log.
public enum ExpectationChecker {
    public static func check(_ layout: LoadedLayout) -> [LayoutDiagnostic] {
        var problems: [LayoutDiagnostic] = []
        func fail(_ e: Expectation, _ problem: ExpectationProblem) {
            problems.append(LayoutDiagnostic(file: layout.file, line: e.line, column: e.column, problem: problem))
        }
        for e in layout.expectations {
            switch e.kind {
            case let .hit(at, expected):
                let actual = layout.application.hitTest(at).view?.logName
                if actual != expected {
                    fail(e, .hitMismatch(at: at, expected: expected, actual: actual, file: layout.file))
                }
            case let .chain(from, expected):
                guard let responder = layout.objects[from]?.responder else {
                    fail(e, .notAResponder(from))
                    continue
                }
                let actual = responder.responderChain.map(\.logName)
                if actual != expected {
                    fail(e, .chainMismatch(from: from, expected: expected, actual: actual))
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
        let whys = logExpectations.compactMap { e -> (Expectation, String, String, String?, Expectation.FixChecked?, WhyTarget?)? in
            guard case let .why(view, rule, culprit, fixChecked) = e.kind else { return nil }
            return (e, view, rule, culprit, fixChecked, layout.objects[view]?.whyTarget)
        }
        var lines: [String] = []
        let answers: [WhyAnswer?]
        do {
            let replay = FixReplay(rebuild: layout.copyMaker(),
                                   play: { fresh, observer in _ = try ScriptRunner.run(layout.script, on: fresh, observer: observer) })
            answers = try layout.application.explainDelivery(of: whys.compactMap(\.5), provenance: layout.provenance,
                                                             checkingFixesWith: replay) { observer in
                lines = try ScriptRunner.run(layout.script, on: layout.application, observer: observer).lines
            }
        } catch let error as ScriptTimeline.Problem {
            problems.append(scriptDiagnostic(error, file: layout.file))
            return problems
        } catch {
            return problems
        }
        var answered = answers.makeIterator()
        for (e, view, rule, culprit, fixChecked, target) in whys {
            guard target != nil else {
                fail(e, .notAWhyTarget(view))
                continue
            }
            guard let answer = answered.next() ?? nil else {
                fail(e, .noTouchToAnswer(view: view))
                continue
            }
            let checked = answer.fixes.first?.checked.map { Expectation.FixChecked(rawValue: $0.name) ?? .none } ?? Expectation.FixChecked.none
            if answer.rule.rawValue != rule || (culprit != nil && answer.culprit != culprit) || (fixChecked != nil && checked != fixChecked) {
                fail(e, .whyMismatch(view: view, expected: .init(rule: rule, culprit: culprit, fixChecked: fixChecked?.rawValue),
                                     actual: .init(rule: answer.rule.rawValue, culprit: answer.culprit,
                                                   fixChecked: fixChecked == nil ? nil : checked.rawValue), file: layout.file))
            }
        }
        for e in logExpectations {
            switch e.kind {
            case let .log(expected):
                if let missing = firstMissing(expected, in: lines) {
                    let after = missing > 0 ? expected[missing - 1] : nil
                    fail(e, .logLineMissing(expected[missing], after: after, file: layout.file))
                }
            case let .notInLog(forbidden):
                // A set: every forbidden line against every log line was
                // the product of two lengths people write.
                let logged = Set(lines.flatMap(withoutValues))
                for line in forbidden where logged.contains(line) {
                    fail(e, .logLineFound(line, file: layout.file))
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
        case let .fingerNotDown(_, line, column), let .fingerAlreadyDown(_, line, column), let .tooManyFingers(line, column),
             let .tooManyDown(_, line, column):
            return LayoutDiagnostic(file: file, line: line, column: column, problem: problem)
        }
    }
}
