import Foundation

/// One step of the touch pipeline, as the event log shows it (SPEC 5).
///
/// The text form is one line per record:
///
///     hitTest 1 -> button2
///     touchesBegan button2
///     gesture tapA recognized
///     action tapA
///     control button1 touchUpInside
///     scroll carousel 390,0
///     pressesBegan field space
///     motionBegan root shake
///     gesture tapA stops waiting for tapB: require(toFail:) cycle
public struct EventRecord {
    public enum Kind: String, CaseIterable {
        case hitTest
        case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
        case gesture, action, control, scroll
        /// TapLab broke a cycle of failure requirements: `recognizer` no
        /// longer waits for `other` (see `GestureArena.breakWaitCycles`).
        case stopsWaiting
        case pressesBegan, pressesChanged, pressesEnded, pressesCancelled
        case motionBegan, motionEnded, motionCancelled
    }

    public var t: TimeInterval
    public var kind: Kind
    /// Touch ids involved (hitTest: the one touch; touches*: the delivered set).
    public var touches: [Int] = []
    /// hitTest: the hit view or nil; scroll: the scroll view.
    public var view: String?
    /// touches*, presses*, motion*: the responder reached.
    public var responder: String?
    /// gesture and action: the recognizer; gesture: its new state.
    public var recognizer: String?
    public var state: String?
    /// control: the control's id; `name` is the control event.
    public var control: String?
    /// presses: the key; motion: `shake`; control: the event (`touchUpInside`).
    public var name: String?
    /// scroll: the new contentOffset.
    public var offset: CGPoint?
    /// hitTest: the walk, when the application traces hit tests.
    public var walk: HitTestTrace?
    /// stopsWaiting: the recognizer `recognizer` stopped waiting for.
    public var other: String?
    /// stopsWaiting: the declaration of the requirement that was dropped.
    public var requirement: FailureRequirement?

    public init(t: TimeInterval, kind: Kind, touches: [Int] = [], view: String? = nil,
                responder: String? = nil, recognizer: String? = nil, state: String? = nil,
                control: String? = nil, name: String? = nil, offset: CGPoint? = nil,
                walk: HitTestTrace? = nil, other: String? = nil, requirement: FailureRequirement? = nil) {
        self.t = t; self.kind = kind; self.touches = touches; self.view = view
        self.responder = responder; self.recognizer = recognizer; self.state = state
        self.control = control; self.name = name; self.offset = offset; self.walk = walk
        self.other = other; self.requirement = requirement
    }
}

/// Receives every step of the pipeline. The window, the command line and the
/// tests all see what happened through this one interface; TapKit itself
/// never prints.
public protocol EventObserver: AnyObject {
    func record(_ entry: EventRecord)
}

/// An observer that keeps every record, in order.
public final class EventLog: EventObserver {
    public private(set) var records: [EventRecord] = []
    public init() {}
    public func record(_ entry: EventRecord) { records.append(entry) }
    public func removeAll() { records.removeAll(keepingCapacity: true) }
    /// The text form, one line per record.
    public var lines: [String] { records.map(\.text) }
}
