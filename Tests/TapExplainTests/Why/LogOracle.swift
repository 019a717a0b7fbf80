import XCTest
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// What the log says happened, written without the explainer.
struct LogOracle {
    let log: EventLog
    let world: RandomWorld

    var events: [EventRecord.Event] { log.records.map(\.event) }

    func worked(_ target: RandomWorld.Target) -> Bool {
        switch target.target {
        case let .recognizer(r): return succeeded(r.logName)
        case let .view(view):
            if let control = view as? UIControl {
                let primary = type(of: control).primaryEvent
                return events.contains { if case let .control(c, e, _) = $0 { c.name == view.logName && e == primary } else { false } }
            }
            if let (list, row) = world.row(of: view) {
                return events.contains { if case let .list(.select, l, r) = $0 { l.name == list.logName && r == row } else { false } }
            }
            // A scroll view whose own pan began scrolled: its job (TapLab's reading of SPEC 12).
            if view is UIScrollView, succeeded(view.logName + ".pan") { return true }
            return got(.ended, view.logName)
        }
    }

    func succeeded(_ recognizer: String) -> Bool {
        events.contains { event in
            guard case let .gesture(r, state, discrete, _) = event, r.name == recognizer else { return false }
            return state == .began || (discrete && state == .ended)
        }
    }

    func got(_ phase: EventRecord.Event.Phase, _ responder: String) -> Bool {
        events.contains { if case let .touches(p, r, _) = $0 { p == phase && r.name == responder } else { false } }
    }

    func failed(_ recognizer: String) -> Bool {
        events.contains { if case let .gesture(r, state, _, _) = $0 { r.name == recognizer && (state == .failed || state == .cancelled) } else { false } }
    }

    /// Views whose subtree holds a touch's hit view (the touch reached them).
    func reached(_ view: UIView) -> Bool {
        events.contains { event in
            guard case let .hitTest(_, hit, _) = event, let hit, let hitView = world.view(named: hit.name) else { return false }
            return hitView === view || hitView.isDescendant(of: view)
        }
    }

    /// A reason the answer's claim is false of the log, or nil.
    func falseClaim(_ answer: WhyAnswer, about target: RandomWorld.Target) -> String? {
        let culprit = answer.culprit ?? ""
        let view = target.target.viewIfAny
        let id = target.id
        let hitRules: Set<WhyAnswer.Rule> = [.hidden, .alpha, .interactionDisabled, .disabledControl, .outside, .outsideAncestor,
                                             .drawnOutsideUnclippedAncestor, .coveredBySibling, .coveredByWindow, .customHitRule]
        if hitRules.contains(answer.rule) {
            let subject = view ?? world.recognizerView(target)
            if let subject, reached(subject) { return "\(answer.rule), yet a touch reached \(subject.logName)" }
            return nil
        }
        switch answer.rule {
        case .cancelledByRecognizer:
            guard succeeded(culprit) else { return "culprit \(culprit) never recognized" }
            guard world.recognizer(named: culprit)?.cancelsTouchesInView == true else { return "culprit \(culprit) does not cancel touches" }
            let receiver = view.flatMap { world.row(of: $0)?.0.logName } ?? id
            if !got(.cancelled, receiver) { return "\(receiver) never got touchesCancelled" }
        case .delayedThenDropped:
            guard succeeded(culprit) else { return "culprit \(culprit) never recognized" }
            guard let winner = world.recognizer(named: culprit), winner.delaysTouchesBegan || winner.cancelsTouchesInView else {
                return "culprit \(culprit) neither delays nor cancels touches"
            }
            let receiver = view.flatMap { world.row(of: $0)?.0.logName } ?? id
            if got(.began, receiver), !got(.ended, receiver), !got(.cancelled, receiver) { return "\(receiver) did get touchesBegan" }
        case .delayedByScrollView, .cancelledByScrollView:
            guard succeeded(culprit + ".pan") else { return "\(culprit)'s pan never began" }
        case .preventedBy, .waitedAndFailed:
            guard succeeded(culprit) else { return "culprit \(culprit) never recognized" }
            guard failed(id) else { return "\(id) never failed" }
        case .gestureFailed:
            guard failed(id) else { return "\(id) never failed" }
        case .delegateRefused:
            guard !succeeded(id) else { return "\(id) recognized" }
        case .disabled:
            guard world.recognizer(named: id)?.isEnabled == false || failed(id) else { return "\(id) is enabled and never failed" }
        case .touchUpOutside:
            // A row: it was highlighted and unhighlighted, never selected (its finger lifted outside it).
            if let (list, row) = view.flatMap({ world.row(of: $0) }) {
                let changes = events.compactMap { event -> ListChange? in
                    if case let .list(change, l, r) = event, list.isSubject(of: l), r == row { change } else { nil }
                }
                guard changes.contains(.unhighlight), !changes.contains(.select) else { return "row \(id) did not unhighlight unselected" }
            } else if !events.contains(where: { if case let .control(c, e, _) = $0 { c.name == id && e == .touchUpOutside } else { false } }) {
                return "no touchUpOutside"
            }
        case .selectionDisabled:
            guard let list = view.flatMap({ world.row(of: $0)?.0 }) else { return "not a row" }
            guard list.logName == culprit, !world.allowsSelection(list) else { return "\(culprit) allows selection" }
        case .controlInCell:
            guard let control = world.view(named: culprit), control is UIControl, let view, control.isDescendant(of: view) else {
                return "\(culprit) is not a control in \(id)"
            }
        case .subviewTakesTouch:
            guard let view, reached(view) else { return nil }
            if got(.ended, id) { return "\(id) got touchesEnded" }
        default:
            break
        }
        return nil
    }
}

extension WhyTarget {
    var viewIfAny: UIView? { if case let .view(view) = self { view } else { nil } }
}
