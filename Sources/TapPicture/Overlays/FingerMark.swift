import Foundation
import TapKit

/// A finger as a recording draws it (`Scene.fingers`): where it went since
/// the frame before — so a tap shorter than a frame still shows — and what
/// it did last, with the view its touch is bound to.
///
///     FingerMark(id: 1, trail: [CGPoint(x: 195, y: 400)], phase: .ended, view: "B")
///     // drawn as a ring at 195,400 tagged "touch 1 ended → B" (its Chinese in PictureStrings.chinese)
public struct FingerMark: Equatable, Sendable {
    public var id: Int
    /// Screen points, oldest first; the last is where the finger is (or lifted).
    public var trail: [CGPoint]
    /// What it did last: began, moved, stationary, ended or cancelled.
    public var phase: UITouch.Phase
    /// The log name of the view the touch is bound to.
    public var view: String?

    public init(id: Int, trail: [CGPoint], phase: UITouch.Phase, view: String?) {
        self.id = id
        self.trail = trail
        self.phase = phase
        self.view = view
    }

    /// A lifted finger is drawn dashed: it was there during the frame, not now.
    var isLifted: Bool { phase.isFinal }
}
