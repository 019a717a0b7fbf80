import Foundation

extension UIApplication {
    /// The result of hit-testing a screen point across the windows.
    public struct HitTestResult {
        public var window: UIWindow?
        public var view: UIView?
        /// The walk, when asked for.
        public var trace: HitTestTrace?
    }

    /// Hit-tests `screenPoint` as a touch beginning there would be: windows
    /// from front to back, the first that returns a view wins. Nothing is
    /// delivered; the only change is the layout UIKit would have run before
    /// the touch (views that need it get `layoutSubviews()` first).
    public func hitTest(_ screenPoint: CGPoint, traced: Bool = false) -> HitTestResult {
        let saved = tracesHitTests
        tracesHitTests = traced
        defer { tracesHitTests = saved }
        let (window, view, trace) = hitTestWindows(screenPoint)
        return HitTestResult(window: window, view: view, trace: trace)
    }

    /// Hit-tests the windows front to back; the first that returns a view wins.
    func hitTestWindows(_ screenPoint: CGPoint) -> (UIWindow?, UIView?, HitTestTrace?) {
        let event = touchEvent
        let trace = tracesHitTests ? HitTestTrace() : nil
        trace?.screenPoint = screenPoint
        event.hitTestTrace = trace
        defer { event.hitTestTrace = nil }
        layOutWindowsIfNeeded()
        for window in windows.reversed() {
            if let view = UIView.visit(window, window.convertFromSuperview(screenPoint), event) {
                trace?.hitWindow = window
                trace?.hitView = view
                return (window, view, trace)
            }
        }
        return (nil, nil, trace)
    }

    /// UIKit's layout pass, as it has run before a touch arrives: every view
    /// that needs layout (see `setNeedsLayout()`) gets `layoutSubviews()`.
    /// Cheap when none does: one flag per window.
    public func layOutWindowsIfNeeded() {
        for window in windows { window.layoutIfNeeded() }
    }
}

extension UIResponder {
    /// This responder and every `next` after it, to the end of the chain.
    public var responderChain: [UIResponder] {
        var chain: [UIResponder] = []
        var r: UIResponder? = self
        while let current = r, chain.count < 100_000 {
            chain.append(current)
            r = current.next
        }
        return chain
    }
}
