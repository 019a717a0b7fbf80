import Foundation
import TapKit

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
    /// touch at all. With `replay`, each fix is made on a fresh build of
    /// the scene and the input played again before it is offered (SPEC 14);
    /// without it, fixes are offered unchecked.
    /// touch at all. `provenance`: what a loaded dump says of its views
    /// (empty for a tree a program built).
    ///
    ///     let answer = try app.explainDelivery(of: .view(button)) { observer in
    ///         _ = try ScriptRunner.run(steps, on: app, observer: observer)
    ///     }
    ///     answer?.rule   // .cancelledByRecognizer
    public func explainDelivery(of target: WhyTarget, provenance: ProvenanceTable = ProvenanceTable(), checkingFixesWith replay: FixReplay? = nil,
                                playing play: (EventObserver) throws -> Void) rethrows -> WhyAnswer? {
        try explainDelivery(of: [target], provenance: provenance, checkingFixesWith: replay, playing: play)[0]
    }

    /// The answer for `target` from what `watch` heard, with what its
    /// `provenance` says of a dump's views; a touch from before the watch
    /// saw its view is judged on the tree as it is now, at the point its
    /// walk recorded.
    public func explainDelivery(of target: WhyTarget, in watch: DeliveryWatch, checkingFixesWith replay: FixReplay? = nil) -> WhyAnswer? {
        settle(DeliveryExplainer(application: self, target: target, watch: watch).answer(), target: target, replay: replay)
    }

    /// The same for several targets at once, from one play of the input
    /// (a layout's `why:` expectations): one answer per target, in order.
    public func explainDelivery(of targets: [WhyTarget], provenance: ProvenanceTable = ProvenanceTable(), checkingFixesWith replay: FixReplay? = nil,
                                playing play: (EventObserver) throws -> Void) rethrows -> [WhyAnswer?] {
        let watch = DeliveryWatch(application: self, watching: targets.compactMap(\.view), provenance: provenance)
        try play(watch)
        return targets.map { target in
            settle(DeliveryExplainer(application: self, target: target, watch: watch).answer(), target: target, replay: replay)
        }
    }

    private func settle(_ answer: WhyAnswer?, target: WhyTarget, replay: FixReplay?) -> WhyAnswer? {
        guard let answer else { return nil }
        guard let replay else { return answer.unchecked() }
        return FixChecker(replay: replay).check(answer, target: target, in: self)
    }
}
