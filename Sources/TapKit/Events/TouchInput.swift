import Foundation

/// One raw input record, as a touch screen, a mouse or a script produces it:
/// which finger, what happened, where on the screen, when.
public struct TouchInput: Equatable, Sendable {
    public enum Phase: String, Sendable { case began, moved, ended, cancelled }

    public var touchID: Int
    public var phase: Phase
    public var location: CGPoint
    public var timestamp: TimeInterval

    public init(touchID: Int, phase: Phase, location: CGPoint, timestamp: TimeInterval) {
        self.touchID = touchID
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
    }
}

/// Why an input record was not turned into a touch change. Odd input from a
/// device or a script is dropped, never fatal; the reason is returned so a
/// caller can show it (TapExplain words it).
public enum TouchInputProblem: Equatable, Sendable {
    case unknownTouch(Int, TouchInput.Phase)
    case duplicateBegan(Int)
    case nonFiniteLocation(Int)
}
