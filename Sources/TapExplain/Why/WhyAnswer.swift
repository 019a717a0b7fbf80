import Foundation
import TapKit

/// The answer to "why did it not work?" (SPEC 12): the first rule, in the
/// order UIKit delivers, that kept a view, control, cell or recognizer
/// from doing what its kind does, with the one-line fix, every further rule
/// that would still stop it once that one is fixed, and notes on what the
/// input could not tell.
///
///     let answer = try application.explainDelivery(of: .view(button1)) { observer in
///         try ScriptRunner.run(steps, on: application, observer: observer)
///     }
///     answer.lines(in: .en)
///     // why button1: [cancelledByRecognizer] button1 got touchesBegan, then tap recognized …
///     // fix: set tap.cancelsTouchesInView = false, or keep it off button1 (shouldReceive: {except: [button1]})
public struct WhyAnswer {
    /// SPEC 12's rule names, in the order UIKit delivers (the hit-test rules
    /// first, then delivery, recognizers, actions; `worked` last).
    public enum Rule: String, CaseIterable, Sendable {
        case hidden, alpha, interactionDisabled, disabledControl, outside, outsideAncestor
        case drawnOutsideUnclippedAncestor, coveredBySibling, coveredByWindow, customHitRule
        case subviewTakesTouch, layerNotResponder, notAView, notInWindow
        case exclusiveTouch, delayedThenDropped, cancelledByRecognizer, delayedByScrollView
        case cancelledByScrollView, touchesShouldBeginFalse, touchUpOutside, controlInCell, selectionDisabled
        case delegateRefused, waitedAndFailed, preventedBy, gestureFailed, disabled
        /// TapLab's own, where SPEC 12 names none: the touch was cancelled by
        /// the input or a view leaving, never ended, or the control fired no event.
        case touchCancelled, touchNotEnded, noEvent
        case noAction, worked

        /// A hit-test rule as `--why` names it (`getsTouch` is a touch that arrived).
        init(_ rule: HitTestExplanation.Rule) {
            self = rule == .getsTouch ? .worked : Rule(rawValue: rule.rawValue) ?? .customHitRule
        }
    }

    /// One rule that applies, with the object to change and what happened.
    public struct Cause: Equatable {
        public var rule: Rule
        /// The id of the view, recognizer or scroll view to change; nil when none.
        public var culprit: String?
        public var message: LocalizedText
        public var fix: LocalizedText?
        /// The change that makes `fix` on the scene, so it can be checked
        /// by replay; nil where the fix is code.
        public var change: FixChange?
        /// Why no fix is offered, where that is the answer (`fix: none — REASON`).
        public var noFix: LocalizedText?
        /// The fix is UIKit working as designed undone (a touch that became
        /// a scroll): offered only where its replay shows it works.
        public var onlyIfProven = false

        public init(rule: Rule, culprit: String?, message: LocalizedText, fix: LocalizedText?, change: FixChange? = nil,
                    noFix: LocalizedText? = nil) {
            (self.rule, self.culprit, self.message, self.fix, self.change, self.noFix) = (rule, culprit, message, fix, change, noFix)
        }

        public static func == (a: Cause, b: Cause) -> Bool {
            a.rule == b.rule && a.culprit == b.culprit && a.message == b.message && a.fix == b.fix && a.noFix == b.noFix
                && a.change?.json == b.change?.json
        }
    }

    /// The id asked about.
    public var view: String
    public var cause: Cause
    /// Further rules that would each still stop it once `cause` is fixed.
    public var also: [Cause]
    public var notes: [LocalizedText]
    /// The fixes offered, in the order to make them (SPEC 14 `why.fixes`):
    /// the first is `cause`'s; each later one the fix of the rule that
    /// still stopped the target once the earlier ones were made. Empty
    /// where none is offered.
    public var fixes: [CheckedFix] = []
    /// Changes replayed that did not make the target work, where no fix is
    /// offered (SPEC 14 `why.tried`).
    public var tried: [CheckedFix] = []
    /// What the answer rests on that the input did not give, and the value
    /// taken (a `note:` line says each in words).
    public var assumed: [AssumedValue] = []

    /// An answer that hit testing alone gives: a layer, a controller or
    /// another object that is not a view (nothing is played for it).
    public init(view: String, hitTest explanation: HitTestExplanation) {
        self.view = view
        cause = Cause(rule: Rule(explanation.rule), culprit: explanation.culprit, message: explanation.text,
                      fix: DeliveryExplainer.hitFix(explanation.rule, culprit: explanation.culprit ?? view, id: view))
        also = []
        notes = []
        fixes = cause.fix.map { [CheckedFix(text: $0, change: nil, checked: .notSimulated)] } ?? []
    }

    init(view: String, cause: Cause, also: [Cause], notes: [LocalizedText]) {
        self.view = view
        self.cause = cause
        self.also = also
        self.notes = notes
    }

    public var rule: Rule { cause.rule }
    public var culprit: String? { cause.culprit }

    /// `why ID: [RULE] MESSAGE`, `fix: …`, `also: …`, `note: …` (SPEC 12);
    /// a fix with what its replay showed, and a sequence of fixes as
    /// `fixes:` lines, a fix none with what was `tried:` (SPEC 14).
    /// `named` is the view as the user named it (`UIButton-0x1 (0x1)`).
    public func lines(in language: Language, named: String? = nil) -> [String] {
        let s = WhyStrings.of(language)
        var lines = [s.lineWhy(named ?? view, cause.rule.rawValue, cause.message.in(language))]
        if cause.rule != .worked {
            if let first = fixes.first {
                lines.append(s.lineFix(first.line(in: language, target: view)))
            } else if let reason = cause.noFix {
                lines.append(s.lineNoFix(reason.in(language)))
            }
        }
        lines += also.map { s.lineAlso($0.rule.rawValue, $0.message.in(language)) }
        if fixes.count > 1 {
            lines += fixes.enumerated().map { n, fix in s.lineFixes("\(n + 1)", fix.line(in: language, target: view)) }
        }
        lines += tried.map { s.lineTried($0.line(in: language, target: view)) }
        lines += notes.map { s.lineNote($0.in(language)) }
        return lines
    }

    /// `{view, rule, culprit, message, fix, fixes, tried, also: [{rule, culprit, message}], notes}`,
    /// English; `fix` is `{text, change, checked}` (SPEC 14), null where none is offered.
    public var json: String {
        let offered = cause.rule == .worked ? [] : fixes
        return JSONText.object([
            ("view", JSONText.string(view)),
            ("rule", JSONText.string(cause.rule.rawValue)),
            ("culprit", cause.culprit.map(JSONText.string) ?? "null"),
            ("message", JSONText.string(cause.message.en)),
            ("fix", offered.first?.json ?? "null"),
            ("fixes", offered.isEmpty ? "null" : JSONText.array(offered.map(\.json))),
            ("tried", JSONText.array(tried.map(\.json))),
            ("assumed", JSONText.array(assumed.map(\.json))),
            ("also", JSONText.array(also.map { a in
                JSONText.object([("rule", JSONText.string(a.rule.rawValue)), ("culprit", a.culprit.map(JSONText.string) ?? "null"),
                                 ("message", JSONText.string(a.message.en))])
            })),
            ("notes", JSONText.array(notes.map { JSONText.string($0.en) })),
        ])
    }
}
