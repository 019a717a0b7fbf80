import TapKit

/// The work counters of the drawing paths that take input people write,
/// read by the complexity tests (`Tests/TapRenderTests/ComplexityTests.swift`):
/// twice the input must cost about twice the count.
public enum DrawingWork {
    /// Label and tag text: scalars visited and runs cut while splitting text by font.
    public static let text = WorkCounter()
}
