import Foundation

/// A pan that starts at an edge of the screen, like the back swipe.
///
/// UIKit's rule: only a gesture whose first finger comes down near one of
/// `edges` can begin — TapLab fixes "near" at within 20 pt (`edgeRegionWidth`)
/// of that edge of the touch's window (TapLab's screen). A gesture that
/// starts anywhere else fails at once, and so does every gesture while
/// `edges` is empty, UIKit's default. From there on it is a
/// `UIPanGestureRecognizer`: it begins once the fingers have moved more than
/// 10 pt, changes on every move and ends when they lift.
///
///     let back = UIScreenEdgePanGestureRecognizer { _ in goBack() }
///     back.edges = .left
///     window.addGestureRecognizer(back)
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// UIKit's default: none (`[]`); set the edges to listen to.
    public var edges: UIRectEdge = []

    /// TapLab: how close (points) to an edge the first finger must come down.
    public static let edgeRegionWidth: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // The first fingers of the gesture decide; later ones are just panning.
        if state == .possible, seenTouches.count == touches.count,
           !touches.contains(where: startsNearAnEdge) {
            fail(.notFromEdge)
            return
        }
        super.touchesBegan(touches, with: event)
    }

    private func startsNearAnEdge(_ touch: UITouch) -> Bool {
        guard let window = touch.window else { return false }
        let b = window.bounds
        let p = UITouch.convertFromScreen(touch.beganScreenLocation, to: window)
        let m = Self.edgeRegionWidth
        return (edges.contains(.left) && p.x - b.minX <= m)
            || (edges.contains(.right) && b.maxX - p.x <= m)
            || (edges.contains(.top) && p.y - b.minY <= m)
            || (edges.contains(.bottom) && b.maxY - p.y <= m)
    }
}
