import Foundation

/// The base of everything that can handle events: views, view controllers,
/// windows, the application and its delegate.
///
/// UIKit rule: the default `touches*`, `presses*` and `motion*` implementations
/// do nothing but pass the call to `next`, so an event that no one handles
/// travels the whole chain, view → … → window → application → delegate.
/// Every responder the call reaches is reported to the application's event
/// log (`touchesBegan root`, `touchesBegan rootVC`, …), whether it was reached
/// by the default forwarding or by an override calling `next?.touchesBegan`.
open class UIResponder: Hashable {
    public init() {}

    /// TapLab: the id this responder has in a layout file and in the event log.
    /// For views it is the same storage as `accessibilityIdentifier`.
    public var identifier: String?

    /// The name used in logs and traces: the identifier, or the class name.
    public var logName: String { identifier ?? String(describing: type(of: self)) }

    /// The next responder in the chain; `nil` ends it. Subclasses define it
    /// (UIView: its controller or superview; UIWindow: the application; ...).
    open var next: UIResponder? { nil }

    // MARK: First responder

    /// TapLab stand-in for overriding `canBecomeFirstResponder` (a layout's
    /// `firstResponder:` sets it). UIKit's default is `false`.
    public var acceptsFirstResponder = false

    open var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    open var isFirstResponder: Bool { application?.firstResponder === self }

    /// Makes this responder the one presses and shake events start at, as UIKit
    /// does, provided it accepts and belongs to an application. The current
    /// first responder is asked to resign first, and this one does not
    /// become it if that refuses (Apple, `becomeFirstResponder()`).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let app = application else { return false }
        if let current = app.firstResponder, current !== self, !current.resignFirstResponder() { return false }
        app.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let app = application, app.firstResponder === self { app.firstResponder = nil }
        return true
    }

    /// The application found by following `next`; nil for a detached responder.
    var application: UIApplication? {
        var r: UIResponder? = self
        var steps = 0
        while let current = r, steps < 100_000 {
            if let app = current as? UIApplication { return app }
            r = current.next
            steps += 1
        }
        return nil
    }

    // MARK: Touches — default: forward to next

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.touches(.began), touches, event) { $0.touchesBegan(touches, with: event) }
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.touches(.moved), touches, event) { $0.touchesMoved(touches, with: event) }
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.touches(.ended), touches, event) { $0.touchesEnded(touches, with: event) }
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.touches(.cancelled), touches, event) { $0.touchesCancelled(touches, with: event) }
    }

    // MARK: Presses — default: forward to next

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardPresses(.presses(.began), presses, event) { $0.pressesBegan(presses, with: event) }
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardPresses(.presses(.changed), presses, event) { $0.pressesChanged(presses, with: event) }
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardPresses(.presses(.ended), presses, event) { $0.pressesEnded(presses, with: event) }
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardPresses(.presses(.cancelled), presses, event) { $0.pressesCancelled(presses, with: event) }
    }

    // MARK: Motion — default: forward to next

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward(.motion(.began), [], event, name: motion.logName) { $0.motionBegan(motion, with: event) }
    }

    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward(.motion(.ended), [], event, name: motion.logName) { $0.motionEnded(motion, with: event) }
    }

    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward(.motion(.cancelled), [], event, name: motion.logName) { $0.motionCancelled(motion, with: event) }
    }

    // MARK: Forwarding and reporting

    private func forwardPresses(_ kind: EventRecord.ResponderMethod, _ presses: Set<UIPress>,
                                _ event: UIPressesEvent?, call: (UIResponder) -> Void) {
        let name = presses.map(\.key).sorted().joined(separator: ",")
        forward(kind, [], event, name: name, call: call)
    }

    /// The default implementation of every event method: make sure this
    /// responder's arrival is on the log, then hand the call to `next`.
    private func forward(_ kind: EventRecord.ResponderMethod, _ touches: Set<UITouch>, _ event: UIEvent?,
                         name: String? = nil, call: (UIResponder) -> Void) {
        event?.noteReached(self, kind, touches, name: name)
        guard let next else { return }
        event?.noteReached(next, kind, touches, name: name)
        call(next)
    }

    public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
