import Foundation
import TapKit

extension WindowModel {
    // MARK: Selection

    public func select(_ view: UIView?) {
        selectedView = view
        selectedID = view?.logName
        needsRedraw = true
        status = view.map { "Selected \($0.logName): 1 hidden, 2 alpha, 3 interaction, 4 clips, 5 enabled." } ?? "Selection cleared."
        revealSelection()
    }

    /// Selects the view drawn on top at `point` (screen points), hidden views
    /// and views clipped away excluded — what the eye sees there, whether or
    /// not it takes touches.
    public func pick(at point: CGPoint) {
        guard let app = document?.application else { return }
        let placements = ScenePlacements(application: app, viewport: Viewport(), canvasClip: .everything)
        for placement in placements.list.reversed() where placement.isDrawn {
            let clip = placement.clip
            guard point.x >= CGFloat(clip.x0), point.x < CGFloat(clip.x1),
                  point.y >= CGFloat(clip.y0), point.y < CGFloat(clip.y1) else { continue }
            let t = placement.toPixels
            guard t.determinant != 0, t.determinant.isFinite else { continue }
            // Foundation's `contains` traps on a rectangle with a NaN edge.
            let bounds = placement.view.bounds
            if PixelGeometry.isFinite(bounds), bounds.contains(point.applying(t.inverted())) {
                select(placement.view)
                return
            }
        }
        select(nil)
    }

    func revealSelection() {
        guard let view = selectedView, let index = treeRows.firstIndex(where: { $0.view === view }) else { return }
        let visible = max(1, layout.visibleTreeRows)
        if index < treeScroll { treeScroll = index } else if index >= treeScroll + visible { treeScroll = index - visible + 1 }
        clampTreeScroll()
    }

    func clampTreeScroll() {
        treeScroll = min(max(0, treeScroll), max(0, treeRows.count - layout.visibleTreeRows))
    }
}
