import Foundation

/// A count of steps of work — loop turns, nodes, characters visited — that
/// a loader or a drawing path adds to as it goes, so that tests can check it
/// grows in step with the input (twice the input, about twice the work)
/// without timing anything. Hot loops count locally and add once.
public final class WorkCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    public init() {}

    public var value: Int { lock.withLock { count } }

    public func add(_ amount: Int) { lock.withLock { count &+= amount } }

    public func reset() { lock.withLock { count = 0 } }
}
