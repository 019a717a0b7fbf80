import Foundation

/// What `--why` asks about: a view (a control and a list cell are views
/// whose "worked" means more), or a gesture recognizer.
public enum WhyTarget {
    case view(UIView)
    case recognizer(UIGestureRecognizer)

    var id: String {
        switch self {
        case let .view(view): view.logName
        case let .recognizer(recognizer): recognizer.logName
        }
    }

    /// The view whose hit testing decides whether the target sees a touch.
    var view: UIView? {
        switch self {
        case let .view(view): view
        case let .recognizer(recognizer): recognizer.view
        }
    }
}

extension UIApplication {
    /// Plays input and answers why `target` did or did not work (SPEC 12).
    /// `play` sends the input, reporting to the observer it is handed (the
    /// script runner's `observer:`); every answer is read from what that
    /// observer heard — the event log and the decisions behind it
    /// (`DeliveryFact`) — never worked out again. Nil when the input had no
    /// touch at all.
    ///
    ///     let answer = try app.explainDelivery(of: .view(button)) { observer in
    ///         _ = try ScriptRunner.run(steps, on: app, observer: observer)
    ///     }
    ///     answer?.rule   // .cancelledByRecognizer
    public func explainDelivery(of target: WhyTarget, playing play: (EventObserver) throws -> Void) rethrows -> WhyAnswer? {
        try explainDelivery(of: [target], playing: play)[0]
    }

    /// Keeps noting, for every touch that begins, why it did or did not
    /// reach these views (the window watches the selected view), so that
    /// `explainDelivery(of:in:)` can answer from a log recorded meanwhile.
    public func watchDelivery(of views: [UIView]) {
        whyViews = views
    }

    /// The answer for `target` from `log`, recorded while the application
    /// watched its view (`watchDelivery(of:)`); a touch from before the watch
    /// is judged on the tree as it is now, at the point its walk recorded.
    public func explainDelivery(of target: WhyTarget, in log: EventLog) -> WhyAnswer? {
        DeliveryExplainer(application: self, target: target, log: log).answer()
    }

    /// The same for several targets at once, from one play of the input
    /// (a layout's `why:` expectations): one answer per target, in order.
    public func explainDelivery(of targets: [WhyTarget], playing play: (EventObserver) throws -> Void) rethrows -> [WhyAnswer?] {
        let log = EventLog()
        let previous = whyViews
        whyViews = targets.compactMap(\.view)
        defer { whyViews = previous }
        try play(log)
        return targets.map { DeliveryExplainer(application: self, target: $0, log: log).answer() }
    }
}
