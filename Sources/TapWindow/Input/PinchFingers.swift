import Foundation

/// The two mouse fingers and their centre as the canvas draws them, in
/// screen points: while Alt is held over the canvas (where a press would put
/// them) and during an Alt+drag (where they touch).
public struct PinchFingers: Equatable {
    public var center: CGPoint
    public var fingers: [CGPoint]
    /// The button is down: the fingers are touching.
    public var isTouching: Bool
    /// Alt+Shift: both fingers move together and carry the centre.
    public var movesCenter: Bool
}
