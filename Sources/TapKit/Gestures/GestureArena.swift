import Foundation

/// Arbitrates between the recognizers that share touches — UIKit's private
/// gesture environment. It enforces, in this order, when a recognizer asks to
/// leave `.possible`:
///
/// 1. `gestureRecognizerShouldBegin` (delegate, the attached view, and the
///    touches' hit-test views — where `UIControl` claims its exemption);
/// 2. `require(toFail:)` and the dynamic failure requirements: the recognizer
///    waits in `.possible` until they fail, and fails if one recognizes; a
///    cycle of recognizers waiting on each other, which UIKit leaves
///    undefined, is broken by TapLab's own rule (`breakWaitCycles`);
/// 3. exclusion: an active recognizer that cannot recognize simultaneously
///    prevents it; once it begins or recognizes, the others still possible on
///    the same touches fail.
///
/// It points back at nothing: the application's touches event carries it
/// forward and is handed to every call that delivers to views (Apple's
/// order, "recognizers … before the view": a recognizer's outcome reaches
/// the views as `touchesCancelled` or a released held delivery, through
/// the event — see UIEvent+HeldDeliveries).
final class GestureArena {
    /// The application's clock and log (for `gesture` records).
    let loop: EventLoop
    /// Every recognizer that has seen a touch since its last reset.
    private(set) var participants: [UIGestureRecognizer] = [] {
        didSet { FailureRequirementCache.changed() }
    }
    /// Work done: recognizer `touches*` calls, over the arena's life. Tests
    /// read it to check that the cost of a touch does not grow tap after tap.
    private(set) var recognizerCalls = 0
    /// Counts requests to begin that had to wait, for `waitingSince`.
    var waitCounter = 0
    /// The failure requirements worked out in the settlement under way.
    let requirements = FailureRequirementCache()

    init(loop: EventLoop) {
        self.loop = loop
    }

    /// A touch and a recognizer hold each other (`gestureRecognizers`,
    /// `seenTouches`) until the recognizer resets. An application dropped in
    /// the middle of a gesture (a layout reloaded with a finger down, or
    /// within a double tap's wait) never gets to reset them: break the
    /// cycles here, or every such recognizer and touch would leak.
    deinit {
        for recognizer in participants { recognizer.performReset() }
    }

    // MARK: Collecting and feeding

    /// The recognizers a new touch goes to: on the hit-test view and every
    /// ancestor up to the window, nearest first, that are enabled, not done
    /// with a previous gesture, and whose delegate accepts the touch. Each
    /// is lent `event`, which carries this arena (see `touchesEvent`).
    func recognizers(for touch: UITouch, view: UIView, event: UIEvent) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var v: UIView? = view
        while let current = v {
            for recognizer in current.gestureRecognizers ?? [] where recognizer.isEnabled && !recognizer.storedState.isFinal {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false {
                    if !recognizer.isInternal {
                        loop.note(.touchRefusedByDelegate(recognizer: recognizer.logged, touch: touch.key))
                    }
                    continue
                }
                recognizer.touchesEvent = event
                result.append(recognizer)
            }
            v = current.superview
        }
        return result
    }

    func deliver(_ touches: [UITouch], event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var buckets: [(UIGestureRecognizer, [UITouch])] = []
            for touch in touches where touch.phase == phase {
                for recognizer in touch.gestureRecognizers where acceptsTouches(recognizer, touch) {
                    if let i = buckets.firstIndex(where: { $0.0 === recognizer }) { buckets[i].1.append(touch) }
                    else { buckets.append((recognizer, [touch])) }
                }
            }
            for (recognizer, list) in buckets {
                guard acceptsTouches(recognizer, nil) else { continue }
                let set = Set(list)
                recognizerCalls += 1
                switch phase {
                case .began:
                    recognizer.seenTouches.append(contentsOf: list)
                    if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
                    recognizer.touchesBegan(set, with: event)
                case .moved, .stationary: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                case .cancelled: recognizer.touchesCancelled(set, with: event)
                }
            }
        }
    }

    private func acceptsTouches(_ recognizer: UIGestureRecognizer, _ touch: UITouch?) -> Bool {
        guard recognizer.isEnabled, recognizer.view != nil, !effectiveState(recognizer).isFinal else { return false }
        if let touch, recognizer.isIgnoring(touch) { return false }
        // Only the touches it saw begin: a recognizer reset mid-touch (its view
        // was hidden, it was moved to another view) does not pick one up halfway.
        if let touch, touch.phase != .began, !recognizer.seenTouches.contains(touch) { return false }
        return true
    }

    // MARK: Transitions

    static func isValidTransition(from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State,
                                  continuous: Bool) -> Bool {
        switch (old, new) {
        case (.possible, .began): continuous
        case (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled): continuous
        default: false
        }
    }

    /// True while an event is being delivered: state changes recognizers ask
    /// for are queued and processed once the event has reached the views.
    /// UIKit documents the same: "the action method will be called at the
    /// next turn of the run loop" — which is why a view with
    /// `delaysTouchesEnded = false` still gets `touchesEnded` for a tap that is
    /// recognized in the same event.
    /// A depth, not a flag: a window removed (or a view hidden) by app code
    /// during an event delivers its cancellations inside that event.
    private var deferringDepth = 0
    private var isDeferring: Bool { deferringDepth > 0 }
    private var queued: [(UIGestureRecognizer, UIGestureRecognizer.State)] = []

    /// The state a recognizer has asked for, processed or not.
    func effectiveState(_ recognizer: UIGestureRecognizer) -> UIGestureRecognizer.State {
        queued.last { $0.0 === recognizer }?.1 ?? recognizer.storedState
    }

    func requestTransition(_ recognizer: UIGestureRecognizer, to new: UIGestureRecognizer.State, event: UIEvent) {
        let old = effectiveState(recognizer)
        guard GestureArena.isValidTransition(from: old, to: new, continuous: recognizer.isContinuous) else { return }
        if isDeferring {
            queued.append((recognizer, new))
        } else {
            process(recognizer, new, event: event)
        }
    }

    func beginEvent() { deferringDepth += 1 }

    /// Processes the state changes asked for during the event, in order.
    func endEvent(_ event: UIEvent) {
        deferringDepth = max(0, deferringDepth - 1)
        guard deferringDepth == 0 else { return }
        // One settlement for the whole queue: the requests of one event are
        // decided on requirements worked out once.
        requirements.settling {
            while !queued.isEmpty {
                let (recognizer, new) = queued.removeFirst()
                guard GestureArena.isValidTransition(from: recognizer.storedState, to: new, continuous: recognizer.isContinuous) else { continue }
                process(recognizer, new, event: event)
            }
        }
        event.releaseHeldDeliveries()
    }

    private func process(_ recognizer: UIGestureRecognizer, _ new: UIGestureRecognizer.State, event: UIEvent) {
        requirements.settling {
            if recognizer.storedState == .possible && (new == .began || new == .ended) {
                tryToBegin(recognizer, as: new, event: event)
            } else {
                commit(recognizer, new, event: event)
            }
        }
    }

    func tryToBegin(_ recognizer: UIGestureRecognizer, as new: UIGestureRecognizer.State, event: UIEvent) {
        if let refusal = refusal(of: recognizer) { return commit(recognizer, .failed, cause: refusal, event: event) }
        let requirements = failureRequirements(of: recognizer)
        if let winner = requirements.first(where: { $0.storedState == .ended || $0.storedState.isActive }) {
            return commit(recognizer, .failed, cause: .waitedFor(other: winner.logged), event: event)
        }
        if requirements.contains(where: { $0.storedState == .possible }) {
            recognizer.pendingState = new
            if recognizer.waitingSince == nil {
                waitCounter += 1
                recognizer.waitingSince = waitCounter
            }
            breakWaitCycles(event)
            return
        }
        let preventer = participants.first { other in
            other !== recognizer && (other.storedState.isActive || other.storedState == .ended)
                && sharesTouches(recognizer, other) && !simultaneous(recognizer, other)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
        if let preventer { return commit(recognizer, .failed, cause: .preventedBy(other: preventer.logged), event: event) }
        // UIKit order: the state changes, the view's touches are cancelled
        // "immediately before the action method is called", the losers fail.
        commit(recognizer, new, settle: false, event: event)
        if !recognizer.isInternal {
            loop.note(.gestureWon(recognizer: recognizer.logged, touches: recognizer.seenTouches.map(\.key),
                                  cancelsTouchesInView: recognizer.cancelsTouchesInView))
        }
        if recognizer.cancelsTouchesInView { event.cancelViewDelivery(of: recognizer.seenTouches, by: recognizer) }
        let losers = participants.filter { other in
            guard other !== recognizer, other.storedState == .possible else { return false }
            let requiresThis = failureRequirements(of: other).contains { $0 === recognizer }
            let excluded = sharesTouches(recognizer, other) && !simultaneous(recognizer, other)
                && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer)
            return requiresThis || excluded
        }
        for loser in losers {
            let waited = failureRequirements(of: loser).contains { $0 === recognizer }
            let cause: GestureFailure = waited ? .waitedFor(other: recognizer.logged) : .preventedBy(other: recognizer.logged)
            commit(loser, .failed, settle: false, cause: cause, event: event)
        }
        recognizer.performActions()
        for loser in losers { loser.cancelTimer() }
        resolveWaiters(event)
        event.releaseHeldDeliveries()
    }

    /// Sets the state and logs it; then, unless the caller settles things
    /// itself, runs actions (never on failed) and lets waiting recognizers
    /// and held view deliveries react.
    /// `cause`: why it failed, when the arena decided (otherwise its own
    /// limit, or its touches were cancelled), noted for the explainer.
    private func commit(_ recognizer: UIGestureRecognizer, _ new: UIGestureRecognizer.State, settle: Bool = true,
                        cause: GestureFailure? = nil, event: UIEvent) {
        if !recognizer.isInternal, new == .failed || new == .cancelled {
            let why = cause ?? recognizer.failureLimit.map { .ownLimit($0) } ?? .touchesCancelled
            loop.note(.gestureFailed(recognizer: recognizer.logged, touches: recognizer.seenTouches.map(\.key), cause: why))
        }
        recognizer.storedState = new
        recognizer.pendingState = nil
        recognizer.waitingSince = nil
        if !recognizer.isInternal {
            let values = new == .began || new == .changed || new == .ended ? recognizer.logValues : nil
            loop.report(EventRecord(t: loop.currentTime, .gesture(recognizer: recognizer.logged, state: new,
                                                                  isDiscrete: !recognizer.isContinuous, values: values)))
        }
        guard settle else { return }
        if new == .failed {
            recognizer.cancelTimer()
            resolveWaiters(event)
        } else {
            recognizer.performActions()
        }
        if new.isFinal { event.releaseHeldDeliveries() }
    }

    /// Recognizers held in `.possible` by `require(toFail:)` whose requirements
    /// have now all failed get the state they asked for.
    private func resolveWaiters(_ event: UIEvent) {
        for waiter in participants where waiter.pendingState != nil && waiter.storedState == .possible {
            // It has asked for something newer in this event (say it failed as
            // its touches ended): that request, still queued, wins over the
            // one it was holding.
            if queued.contains(where: { $0.0 === waiter }) {
                waiter.pendingState = nil
                waiter.waitingSince = nil
                continue
            }
            let requirements = failureRequirements(of: waiter)
            if requirements.allSatisfy({ $0.storedState == .failed }), let pending = waiter.pendingState {
                waiter.pendingState = nil
                beginAfterWaiting(waiter, as: pending, event: event)
            }
        }
    }

    /// A recognizer that waited (for a failure, or in a cycle TapLab broke)
    /// gets the state it asked for. Its touches may have ended meanwhile: a
    /// continuous gesture that begins then has nothing left to track and
    /// would stay `began` for ever, so it ends at once — as it would have,
    /// had its touchesEnded found it active rather than waiting.
    func beginAfterWaiting(_ recognizer: UIGestureRecognizer, as pending: UIGestureRecognizer.State, event: UIEvent) {
        tryToBegin(recognizer, as: pending, event: event)
        if recognizer.storedState.isActive, !recognizer.seenTouches.isEmpty,
           recognizer.seenTouches.allSatisfy({ $0.phase.isFinal }) {
            commit(recognizer, .ended, event: event)
        }
    }

    /// Who said no to `gestureRecognizerShouldBegin`, if anyone: the
    /// delegate, the attached view, or a touch's hit-test view.
    private func refusal(of recognizer: UIGestureRecognizer) -> GestureFailure? {
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return .shouldBeginFalse(by: nil) }
        var asked: [UIView] = []
        if let view = recognizer.view {
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) { return .shouldBeginFalse(by: view.logged) }
        }
        for touch in recognizer.seenTouches {
            guard let hitView = touch.view, !asked.contains(where: { $0 === hitView }) else { continue }
            asked.append(hitView)
            if !hitView.gestureRecognizerShouldBegin(recognizer) { return .shouldBeginFalse(by: hitView.logged) }
        }
        return nil
    }

    func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.seenTouches.contains { touch in b.seenTouches.contains(touch) }
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
            || a.simultaneousRecognizers.contains { $0.recognizer === b }
            || b.simultaneousRecognizers.contains { $0.recognizer === a }
    }

    // MARK: Housekeeping

    /// `isEnabled = false` mid-gesture: "the gesture recognizer transitions
    /// to a cancelled state" (UIGestureRecognizer.isEnabled) — the same as
    /// leaving the gesture, which is how TapLab does it.
    func disable(_ recognizer: UIGestureRecognizer, event: UIEvent) {
        withdraw(event: event) { $0 === recognizer }
    }

    /// Whether no recognizer is taking part in a gesture.
    var isIdle: Bool { participants.isEmpty && queued.isEmpty }

    /// Takes recognizers out of the gestures they are in, because their view
    /// stops taking input (it left the window, was hidden, ...) or they were
    /// removed from it. UIKit documents that disabling an active recognizer
    /// cancels it (`isEnabled`); TapLab does the same here: an active one is
    /// cancelled (logged, actions run), a possible one that saw touches fails;
    /// then each is reset and hears nothing more of the touches it had.
    func withdraw(event: UIEvent, where leaves: (UIGestureRecognizer) -> Bool) {
        let live = event.orderedTouches
        let leaving = participants.filter(leaves)
        for touch in live { touch.gestureRecognizers.removeAll(where: leaves) }
        guard !leaving.isEmpty else { return }
        requirements.settling { settleWithdrawal(of: leaving, event: event) }
    }

    /// `withdraw`'s decisions, as one settlement.
    private func settleWithdrawal(of leaving: [UIGestureRecognizer], event: UIEvent) {
        queued.removeAll { entry in leaving.contains { $0 === entry.0 } }
        for recognizer in leaving {
            if recognizer.storedState.isActive { commit(recognizer, .cancelled, cause: .withdrawn, event: event) }
            else if recognizer.storedState == .possible, !recognizer.seenTouches.isEmpty {
                commit(recognizer, .failed, cause: .withdrawn, event: event)
            }
        }
        for recognizer in leaving { recognizer.performReset() }
        participants.removeAll { recognizer in leaving.contains { $0 === recognizer } }
        // A recognizer that failed here may have been what another waited
        // for: that one has just recognized, perhaps after its touches
        // ended (a storm hid a view whose tap a window's tap waited on), and
        // must be reset too, or it keeps the touch.
        resetFinishedRecognizers()
    }

    func afterTimer(_ event: UIEvent) {
        event.releaseHeldDeliveries()
        resetFinishedRecognizers()
    }

    /// UIKit resets a recognizer once it has reached a final state and the
    /// touches it saw are over; until then it ignores the rest of them.
    func resetFinishedRecognizers() {
        for recognizer in participants where recognizer.storedState.isFinal || recognizer.view == nil {
            if recognizer.view == nil || recognizer.seenTouches.allSatisfy({ $0.phase.isFinal }) {
                recognizer.performReset()
            }
        }
        // A possible recognizer that ignored every one of its touches hears
        // nothing more of them: once they are over, start it afresh.
        for recognizer in participants where recognizer.storedState == .possible && !recognizer.seenTouches.isEmpty
            && recognizer.seenTouches.allSatisfy({ $0.phase.isFinal && recognizer.isIgnoring($0) }) {
            recognizer.performReset()
        }
        participants.removeAll { $0.storedState == .possible && $0.seenTouches.isEmpty }
    }
}
