import Foundation

/// The application's half of delivery. Apple ("Using responders and the
/// responder chain to handle events"): UIKit's event loop hands each event
/// to the application, whose `sendEvent(_:)` passes a touch event on to the
/// window each touch belongs to (`sendEvent(_:)`, in the class body so an
/// app can override it); the window delivers it (UIWindow+TouchDelivery).
/// The application calls forward only: the windows, and the arena and held
/// deliveries its touches event carries, never asking anything back.
extension UIApplication {
    /// One batch of records that happened at the same moment, as one event.
    func dispatch(_ batch: [TouchInput], at time: TimeInterval, problems: inout [TouchInputProblem]) {
        let event = touchEvent
        event.timestamp = time
        for touch in event.touchesByID.values { touch.phase = .stationary }
        var changed = false
        for input in batch {
            if let problem = applyRecord(input, time: time) { problems.append(problem) }
            if event.touchesByID[input.touchID]?.phase != .stationary { changed = true }
        }
        guard changed else { return }
        sendEvent(event)
        finishEvent()
    }

    private func finishEvent() {
        let event = touchEvent
        for touch in event.orderedTouches where touch.phase.isFinal {
            if touch.phase == .ended {
                lastTap = touch.isTapCandidate ? (touch.screenLocation, touch.timestamp, touch.tapCount) : nil
            }
            event.touchesByID[touch.touchIdentifier] = nil
            if touch.isViewDeliveryHeld { event.lingering.append(touch) }
        }
        event.touchOrder.removeAll { event.touchesByID[$0] == nil }
        gestureArena.resetFinishedRecognizers()
        event.lingering.removeAll { !$0.isViewDeliveryHeld }
    }

    /// A window went away (`window`), or the application stops taking input
    /// altogether (`nil`: a layout is replaced, the window loses focus): the
    /// touches are cancelled for recognizers and views, as UIKit cancels them
    /// when "the application [is] no longer active or the view [is] removed
    /// from the window" (Apple, `touchesCancelled(_:with:)`). Afterwards the
    /// touches are gone: later input for their ids is an unknown touch.
    func cancelTouches(in window: UIWindow?) {
        let event = touchEvent
        let matches: (UITouch) -> Bool = { window == nil || $0.window === window }
        let touches = event.orderedTouches.filter(matches)
        let held = event.lingering.filter(matches)
        if !touches.isEmpty {
            for touch in touches { touch.phase = .cancelled; touch.timestamp = currentTime }
            event.timestamp = currentTime
            for w in windows where touches.contains(where: { $0.window === w }) { w.deliverTouches(of: event) }
            for touch in touches { event.touchesByID[touch.touchIdentifier] = nil }
            event.touchOrder.removeAll { event.touchesByID[$0] == nil }
        }
        // A touch that ended while a recognizer held its touchesEnded: the view
        // still gets its one last call, a cancel.
        if !held.isEmpty { event.cancelViewDelivery(of: held) }
        event.lingering.removeAll(where: matches)
        // Recognizers still waiting (a double tap for its next tap) give up now.
        gestureArena.withdraw(event: event) { recognizer in
            window == nil || recognizer.view.map { $0.window === window } ?? true
        }
    }

    /// Whether any touch, held delivery or recognizer is in progress.
    var isDeliveryIdle: Bool {
        touchEvent.touchesByID.isEmpty && touchEvent.lingering.isEmpty && gestureArena.isIdle
    }

    /// `subtree` stops taking input while touches may be bound to it: it is
    /// leaving its window, or it was hidden, had user interaction turned off,
    /// or (a control) was disabled. Called before the change takes the view
    /// out of the window, so the responder chain is still whole:
    /// - every touch bound to a view in the subtree that got `touchesBegan`
    ///   gets `touchesCancelled` now (up the chain), and nothing after it; a
    ///   held `touchesBegan` is dropped;
    /// - recognizers attached in the subtree are cancelled (active) or fail
    ///   (possible, with touches), are reset and hear no more of those touches;
    /// - the touches themselves stay down: recognizers on ancestors outside
    ///   the subtree keep tracking them, and their ids stay known.
    func stopDelivering(to subtree: UIView) {
        let event = touchEvent
        let inSubtree: (UIView?) -> Bool = { view in view.map { $0 === subtree || $0.isDescendant(of: subtree) } ?? false }
        let bound = (event.orderedTouches + event.lingering).filter { inSubtree($0.view) }
        if !bound.isEmpty { event.cancelViewDelivery(of: bound) }
        gestureArena.withdraw(event: event) { inSubtree($0.view) }
        event.lingering.removeAll { !$0.isViewDeliveryHeld }
    }
}
