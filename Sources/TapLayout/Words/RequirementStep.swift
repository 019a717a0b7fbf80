import Foundation

/// One `requireToFail` entry of a cycle, by the log names of its two
/// recognizers: `waiter` requires `other` to fail.
public struct RequirementStep: Equatable, Sendable {
    public var waiter: String
    public var other: String

    public init(waiter: String, other: String) {
        (self.waiter, self.other) = (waiter, other)
    }
}
