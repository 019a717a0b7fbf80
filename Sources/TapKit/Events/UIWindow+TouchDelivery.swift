import Foundation

/// What `UIWindow.sendEvent(_:)` does with a touches event: Apple, "Using
/// responders and the responder chain to handle events" — the window
/// delivers each touch to the gesture recognizers first, then to the view
/// it was hit-tested to ("A window delivers touch events to a gesture
/// recognizer before it delivers them to the hit-tested view attached to
/// the gesture recognizer", Event Handling Guide). The arena comes with the
/// event; the window calls forward, to the recognizers, then to the views,
/// and never back into the application that handed it the event.
extension UIWindow {
    /// Delivers the event's changed touches that belong to this window.
    func deliverTouches(of event: UIEvent) {
        guard let arena = event.gestureArena else { return }
        let changed = event.orderedTouches.filter { $0.window === self && $0.phase != .stationary && !$0.isExcluded }
        arena.beginEvent()
        arena.deliver(changed, event: event)
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            for (view, touches) in Self.groupedByView(changed.filter { $0.phase == phase }) {
                deliver(phase, touches, to: view, event: event)
            }
        }
        arena.endEvent(event)
    }

    private static func groupedByView(_ touches: [UITouch]) -> [(UIView, [UITouch])] {
        var groups: [(UIView, [UITouch])] = []
        for touch in touches {
            guard let view = touch.view, !touch.isWithheldFromView else { continue }
            if let i = groups.firstIndex(where: { $0.0 === view }) { groups[i].1.append(touch) }
            else { groups.append((view, [touch])) }
        }
        return groups
    }

    /// Apple (`delaysTouchesBegan`, `delaysTouchesEnded`): while a recognizer
    /// that delays them is still analysing, "the window suspends delivery" of
    /// the began or ended touches to the view; UIEvent+HeldDeliveries sends
    /// them on, or cancels them, once the recognizers decide.
    private func deliver(_ phase: UITouch.Phase, _ touches: [UITouch], to view: UIView, event: UIEvent) {
        var now: [UITouch] = []
        for touch in touches where !touch.viewDeliveryDone {
            switch phase {
            case .began:
                if touch.isViewBeganDelayed { touch.viewBeganHeld = true }
                else if view.touchDeliveryShouldBegin(touch, with: event, loop: event.loop) { now.append(touch) }
                else { touch.viewDeliveryDone = true }
            case .moved, .stationary:
                if touch.viewBeganHeld { touch.viewMovedWhileHeld = true } else { now.append(touch) }
            case .ended:
                if touch.viewBeganHeld || touch.isViewEndDelayed { touch.viewEndHeld = true } else { now.append(touch) }
            case .cancelled:
                if touch.viewBeganHeld { touch.viewDeliveryDone = true; touch.viewBeganHeld = false }
                else { now.append(touch) }
            }
        }
        event.send(phase, now, to: view)
    }
}
