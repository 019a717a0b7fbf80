import Foundation

/// Where a failure requirement — "this recognizer waits until that one
/// fails" — comes from. UIKit has five ways to declare one; the arena keeps
/// track of which, so that when TapLab breaks a cycle of them the log can
/// say which declaration it stopped honouring.
public enum FailureRequirement: String, CaseIterable, Sendable {
    /// `waiter.require(toFail: other)`.
    case requireToFail
    /// A subclass's `shouldRequireFailure(of:)` answered true.
    case shouldRequireFailure
    /// The other recognizer's subclass answered `shouldBeRequiredToFail(by:)`.
    case shouldBeRequiredToFail
    /// The waiter's delegate answered `gestureRecognizer(_:shouldRequireFailureOf:)`.
    case shouldRequireFailureOf
    /// The other recognizer's delegate answered `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
    case shouldBeRequiredToFailBy

    /// The API's name as people write it, for the text log.
    public var apiName: String {
        switch self {
        case .requireToFail: "require(toFail:)"
        case .shouldRequireFailure: "shouldRequireFailure(of:)"
        case .shouldBeRequiredToFail: "shouldBeRequiredToFail(by:)"
        case .shouldRequireFailureOf: "shouldRequireFailureOf"
        case .shouldBeRequiredToFailBy: "shouldBeRequiredToFailBy"
        }
    }
}
