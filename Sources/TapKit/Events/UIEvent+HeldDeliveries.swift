import Foundation

/// The view end of touch delivery: calling a view's `touches*` methods, and
/// the calls a recognizer holds back or takes away. The window calls it for
/// each phase after the recognizers had theirs (UIWindow+TouchDelivery); the
/// gesture arena calls it when a recognizer's outcome changes what a view
/// gets — forward, from recognizers to views, never back to the window.
extension UIEvent {
    /// Calls the view's `touches*` method with the touches, noting the view
    /// as the first responder the call reaches.
    func send(_ phase: UITouch.Phase, _ touches: [UITouch], to view: UIView) {
        guard !touches.isEmpty else { return }
        let set = Set(touches)
        for touch in touches {
            if phase == .began { touch.viewBeganDelivered = true }
            if phase.isFinal {
                touch.viewDeliveryDone = true
                loop?.note(.touchDone(touch.key))
            }
        }
        // A late delivery (a held end released by a timer) happens now.
        if let loop { timestamp = loop.currentTime }
        beginDelivery()
        defer { endDelivery() }
        switch phase {
        case .began:
            noteReached(view, .touches(.began), set, name: nil)
            view.touchesBegan(set, with: self)
        case .moved, .stationary:
            noteReached(view, .touches(.moved), set, name: nil)
            view.touchesMoved(set, with: self)
        case .ended:
            noteReached(view, .touches(.ended), set, name: nil)
            view.touchesEnded(set, with: self)
        case .cancelled:
            noteReached(view, .touches(.cancelled), set, name: nil)
            view.touchesCancelled(set, with: self)
        }
    }

    /// A recognizer began or recognized with `cancelsTouchesInView`: its
    /// touches' views get `touchesCancelled` (if they got `touchesBegan`) and
    /// nothing more; a held `touchesBegan` is dropped, a held end cancelled.
    /// Apple (`cancelsTouchesInView`): once the gesture is recognized, "the
    /// touches of that gesture that are pending aren't delivered to the view
    /// and previously delivered touches are canceled through a
    /// touchesCancelled(_:with:) message sent to the view".
    /// `recognizer`: the one that won, when a recognizer took the touches
    /// (noted as `DeliveryFact.viewTouchTaken`, for the explainer).
    func cancelViewDelivery(of touches: [UITouch], by recognizer: UIGestureRecognizer? = nil) {
        // UIKit: one touchesCancelled per view, with all of that view's touches.
        var byView: [(UIView, [UITouch])] = []
        for touch in touches where !touch.viewDeliveryDone && !touch.isWithheldFromView {
            if let recognizer, let view = touch.view, let loop {
                let scrollView = (recognizer as? ScrollViewPanGestureRecognizer)?.scrollView?.logged
                let holders = touch.viewBeganHeld ? touch.gestureRecognizers.filter(\.delaysTouchesBegan).map { holder -> TouchHolder in
                    (holder as? ContentTouchDelayRecognizer)?.scrollView.map { .contentDelay(scrollView: $0.logged) } ?? .recognizer(holder.logged)
                } : []
                loop.note(.viewTouchTaken(touch: touch.key, view: view.logged, recognizer: recognizer.logged,
                                          scrollView: scrollView, began: touch.viewBeganDelivered, heldBy: holders))
            }
            touch.viewBeganHeld = false
            touch.viewEndHeld = false
            if touch.viewBeganDelivered, let view = touch.view {
                if let i = byView.firstIndex(where: { $0.0 === view }) { byView[i].1.append(touch) }
                else { byView.append((view, [touch])) }
            } else {
                touch.viewDeliveryDone = true
            }
        }
        for (view, list) in byView { send(.cancelled, list, to: view) }
    }

    /// Delivers held `touchesBegan` / `touchesEnded` whose delaying recognizers
    /// have all left `.possible`. Apple (`delaysTouchesBegan`): if the
    /// recognizer "doesn't recognize its gesture, the window delivers these
    /// objects to the view in a touchesBegan(_:with:) message (and possibly a
    /// follow-up touchesMoved(_:with:) message …)"; `delaysTouchesEnded`
    /// likewise for `touchesEnded`.
    func releaseHeldDeliveries() {
        let candidates = orderedTouches + lingering
        for touch in candidates where touch.isViewDeliveryHeld {
            guard let view = touch.view else { touch.viewDeliveryDone = true; continue }
            if touch.viewBeganHeld, !touch.isViewBeganDelayed {
                touch.viewBeganHeld = false
                if view.touchDeliveryShouldBegin(touch, with: self, loop: loop) {
                    // UIKit replays what it held: the began, then the moves since.
                    send(.began, [touch], to: view)
                    if touch.viewMovedWhileHeld && !touch.phase.isFinal { send(.moved, [touch], to: view) }
                } else {
                    touch.viewDeliveryDone = true
                }
            }
            if touch.viewEndHeld, !touch.viewBeganHeld, !touch.viewDeliveryDone, !touch.isViewEndDelayed {
                touch.viewEndHeld = false
                send(touch.phase == .cancelled ? .cancelled : .ended, [touch], to: view)
            }
        }
        lingering.removeAll { !$0.isViewDeliveryHeld }
    }
}
