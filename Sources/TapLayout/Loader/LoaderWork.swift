import TapKit

/// The work counters of the loaders that take input people write, read by
/// the complexity tests (`Tests/TapLayoutTests/ComplexityTests.swift`):
/// twice the input must cost about twice the count. Each counts what its
/// inner loops visit.
public enum LoaderWork {
    /// Script steps: finger-schedule questions and intervals passed over.
    public static let script = WorkCounter()
    /// Layout files: libyaml events composed and keys compared for duplicates
    /// (`YAMLComposer`), YAML nodes visited and mapping keys compared in lookups.
    public static let yaml = WorkCounter()
    /// SVG path data: bytes passed and commands read.
    public static let svgPath = WorkCounter()
    /// Dumps: scalars scanned for and in recursiveDescription entries,
    /// JSON bytes passed and object members read, views planned.
    public static let dump = WorkCounter()
    /// Did-you-mean searches (`NameSuggestion.closest`): one per error
    /// shown at most, never one per error found (75,000 unknown keys took
    /// 41 s searching, and printed 100).
    public static let suggestions = WorkCounter()
}
