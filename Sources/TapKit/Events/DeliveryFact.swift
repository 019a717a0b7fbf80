import Foundation

/// A decision the pipeline made that the event log (SPEC 5) does not print
/// but explaining it needs (TapExplain): why a recognizer failed, which recognizer cancelled or
/// dropped a view's touch, a touch kept from its view. Reported by the
/// object that made the decision, at the moment it made it, through
/// `EventObserver.note(_:)` — so the answer to "why did it not work?" is
/// read from what happened, never worked out again by a second model.
///
///     gesture tap failed            ← .gestureFailed(recognizer: "tap", touches: [1], cause: .ownLimit(.moved(14, limit: 10)))
public enum DeliveryFact: Equatable {
    /// A touch began at `point` (screen points); its hitTest record is the
    /// one just before this fact. An observer that must judge the tree as
    /// the touch found it (TapExplain's `DeliveryWatch`) does so here.
    case touchBegan(TouchKey, at: CGPoint)
    /// The finger of a touch lifted at `point` (screen points), or the
    /// system cancelled it there (`cancelled`): after this the touch is not
    /// down, whatever its views were told.
    case touchLifted(TouchKey, at: CGPoint, cancelled: Bool)
    /// `isExclusiveTouch` kept touch `touch` from `view`: `holder` is the
    /// view that held (or wanted) a touch at the same time.
    case touchExcluded(touch: TouchKey, view: LoggedResponder, holder: LoggedResponder?)
    /// A recognizer's delegate answered `gestureRecognizer(_:shouldReceive:)` false.
    case touchRefusedByDelegate(recognizer: LoggedRecognizer, touch: TouchKey)
    /// A recognizer began (continuous) or recognized (discrete) on these touches.
    case gestureWon(recognizer: LoggedRecognizer, touches: [TouchKey], cancelsTouchesInView: Bool)
    /// A recognizer failed (or was cancelled), and why.
    case gestureFailed(recognizer: LoggedRecognizer, touches: [TouchKey], cause: GestureFailure)
    /// A recognizer that won took the view's touch: `began` says whether
    /// the view had got `touchesBegan` (then it gets `touchesCancelled`) or
    /// had it held back and never hears of the touch; `heldBy`: the
    /// recognizers whose `delaysTouchesBegan` held it (a scroll view's
    /// content delay is `.contentDelay` of that scroll view).
    case viewTouchTaken(touch: TouchKey, view: LoggedResponder, recognizer: LoggedRecognizer, scrollView: LoggedResponder?, began: Bool,
                        heldBy: [TouchHolder])
    /// The touch's view had its last call for it (ended, cancelled or
    /// dropped): later records with its id are another touch's.
    case touchDone(TouchKey)
    /// A scroll view's `touchesShouldBegin(_:with:in:)` returned false.
    case contentTouchRefused(touch: TouchKey, view: LoggedResponder, scrollView: LoggedResponder)
}

/// What held a view's `touchesBegan` back (`delaysTouchesBegan`).
public enum TouchHolder: Hashable, Sendable, CustomStringConvertible {
    /// A recognizer with `delaysTouchesBegan`.
    case recognizer(LoggedRecognizer)
    /// A scroll view's `delaysContentTouches`.
    case contentDelay(scrollView: LoggedResponder)

    /// As explanations name it: the recognizer, or `SCROLLVIEW.delaysContentTouches`.
    public var description: String {
        switch self {
        case let .recognizer(r): r.name
        case let .contentDelay(scrollView): scrollView.name + ".delaysContentTouches"
        }
    }
}

/// One touch of the input: its id as the log prints it, and a serial number
/// the application gives every touch, since scripts reuse ids (every tap is
/// finger 1) while an earlier touch may still have a delivery held.
public struct TouchKey: Hashable, Sendable {
    public let id: Int
    public let serial: Int
}

/// Why a recognizer did not begin or recognize.
public enum GestureFailure: Equatable {
    /// `gestureRecognizerShouldBegin(_:)` said no: the delegate's
    /// (`by` nil) or a view's (`by`: the view, a control claiming its
    /// exemption, a scroll view refusing to take content's touch).
    case shouldBeginFalse(by: LoggedResponder?)
    /// It required `other` to fail, and `other` recognized.
    case waitedFor(other: LoggedRecognizer)
    /// `other` began or recognized first, and the two may not recognize together.
    case preventedBy(other: LoggedRecognizer)
    /// The gesture was not the one it looks for.
    case ownLimit(GestureLimit)
    /// Its touches were cancelled.
    case touchesCancelled
    /// `isEnabled` was set false, or its view left the window mid-gesture.
    case withdrawn
}

/// A recognizer's own limit that the touches broke: the measure and the limit.
public enum GestureLimit: Equatable {
    /// A finger moved `moved` points; the recognizer allows `limit`.
    case moved(CGFloat, limit: CGFloat)
    /// Released after `held` seconds; a long press needs `needed`.
    case releasedEarly(held: TimeInterval, needed: TimeInterval)
    /// `count` fingers; the recognizer takes at most `limit`.
    case tooManyTouches(Int, limit: Int)
    /// `count` fingers; the recognizer needs `needed`.
    case tooFewTouches(Int, needed: Int)
    /// `taps` taps; it needs `needed`, and the next did not come within `interval` s.
    case tooFewTaps(Int, needed: Int, interval: TimeInterval)
    /// The finger moved `moved` points; a pan begins after `needed`.
    case notMovedEnough(CGFloat, needed: CGFloat)
    /// The fingers turned `turned` radians; a rotation begins after `needed`.
    case notTurnedEnough(CGFloat, needed: CGFloat)
    /// A swipe went the wrong way or too slowly.
    case wrongDirection(went: String, allowed: String)
    case tooSlow(distance: CGFloat, seconds: TimeInterval)
    /// An edge pan whose first finger came down away from its edges.
    case notFromEdge
}
