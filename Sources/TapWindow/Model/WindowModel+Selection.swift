import Foundation
import TapKit
import TapPicture

extension WindowModel {
    // MARK: Selection

    public func select(_ view: UIView?) {
        selectedView = view
        selectedID = view?.logName
        needsRedraw = true
        status = view.map { strings.selected($0.logName) } ?? strings.selectionCleared
        revealSelection()
    }

    /// Selects the view drawn on top at `point` (screen points), hidden views
    /// and views clipped away excluded — what the eye sees there, whether or
    /// not it takes touches.
    public func pick(at point: CGPoint) {
        guard let app = document?.application else { return }
        select(DrawingOrder.topmostView(of: app, at: point))
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
