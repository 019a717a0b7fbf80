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
