import Synchronization

/// A count of steps of work — loop turns, nodes, characters visited — that
/// a loader or a drawing path adds to as it goes, so that tests can check it
/// grows in step with the input (twice the input, about twice the work)
/// without timing anything. Hot loops count locally and add once.
///
/// An atomic, not a lock: the dump reader adds to it for every entry, and
/// a lock taken 300,000 times was a visible share of loading a 50,000-view dump.
public final class WorkCounter: Sendable {
    private let count = Atomic<Int>(0)

    public init() {}

    public var value: Int { count.load(ordering: .relaxed) }

    public func add(_ amount: Int) { count.wrappingAdd(amount, ordering: .relaxed) }

    public func reset() { count.store(0, ordering: .relaxed) }
}
