import Foundation
import TapKit

extension TimelineFacts {
    /// The facts of a script played on `application`: its log `records`
    /// (application time; the script began at `start`), the touch `input`
    /// it sent (script time), and what the application's recognizers are
    /// attached to and wait for. `end` is in script time. `decisions` are
    /// the pipeline's reasons beside the records (`EventLog.facts`).
    public init(records: [EventRecord], input: [TouchInput], application: UIApplication, start: TimeInterval = 0, end: TimeInterval,
                decisions: [(position: Int, fact: DeliveryFact)] = []) {
        let shifted = records.map { EventRecord(t: $0.t - start, $0.event) }
        let views = Self.allViews(of: application)
        let hitIDs = Self.hitViewIDs(shifted)
        let hitViews = views.filter { hitIDs.contains(ResponderID($0)) }
        self.init(records: shifted, contacts: Self.contacts(input), waits: Self.waits(views),
                  recognizersSeeing: Self.recognizersSeeing(hitViews), end: end)
        refusedTouches = Self.refusedTouches(records, decisions)
        stepsToChainEnd = Self.stepsToChainEnd(hitViews)
        for view in views {
            for recognizer in view.gestureRecognizers ?? [] {
                recognizerViews[RecognizerID(recognizer)] = ResponderID(view)
                classNames[.recognizer(RecognizerID(recognizer))] = String(describing: type(of: recognizer))
            }
            var responder: UIResponder? = view
            while let r = responder, classNames[.responder(ResponderID(r))] == nil {
                classNames[.responder(ResponderID(r))] = (r as? UIView)?.className ?? String(describing: type(of: r))
                responder = r.next
            }
        }
    }

    /// The touches each recognizer's delegate refused, by their `hitTest`
    /// record: the last one of that finger before the refusal was noted.
    static func refusedTouches(_ records: [EventRecord], _ decisions: [(position: Int, fact: DeliveryFact)]) -> [RecognizerID: Set<Int>] {
        var refused: [RecognizerID: Set<Int>] = [:]
        for (position, fact) in decisions {
            guard case let .touchRefusedByDelegate(recognizer, touch) = fact else { continue }
            let start = records[..<min(position, records.count)].lastIndex { record in
                if case let .hitTest(id, _, _) = record.event { id == touch.id } else { false }
            }
            if let start { refused[recognizer.id, default: []].insert(start) }
        }
        return refused
    }

    /// For the responders on each hit view's chain, how many `next` steps
    /// each is from the chain's end (the most, where chains differ).
    static func stepsToChainEnd(_ hitViews: [UIView]) -> [ResponderID: Int] {
        var steps: [ResponderID: Int] = [:]
        for view in hitViews {
            let chain = view.responderChain
            for (i, responder) in chain.enumerated() {
                let id = ResponderID(responder)
                steps[id] = max(steps[id] ?? 0, chain.count - 1 - i)
            }
        }
        return steps
    }

    /// The views the log's touches were hit-tested to.
    static func hitViewIDs(_ records: [EventRecord]) -> Set<ResponderID> {
        Set(records.compactMap { record -> ResponderID? in
            if case let .hitTest(_, view, _) = record.event { view?.id } else { nil }
        })
    }

    /// Each finger's stretch on the glass, from the touch input in time order.
    static func contacts(_ input: [TouchInput]) -> [TimelineContact] {
        var contacts: [TimelineContact] = []
        var open: [Int: Int] = [:]  // touch number → index of its contact
        for touch in input {
            switch touch.phase {
            case .began:
                open[touch.touchID] = contacts.count
                contacts.append(TimelineContact(touch: touch.touchID, down: touch.timestamp, up: nil))
            case .ended, .cancelled:
                guard let i = open.removeValue(forKey: touch.touchID) else { continue }
                contacts[i].up = touch.timestamp
                contacts[i].isCancelled = touch.phase == .cancelled
            case .moved:
                continue
            }
        }
        return contacts
    }

    /// `require(toFail:)` between the recognizers of the views.
    static func waits(_ views: [UIView]) -> [TimelineWait] {
        views.flatMap { view in
            (view.gestureRecognizers ?? []).flatMap { recognizer in
                recognizer.recognizersRequiredToFail.map { TimelineWait(waiter: RecognizerID(recognizer), waitedFor: RecognizerID($0)) }
            }
        }
    }

    /// For each hit view of the log, the recognizers on it and its ancestors:
    /// those the window gives its touches to (UIKit's `UITouch.gestureRecognizers`).
    static func recognizersSeeing(_ hitViews: [UIView]) -> [ResponderID: [RecognizerID]] {
        var seeing: [ResponderID: [RecognizerID]] = [:]
        for view in hitViews where seeing[ResponderID(view)] == nil {
            seeing[ResponderID(view)] = sequence(first: view) { $0.superview }.flatMap { ($0.gestureRecognizers ?? []).map(RecognizerID.init) }
        }
        return seeing
    }

    /// Every view of every window, parents before children.
    static func allViews(of application: UIApplication) -> [UIView] {
        var found: [UIView] = [], pending: [UIView] = application.windows.reversed()
        while let view = pending.popLast() {
            found.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return found
    }
}
