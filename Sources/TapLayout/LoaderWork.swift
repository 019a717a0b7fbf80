import TapKit

/// The work counters of the loaders that take input people write, read by
/// the complexity tests (`Tests/TapLayoutTests/ComplexityTests.swift`):
/// twice the input must cost about twice the count. Each counts what its
/// inner loops visit.
public enum LoaderWork {
    /// Script steps: finger-schedule questions and intervals passed over.
    public static let script = WorkCounter()
}
