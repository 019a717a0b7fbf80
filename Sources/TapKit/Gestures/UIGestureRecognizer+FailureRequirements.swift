import Foundation

extension UIGestureRecognizer {
    /// The recognizers this one waits for, declared with `require(toFail:)`,
    /// in the order they were required: what a timeline draws as "waits for
    /// … to fail". Apple (`require(toFail:)`): "creates a dependency
    /// relationship between the receiver and another gesture recognizer".
    /// Delegate and subclass requirements are asked for as the arena decides,
    /// so they are not listed here.
    public var recognizersRequiredToFail: [UIGestureRecognizer] {
        failureRequirements.compactMap(\.recognizer)
    }
}

extension UIGestureRecognizer {
    /// TapLab: undoes `require(toFail: other)` — UIKit has no such call (an
    /// app stops making it); TapLab needs it to replay a scene with the
    /// requirement gone before offering that as a fix. False where this
    /// recognizer never required `other` (a delegate's or subclass's answer,
    /// which only code changes).
    @discardableResult
    public func removeFailureRequirement(_ other: UIGestureRecognizer) -> Bool {
        let before = failureRequirements.count
        failureRequirements.removeAll { $0.recognizer === other }
        return failureRequirements.count < before
    }
}
