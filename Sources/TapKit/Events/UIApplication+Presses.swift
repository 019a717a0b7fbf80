import Foundation

extension UIApplication {
    /// The responder presses and motion start at: the first responder, or the
    /// key window when there is none (UIKit's fallback).
    var pressTarget: UIResponder? { firstResponder ?? keyWindow }

    /// A key went down (`.began`) or up (`.ended`); delivered to the first
    /// responder, whose default implementation passes it up the chain.
    public func sendPress(key: String, phase: UIPress.Phase, at time: TimeInterval) {
        advance(to: time)
        guard let target = pressTarget else { return }
        let event = UIPressesEvent(application: self, timestamp: currentTime)
        let press = UIPress(key: key, phase: phase, timestamp: currentTime)
        event.allPresses = [press]
        event.beginDelivery()
        let presses: Set<UIPress> = [press]
        let kind: EventRecord.ResponderMethod = switch phase {
        case .began: .presses(.began)
        case .changed, .stationary: .presses(.changed)
        case .ended: .presses(.ended)
        case .cancelled: .presses(.cancelled)
        }
        // Logged here too, so a first responder that handles the press without
        // calling super still shows on the log.
        event.noteReached(target, kind, [], name: key)
        switch phase {
        case .began: target.pressesBegan(presses, with: event)
        case .changed, .stationary: target.pressesChanged(presses, with: event)
        case .ended: target.pressesEnded(presses, with: event)
        case .cancelled: target.pressesCancelled(presses, with: event)
        }
    }

    /// A shake began or ended: `motionBegan` / `motionEnded` with
    /// `.motionShake`, starting at the first responder.
    public func sendShake(began: Bool, at time: TimeInterval) {
        advance(to: time)
        guard let target = pressTarget else { return }
        let event = UIEvent(type: .motion, application: self)
        event.subtype = .motionShake
        event.timestamp = currentTime
        event.beginDelivery()
        event.noteReached(target, .motion(began ? .began : .ended), [], name: UIEvent.EventSubtype.motionShake.logName)
        if began { target.motionBegan(.motionShake, with: event) } else { target.motionEnded(.motionShake, with: event) }
    }
}
