import Foundation
import TapKit

/// Reads a played delivery — the event log and the decisions noted beside
/// it (`DeliveryFact`) — and says why a view, control, cell or recognizer
/// did or did not work (SPEC 12). It decides nothing about UIKit itself:
/// every rule it names is a record or a fact of the delivery, so there is
/// one source of truth for what happened (the pipeline) and this reads it.
final class DeliveryExplainer {
    typealias Cause = WhyAnswer.Cause

    /// One touch of the input. Facts name it by its key; the log's records
    /// by its id only, which scripts reuse (every tap is finger 1), so its
    /// records are those in `records[start..<end]`: from its hit test to
    /// the next touch with its id, or to its last delivery if that is later
    /// (a held touchesEnded cancelled by the next tap).
    struct PlayedTouch {
        let key: TouchKey
        var id: Int { key.id }
        let start: Int
        let end: Int
        /// Why it did or did not reach the target's view, at its moment.
        let causes: [HitTestExplanation]
        /// The view it was hit-tested to.
        let hitView: LoggedResponder?
        /// Where it began, in screen points.
        let point: CGPoint?
        /// Where its finger lifted (screen points), nil while it is still down.
        let lift: CGPoint?
    }

    let application: UIApplication
    let target: WhyTarget
    let records: [EventRecord]
    let facts: [(position: Int, fact: DeliveryFact)]
    /// The facts alone, in order (read once per rule, so kept).
    let allFacts: [DeliveryFact]
    let touches: [PlayedTouch]
    /// What the dump said of its views, for the notes (the watch's).
    let provenance: ProvenanceTable

    init(application: UIApplication, target: WhyTarget, watch: DeliveryWatch) {
        let log = watch.log
        self.application = application
        self.target = target
        provenance = watch.provenance
        records = log.records
        facts = log.facts
        allFacts = log.facts.map(\.fact)
        let begins = log.records.enumerated().compactMap { index, record -> (id: Int, position: Int, view: LoggedResponder?)? in
            if case let .hitTest(touch, view, _) = record.event { (touch, index, view) } else { nil }
        }
        let view = target.view
        touches = begins.enumerated().compactMap { n, begin in
            // Noted right after its hitTest record: the touch, then why it
            // did or did not reach each view asked about.
            let noted = log.facts.lazy.filter { $0.position == begin.position + 1 }.map(\.fact)
            guard let key = noted.lazy.compactMap({ fact -> TouchKey? in
                if case let .touchBegan(key, _) = fact { key } else { nil }
            }).first else { return nil }
            let explained = watch.hitNotes[key]?.first { $0.view === view }?.causes
            // A touch from before the view was watched: its walk kept the point.
            let later = explained == nil ? log.records[begin.position].walk?.screenPoint.flatMap { point in
                target.view.map { application.explainHitFully(of: $0, at: point) }
            } : nil
            guard let causes = explained ?? later else { return nil }
            let point = noted.lazy.compactMap { fact -> CGPoint? in
                if case let .touchBegan(touch, point) = fact, touch == key { point } else { nil }
            }.first ?? log.records[begin.position].walk?.screenPoint
            let next = begins[(n + 1)...].first { $0.id == begin.id }?.position ?? log.records.count
            let done = log.facts.last { entry in
                if case .touchDone(key) = entry.fact { true } else { false }
            }.map { $0.position + 1 } ?? next
            let lift = log.facts.lazy.compactMap { entry -> CGPoint? in
                if case let .touchLifted(touch, point, _) = entry.fact, touch == key { point } else { nil }
            }.first
            return PlayedTouch(key: key, start: begin.position, end: min(log.records.count, max(next, done)),
                               causes: causes, hitView: begin.view, point: point, lift: lift)
        }
    }



    var id: String { target.id }

    func answer() -> WhyAnswer? {
        guard !touches.isEmpty else { return nil }
        var causes: [Cause]
        switch target {
        case let .recognizer(recognizer): causes = recognizerCauses(recognizer)
        case let .view(view): causes = viewCauses(view)
        }
        if causes.isEmpty {
            // A finger still down is the answer only while one is (SPEC 14);
            // otherwise the whole touch came and its kind's event did not.
            causes = touches.contains { $0.lift == nil }
                ? [Cause(rule: .touchNotEnded, culprit: id, message: text { $0.touchNotEnded(self.id) }, fix: nil)]
                : [Cause(rule: .noEvent, culprit: id, message: text { $0.liftedNothingHappened(self.id) }, fix: nil)]
        }
        var unique: [Cause] = []
        for cause in causes where !unique.contains(where: { $0.rule == cause.rule && $0.culprit == cause.culprit }) {
            unique.append(keepingFixOffUIKit(cause))
        }
        // `worked` names nothing to change (SPEC 12: the culprit is what to change, or null).
        if unique[0].rule == .worked { unique[0].culprit = nil }
        let (notes, assumed) = notes(for: unique)
        var answer = WhyAnswer(view: id, cause: unique[0], also: Array(unique.dropFirst()), notes: notes)
        answer.assumed = assumed
        return answer
    }

    // MARK: Views

    /// Touches that reached the view: it was hit, or a view inside it was.
    func reached(_ view: UIView) -> [PlayedTouch] {
        touches.filter { touch in
            guard let rule = touch.causes.first?.rule else { return false }
            return rule == .getsTouch || rule == .subviewTakesTouch
        }
    }

    /// The hit-test rules of the touch that came nearest: the first one on
    /// the view's area, else the first not simply elsewhere (`outside`),
    /// else the first touch.
    func hitTestCauses() -> [Cause] {
        let explained = touches.filter { !$0.causes.isEmpty }
        let far: Set<HitTestExplanation.Rule> = [.outside, .outsideAncestor]
        // A touch on the view's own area first: another may also have met
        // a rule that applies everywhere (an ancestor's interaction off) far away.
        guard let pick = explained.first(where: { !$0.causes.contains { far.contains($0.rule) } })
            ?? explained.first(where: { !far.contains($0.causes[0].rule) }) ?? explained.first else { return [] }
        // The window TapLab put around a dump's top view is its size: the
        // top view (zero height, a lone cell) is the cause to name.
        let own = pick.causes.filter { cause in !(cause.culprit.map(isAddedWindow) ?? false) }
        var causes = (own.isEmpty ? pick.causes : own).map { hitCause($0, at: pick.point) }
        // A touch nowhere near the view: enlarging a hit area is not the fix.
        if let view = target.view, let point = pick.point, [.outside, .outsideAncestor].contains(causes[0].rule) {
            let frame = view.convert(view.bounds, to: nil)
            let distance = hypot(max(frame.minX - point.x, 0, point.x - frame.maxX), max(frame.minY - point.y, 0, point.y - frame.maxY))
            if distance > 44 {
                let id = view.logName, away = formatNumber(distance, decimals: 0)
                causes[0].fix = text { $0.fixFarAway(id, away) }
                causes[0].change = nil
            }
        }
        return causes
    }

    /// A window a dump did not have, which TapLab added around its top view.
    private func isAddedWindow(_ name: String) -> Bool {
        guard let window = application.windows.first(where: { $0.logName == name }) else { return false }
        return UIView.isAddedAroundDump(window, in: provenance)
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
            // The first touch that reached it and failed is the answer;
            // its further rules are the `also:` lines.
            if stops.isEmpty { stops = outcome }
        }
        return stops
    }

    private func plainViewOutcome(_ view: UIView, _ touch: PlayedTouch) -> [Cause] {
        let id = view.logName
        // A scroll view whose own pan took the touch scrolled: that is its job.
        if view is UIScrollView, allFacts.contains(where: { fact in
            if case let .viewTouchTaken(t, _, _, scrollView?, _, _) = fact { t == touch.key && view.isSubject(of: scrollView) } else { false }
        }) {
            return [Cause(rule: .worked, culprit: id, message: text { $0.workedScrolled(id) }, fix: nil)]
        }
        if got(.ended, view, touch) {
            if let hit = touch.hitView, !view.isSubject(of: hit) {
                return [Cause(rule: .worked, culprit: id, message: text { $0.workedViewForwarded(id, hit.name) }, fix: nil)]
            }
            return [Cause(rule: .worked, culprit: id, message: text { $0.workedView(id, "touchesBegan and touchesEnded") }, fix: nil)]
        }
        return deliveryStops(touch, for: view)
    }

    /// What kept touch `touch` from ending normally at `target`, read from the
    /// facts: an exclusive touch, a refusing scroll view, a recognizer or a
    /// scroll view's pan that took it; else a view in between that kept it,
    /// a cancel, or a touch still down.
    /// `receiver`: the responder whose log lines count (a cell's list), `target` by default.
    func deliveryStops(_ touch: PlayedTouch, for target: UIView, receiver: UIResponder? = nil) -> [Cause] {
        let receiver = receiver ?? target, id = target.logName
        for fact in allFacts {
            switch fact {
            case let .touchExcluded(t, view, holder) where t == touch.key:
                // The culprit is the other view, whichever has the flag (SPEC
                // 12: never ID); the fix is on the view that has it.
                let holderName = holder?.name ?? view.name
                let holderView = holder.flatMap(self.view)
                let flagged = holderView?.isExclusiveTouch == true ? holderView : self.view(view)
                let exclusive = holderView?.isExclusiveTouch == true ? holderName : view.name
                return [Cause(rule: .exclusiveTouch, culprit: holder?.name, message: text { $0.exclusive(id, holderName, exclusive) },
                              fix: text { $0.fixExclusive(exclusive) }, change: flagged.map { .set(.view($0), [.exclusiveTouch(false)]) })]
            case let .contentTouchRefused(t, _, scrollView) where t == touch.key:
                let scrollView = scrollView.name
                return [Cause(rule: .touchesShouldBeginFalse, culprit: scrollView, message: text { $0.shouldBeginFalse(id, scrollView) },
                              fix: text { $0.fixShouldBegin(scrollView, id) })]
            // A view the touch's view kept it from (it does not forward) is
            // answered below, not by what happened to that view.
            case let .viewTouchTaken(t, _, recognizer, scrollView, began, heldBy) where t == touch.key && (!began || got(.began, receiver, touch)):
                return [taken(id, recognizer: recognizer, scrollView: scrollView, began: began, heldBy: heldBy)]
            default:
                continue
            }
        }
        if let hit = touch.hitView, !receiver.isSubject(of: hit), !got(.began, receiver, touch) {
            let hitView = view(hit), hit = hit.name
            return [Cause(rule: .subviewTakesTouch, culprit: hit, message: text { $0.subviewKeeps(id, hit) }, fix: hitFix(.subviewTakesTouch, culprit: hit),
                          change: hitView.map { .set(.view($0), [.interaction(false)]) })]
        }
        if got(.cancelled, receiver, touch) {
            return [Cause(rule: .touchCancelled, culprit: nil, message: text { $0.touchCancelled(id) }, fix: nil)]
        }
        // Still down only when its finger never lifted (SPEC 14).
        guard touch.lift != nil else {
            return [Cause(rule: .touchNotEnded, culprit: nil, message: text { $0.touchNotEnded(id) }, fix: text { $0.fixTouch(id) })]
        }
        return []
    }

    /// A recognizer or a scroll view's pan won and took the touch; a held
    /// began is dropped by the winner, whoever held it.
    private func taken(_ id: String, recognizer taker: LoggedRecognizer, scrollView: LoggedResponder?, began: Bool, heldBy: [TouchHolder]) -> Cause {
        let recognizer = taker.name, winner = self.recognizer(taker)
        if let scroller = scrollView, let scrollView = scrollView?.name {
            // The scroll view's pan began: the finger moved and it scrolled,
            // as UIKit means it to (SPEC 14). Its property is offered only
            // where a replay proves the same touches then work.
            let list = self.view(scroller) as? UIScrollView
            var cause = began
                ? Cause(rule: .cancelledByScrollView, culprit: scrollView, message: text { $0.scrollCancelled(id, scrollView) },
                        fix: text { $0.fixScrollCancels(scrollView) }, change: list.map { .set(.view($0), [.canCancelContentTouches(false)]) },
                        noFix: text { $0.noFixScrolled(scrollView) })
                : Cause(rule: .delayedByScrollView, culprit: scrollView, message: text { $0.scrollDelayed(id, scrollView) },
                        fix: text { $0.fixScrollDelays(scrollView) }, change: list.map { .set(.view($0), [.delaysContentTouches(false)]) },
                        noFix: text { $0.noFixScrolled(scrollView) })
            cause.onlyIfProven = true
            return cause
        }
        if !began {
            if heldBy.contains(.recognizer(taker)) || heldBy.isEmpty {
                return Cause(rule: .delayedThenDropped, culprit: recognizer, message: text { $0.delayedDropped(id, recognizer) },
                             fix: text { $0.fixDelaysBegan(recognizer) }, change: winner.map { .set(.recognizer($0), [.delaysTouchesBegan(false)]) })
            }
            let holders = heldBy.map(\.description).joined(separator: ", ")
            return Cause(rule: .delayedThenDropped, culprit: recognizer, message: text { $0.heldThenDropped(id, holders, recognizer) },
                         fix: text { $0.fixCancels(recognizer, id) }, change: winner.map { .set(.recognizer($0), [.cancelsTouchesInView(false)]) })
        }
        return Cause(rule: .cancelledByRecognizer, culprit: recognizer, message: text { $0.cancelledBy(id, recognizer) },
                     fix: text { $0.fixCancels(recognizer, id) }, change: winner.map { .set(.recognizer($0), [.cancelsTouchesInView(false)]) })
    }

    // MARK: Reading the log

    /// Whether `responder` got `touches<phase>` for `touch`.
    func got(_ phase: EventRecord.Event.Phase, _ responder: UIResponder, _ touch: PlayedTouch) -> Bool {
        records[touch.start..<touch.end].contains { record in
            if case let .touches(p, r, ids) = record.event { p == phase && responder.isSubject(of: r) && ids.contains(touch.id) } else { false }
        }
    }

    /// What happened while `touch` was down and after, until its id is reused.
    func window(of touch: PlayedTouch) -> ArraySlice<EventRecord> {
        records[touch.start..<touch.end]
    }

    /// `point`: where the touch began (screen points), which a grown ancestor must hold.
    func hitCause(_ explanation: HitTestExplanation, at point: CGPoint?) -> Cause {
        let culprit = explanation.culprit ?? id
        return Cause(rule: WhyAnswer.Rule(explanation.rule), culprit: explanation.culprit, message: explanation.text,
                     fix: hitFix(explanation.rule, culprit: culprit), change: hitChange(explanation.rule, culprit: culprit, at: point))
    }

    func text(_ sentence: (WhyStrings) -> String) -> LocalizedText { LocalizedText(sentence) }
}
