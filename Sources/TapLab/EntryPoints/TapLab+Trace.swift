import Foundation
import TapExplain
import TapKit

extension TapLab {
    /// Hit-tests `point` (screen points) as a touch beginning there would be,
    /// recording the walk, without delivering anything: the application is
    /// not changed. With `why`, also explains why that view is not the hit
    /// view (or says that it is). The walk names the class of any override
    /// that decided (`RoundButton.point(inside:with:) is overridden and
    /// returned false ...`).
    ///
    ///     let report = TapLab.trace(app, at: CGPoint(x: 128, y: 308), why: round)
    ///     print(report.text)   // the same lines as `taplab trace LAYOUT --at 128,308 --why round`
    ///     print(report.json)   // the same object as `taplab trace ... --json`
    ///
    /// With `TapLab.swift`'s `RoundButton` at [120, 300, 150, 150], the text ends
    ///
    ///     hit view: root (window main)
    ///     chain: root -> rootVC -> main -> application -> appDelegate
    ///     why round: [outside] round is not hit: RoundButton.point(inside:with:) is overridden and returned false for (8, 8)
    ///
    /// `language` chooses the words of `text` (English unless asked, so a
    /// program's output does not change with the user's locale); `json` is
    /// English in every language. With `language: .zh` the same report is
    /// written from TapExplain's Chinese tables (`ExplanationStrings.zh`,
    /// `WhyStrings.zh`), ids, verdicts and rule names unchanged.
    public static func trace(_ application: UIApplication, at point: CGPoint, why: UIView? = nil, stack: Bool = false,
                             language: Language = .en, rebuild: (() throws -> UIApplication)? = nil) -> TraceReport {
        let provenance = LoadedProvenance.of(application)
        let explanation = why.map { application.explainHit(of: $0, at: point) }
        let result = application.hitTest(point, traced: true)
        let layers = stack ? application.hitStack(at: point) : nil
        // Played last: the walk and the stack are the tree before the tap.
        let answer = why.flatMap { TapLab.why(.view($0), in: application, tapAt: point, provenance: provenance,
                                              rebuild: LoadedProvenance.rebuild(rebuild)) }
        // Two views may share the name: the report then says the one asked about is the other.
        let shared = why.map { why in result.view.map { $0 !== why && $0.logName == why.logName } ?? false } ?? false
        return TraceReport(point: point, result: result, explanation: explanation, why: answer, stack: layers,
                           whyName: why?.logName, whyID: why?.logName, whyNameIsShared: shared, language: language,
                           provenance: provenance)
    }

    /// The same, for the command line: `whyName` is what the user typed and
    /// `whyID` the id it named; `why` plays the tap for a view or a
    /// recognizer, `explanation` answers for an object no tap can reach (a
    /// layer, a controller); `provenance` is the loaded layout's.
    package static func trace(_ application: UIApplication, at point: CGPoint, why target: WhyTarget?,
                              explanation: HitTestExplanation?, stack: Bool,
                              whyName: String?, whyID: String?, language: Language, provenance: ProvenanceTable,
                              rebuild: FixReplay.Rebuild? = nil) -> TraceReport {
        let result = application.hitTest(point, traced: true)
        let layers = stack ? application.hitStack(at: point) : nil
        var answer = target.flatMap { TapLab.why($0, in: application, tapAt: point, provenance: provenance, rebuild: rebuild) }
        if answer == nil, let explanation, let whyID { answer = WhyAnswer(view: whyID, hitTest: explanation) }
        return TraceReport(point: point, result: result, explanation: explanation, why: answer, stack: layers,
                           whyName: whyName, whyID: whyID, whyNameIsShared: false, language: language, provenance: provenance)
    }
}
