import Foundation

/// Reads a played delivery — the event log and the decisions noted beside
/// it (`DeliveryFact`) — and says why a view, control, cell or recognizer
/// did or did not work (SPEC 12). It decides nothing about UIKit itself:
/// every rule it names is a record or a fact of the delivery, so there is
/// one source of truth for what happened (the pipeline) and this reads it.
final class DeliveryExplainer {
    typealias Cause = WhyAnswer.Cause
    let application: UIApplication
    let target: WhyTarget
    let records: [EventRecord]
    let facts: [(position: Int, fact: DeliveryFact)]
    /// The touches in the order they began, with where their hitTest record sits.
    let touches: [(id: Int, position: Int)]
    /// Why each touch did or did not reach the target's view, at its moment.
    let hits: [Int: (point: CGPoint, causes: [HitTestExplanation])]

    init(application: UIApplication, target: WhyTarget, log: EventLog) {
        self.application = application
        self.target = target
        records = log.records
        facts = log.facts
        touches = log.records.enumerated().compactMap { index, record in
            if case let .hitTest(touch, _, _) = record.event { (touch, index) } else { nil }
        }
        var hits: [Int: (point: CGPoint, causes: [HitTestExplanation])] = [:]
        for (_, fact) in log.facts {
            if case let .hitExplained(touch, point, causes) = fact, hits[touch] == nil { hits[touch] = (point, causes) }
        }
        self.hits = hits
    }

    var id: String { target.id }

    func answer() -> WhyAnswer? {
        guard !touches.isEmpty else { return nil }
        var causes: [Cause]
        switch target {
        case let .recognizer(recognizer): causes = recognizerCauses(recognizer)
        case let .view(view): causes = viewCauses(view)
        }
        if causes.isEmpty { causes = [Cause(rule: .touchNotEnded, culprit: id, message: text { $0.touchNotEnded(self.id) }, fix: nil)] }
        var unique: [Cause] = []
        for cause in causes where !unique.contains(where: { $0.rule == cause.rule && $0.culprit == cause.culprit }) {
            unique.append(cause)
        }
        return WhyAnswer(view: id, cause: unique[0], also: Array(unique.dropFirst()), notes: notes(for: unique))
    }

    // MARK: Views

    /// Touches that reached the view: it was hit, or a view inside it was.
    func reached(_ view: UIView) -> [Int] {
        touches.map(\.id).filter { touch in
            guard let rule = hits[touch]?.causes.first?.rule else { return false }
            return rule == .getsTouch || rule == .subviewTakesTouch
        }
    }

    /// The hit-test rules of the touch that came nearest: the first one not
    /// simply elsewhere (`outside`), else the first touch.
    func hitTestCauses() -> [Cause] {
        let explained = touches.compactMap { hits[$0.id] }
        let far: Set<HitTestExplanation.Rule> = [.outside, .outsideAncestor]
        guard let pick = explained.first(where: { !far.contains($0.causes[0].rule) }) ?? explained.first else { return [] }
        return pick.causes.map(hitCause)
    }

    private func viewCauses(_ view: UIView) -> [Cause] {
        let reached = reached(view)
        guard !reached.isEmpty else { return hitTestCauses() }
        var stops: [Cause] = []
        for touch in reached {
            let outcome: [Cause]
            if let control = view as? UIControl { outcome = controlOutcome(control, touch) }
            else if let cell = view as? SelectableCell { outcome = cellOutcome(cell, touch) }
            else { outcome = plainViewOutcome(view, touch) }
            // One touch that did the job is the answer, as one tap does it.
            if outcome.first?.rule == .worked || outcome.first?.rule == .noAction { return outcome }
            stops += outcome
        }
        return stops
    }

    private func plainViewOutcome(_ view: UIView, _ touch: Int) -> [Cause] {
        let id = view.logName
        if got(.ended, id, touch) {
            let hit = hitViewName(of: touch)
            if let hit, hit != id {
                return [Cause(rule: .worked, culprit: id, message: text { $0.workedViewForwarded(id, hit) }, fix: nil)]
            }
            return [Cause(rule: .worked, culprit: id, message: text { $0.workedView(id, "touchesBegan and touchesEnded") }, fix: nil)]
        }
        return deliveryStops(touch, for: id) + furtherTakers(of: touch, for: id)
    }

    /// What kept touch `touch` from ending normally at `id`, read from the
    /// facts: an exclusive touch, a refusing scroll view, a recognizer or a
    /// scroll view's pan that took it; else a view in between that kept it,
    /// a cancel, or a touch still down.
    func deliveryStops(_ touch: Int, for id: String) -> [Cause] {
        for (_, fact) in facts {
            switch fact {
            case let .touchExcluded(t, _, holder) where t == touch:
                return [Cause(rule: .exclusiveTouch, culprit: holder, message: text { $0.exclusive(id, holder) },
                              fix: text { $0.fixExclusive(holder) })]
            case let .contentTouchRefused(t, _, scrollView) where t == touch:
                return [Cause(rule: .touchesShouldBeginFalse, culprit: scrollView, message: text { $0.shouldBeginFalse(id, scrollView) },
                              fix: text { $0.fixShouldBegin(scrollView, id) })]
            case let .viewTouchTaken(t, _, recognizer, scrollView, began) where t == touch:
                return [taken(id, recognizer: recognizer, scrollView: scrollView, began: began)]
            default:
                continue
            }
        }
        if let hit = hitViewName(of: touch), hit != id, !got(.began, id, touch) {
            return [Cause(rule: .subviewTakesTouch, culprit: hit, message: text { $0.subviewKeeps(id, hit) }, fix: text { $0.fixSubview(hit) })]
        }
        if got(.cancelled, id, touch) {
            return [Cause(rule: .touchCancelled, culprit: nil, message: text { $0.touchCancelled(id) }, fix: nil)]
        }
        return [Cause(rule: .touchNotEnded, culprit: nil, message: text { $0.touchNotEnded(id) }, fix: text { $0.fixTouch(id) })]
    }

    /// A recognizer or a scroll view's pan won and took the touch.
    private func taken(_ id: String, recognizer: String, scrollView: String?, began: Bool) -> Cause {
        if let scrollView {
            return began
                ? Cause(rule: .cancelledByScrollView, culprit: scrollView, message: text { $0.scrollCancelled(id, scrollView) },
                        fix: text { $0.fixScrollCancel(scrollView, id) })
                : Cause(rule: .delayedByScrollView, culprit: scrollView, message: text { $0.scrollDelayed(id, scrollView) },
                        fix: text { $0.fixScrollDelay(scrollView) })
        }
        if !began {
            return Cause(rule: .delayedThenDropped, culprit: recognizer, message: text { $0.delayedDropped(id, recognizer) },
                         fix: text { $0.fixDelaysBegan(recognizer) })
        }
        return Cause(rule: .cancelledByRecognizer, culprit: recognizer, message: text { $0.cancelledBy(id, recognizer) },
                     fix: text { $0.fixCancels(recognizer, id) })
    }

    /// Recognizers that lost only to the one that took the touch, and
    /// would take it themselves (cancelsTouchesInView) once it is fixed.
    func furtherTakers(of touch: Int, for id: String) -> [Cause] {
        guard let winner = facts.lazy.compactMap({ entry -> String? in
            if case let .viewTouchTaken(t, _, recognizer, _, _) = entry.fact, t == touch { recognizer } else { nil }
        }).first else { return [] }
        return facts.compactMap { entry -> Cause? in
            guard case let .gestureFailed(recognizer, seen, .preventedBy(other)) = entry.fact, other == winner, seen.contains(touch),
                  recognizerNamed(recognizer)?.cancelsTouchesInView == true else { return nil }
            return Cause(rule: .cancelledByRecognizer, culprit: recognizer, message: text { $0.wouldTakeToo(id, recognizer) },
                         fix: text { $0.fixCancels(recognizer, id) })
        }
    }

    // MARK: Reading the log

    /// Whether `responder` got `touches<phase>` for `touch`.
    func got(_ phase: EventRecord.Event.Phase, _ responder: String, _ touch: Int) -> Bool {
        records.contains { record in
            if case let .touches(p, r, ids) = record.event { p == phase && r == responder && ids.contains(touch) } else { false }
        }
    }

    func hitViewName(of touch: Int) -> String? {
        for record in records {
            if case let .hitTest(t, view, _) = record.event, t == touch { return view }
        }
        return nil
    }

    /// The records from `touch`'s hit test to the next touch's (what that touch did).
    func window(of touch: Int) -> ArraySlice<EventRecord> {
        guard let index = touches.firstIndex(where: { $0.id == touch }) else { return [] }
        let end = index + 1 < touches.count ? touches[index + 1].position : records.count
        return records[touches[index].position..<end]
    }

    func hitCause(_ explanation: HitTestExplanation) -> Cause {
        Cause(rule: WhyAnswer.Rule(explanation.rule), culprit: explanation.culprit, message: LocalizedText(explanation),
              fix: hitFix(explanation.rule, culprit: explanation.culprit ?? id))
    }

    func text(_ sentence: (WhyStrings) -> String) -> LocalizedText { LocalizedText(sentence) }
}
