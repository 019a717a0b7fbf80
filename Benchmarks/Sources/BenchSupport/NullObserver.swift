import TapKit

/// Receives every record and drops it: the pipeline still builds each
/// record, but nothing is stored or printed.
public final class NullObserver: EventObserver {
    public init() {}
    public func record(_ entry: EventRecord) {}
}
