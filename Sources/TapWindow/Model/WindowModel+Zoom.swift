import Foundation
import TapKit

extension WindowModel {
    /// The canvas zooms through these (window points per screen point).
    static let zoomSteps: [CGFloat] = [0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4]

    /// One step in or out from the zoom now (SPEC 13: up to 4×, down to
    /// fitting the window). The canvas moves under the fingers: their
    /// touches are cancelled, as on a resize.
    func zoom(in zoomIn: Bool) {
        let now = layout.viewport.scale / max(layout.uiScale, 0.01)
        let next = zoomIn ? Self.zoomSteps.first { $0 > now + 0.001 } ?? WindowLayout.maxZoom
            : Self.zoomSteps.last { $0 < now - 0.001 } ?? Self.zoomSteps[0]
        cancelTouches()
        canvasZoom = .points(next)
        relayout()
        let shown = layout.viewport.scale / max(layout.uiScale, 0.01)
        status = strings.zoomed(formatNumber(shown * 100, decimals: 0))
    }

    /// Starts presenting (`taplab run --present`).
    public func startPresenting() {
        guard !isPresenting else { return }
        perform(.present)
    }
}
