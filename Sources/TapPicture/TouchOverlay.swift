import Foundation
import TapKit

/// Fingers on the screen (`UIApplication.activeTouches`): a ring where
/// each one is, tagged with its id, phase and the view it is bound to.
struct TouchOverlay {
    let context: OverlayContext

    func draw() {
        let px = context.px
        context.painter.setClip(context.canvas)
        for touch in context.scene.application.activeTouches {
            let c = context.viewport.pixel(for: touch.screenLocation)
            guard c.x.isFinite, c.y.isFinite else { continue }
            let ring = Shape.circle(center: c, radius: 22 * px)
            context.painter.fill(ring, Palette.touch.fading(0.3))
            context.haloStroke(ring, width: 2 * px, Palette.touch)
            let bound = touch.view.map { " → \($0.logName)" } ?? ""
            context.tag("touch \(touch.touchIdentifier) \(touch.phase)\(bound)", at: CGPoint(x: c.x + 24 * px, y: c.y - 8 * px),
                        RGBA(hex: 0x006064))
        }
    }
}
