import Foundation
import TapKit

/// What a timeline is drawn from: the typed event log (SPEC 5) and the few
/// facts the log does not hold — when each finger came down and lifted (the
/// script's input), and which recognizer waits for which to fail. Held
/// deliveries are read from the two together: a view's `touchesBegan` later
/// than its finger came down was held, a `touchesEnded` later than the
/// finger lifted was held, and a lifted finger whose view got
/// `touchesCancelled` had its end held and then cancelled.
public struct TimelineFacts {
    public var records: [EventRecord]
    public var contacts: [TimelineContact]
    public var waits: [TimelineWait]
    /// For each view a touch was hit-tested to, the recognizers that see its
    /// touches (on the view and its ancestors): a recognizer's `possible`
    /// starts with the first such touch.
    public var recognizersSeeing: [ResponderID: [RecognizerID]]
    /// For each recognizer, the touches its delegate kept from it
    /// (`shouldReceive` said no), by the index of their `hitTest` record:
    /// it never saw them, so they do not start its `possible`.
    public var refusedTouches: [RecognizerID: Set<Int>] = [:]
    /// How far each responder on a hit view's chain is from the chain's end
    /// (the app delegate 0, the application 1, the window 2, …), walked
    /// through `next`: lanes of the chain go in its order.
    public var stepsToChainEnd: [ResponderID: Int] = [:]
    /// The view each recognizer is attached to: its lane goes beside the view's.
    public var recognizerViews: [RecognizerID: ResponderID] = [:]
    /// Each responder's and recognizer's class, for `--names class`
    /// (`UIView`, `UIViewController`, `UIApplication`, `AppDelegate`,
    /// `UITapGestureRecognizer`).
    var classNames: [TimelineLane.Subject: String] = [:]
    /// When the diagram ends: the script's end and its settle time.
    public var end: TimeInterval

    public init(records: [EventRecord], contacts: [TimelineContact], waits: [TimelineWait],
                recognizersSeeing: [ResponderID: [RecognizerID]] = [:], end: TimeInterval) {
        self.records = records
        self.contacts = contacts
        self.waits = waits
        self.recognizersSeeing = recognizersSeeing
        self.end = end
    }
}

/// One finger on the glass, from the script's input: touch `touch` down at
/// `down`, up (or cancelled by the system) at `up`.
public struct TimelineContact: Equatable, Sendable {
    public var touch: Int
    public var down: TimeInterval
    public var up: TimeInterval?
    public var isCancelled: Bool

    public init(touch: Int, down: TimeInterval, up: TimeInterval?, isCancelled: Bool = false) {
        self.touch = touch
        self.down = down
        self.up = up
        self.isCancelled = isCancelled
    }
}

/// `waiter.require(toFail: waitedFor)`.
public struct TimelineWait: Equatable, Sendable {
    public var waiter: RecognizerID
    public var waitedFor: RecognizerID

    public init(waiter: RecognizerID, waitedFor: RecognizerID) {
        self.waiter = waiter
        self.waitedFor = waitedFor
    }
}
