import Foundation
import TapKit

/// The views as the picture draws them, for the window's view tree and its
/// pick tool: the same flattening the renderer uses, so the tree lists
/// views in the order they are painted and a click picks what the eye sees.
public enum DrawingOrder {
    /// Every view of every window with its depth (0 for a window), back to front.
    public static func views(of application: UIApplication) -> [(view: UIView, depth: Int)] {
        ScenePlacements(application: application, viewport: Viewport(), canvasClip: .everything).list.map { ($0.view, $0.depth) }
    }

    /// The view drawn on top at `point` (screen points), hidden views and
    /// views clipped away excluded — whether or not it takes touches.
    public static func topmostView(of application: UIApplication, at point: CGPoint) -> UIView? {
        let placements = ScenePlacements(application: application, viewport: Viewport(), canvasClip: .everything)
        for placement in placements.list.reversed() where placement.isDrawn {
            let clip = placement.clip
            guard point.x >= CGFloat(clip.x0), point.x < CGFloat(clip.x1),
                  point.y >= CGFloat(clip.y0), point.y < CGFloat(clip.y1) else { continue }
            let t = placement.toPixels
            guard t.determinant != 0, t.determinant.isFinite else { continue }
            // Foundation's `contains` traps on a rectangle with a NaN edge.
            let bounds = placement.view.bounds
            if PixelGeometry.isFinite(bounds), bounds.contains(point.applying(t.inverted())) { return placement.view }
        }
        return nil
    }
}
