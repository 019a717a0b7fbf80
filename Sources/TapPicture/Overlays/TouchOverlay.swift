import Foundation
import TapKit

/// Fingers on the screen (`UIApplication.activeTouches`, or a recording's
/// `Scene.fingers`): a ring where each one is, tagged with its id, phase
/// and the view it is bound to; a recording's finger also draws the way it
/// came since the last frame, and a lifted one is dashed.
struct TouchOverlay {
    let context: OverlayContext

    func draw() {
        context.painter.setClip(context.canvas)
        if let fingers = context.scene.fingers {
            for finger in fingers { draw(finger) }
            return
        }
        for touch in context.scene.application.activeTouches {
            ring(at: touch.screenLocation, id: touch.touchIdentifier, touch.phase, view: touch.view?.logName, lifted: false)
        }
    }

    private func draw(_ finger: FingerMark) {
        guard let last = finger.trail.last else { return }
        let points = finger.trail.map { context.viewport.pixel(for: $0) }.filter { $0.x.isFinite && $0.y.isFinite }
        if points.count > 1 {
            context.haloStroke(.polygon(points, closed: false), width: 3 * context.px, Palette.touch)
        }
        ring(at: last, id: finger.id, finger.phase, view: finger.view, lifted: finger.isLifted)
    }

    private func ring(at point: CGPoint, id: Int, _ phase: UITouch.Phase, view: String?, lifted: Bool) {
        let badge = context.word(.touchBadge, "\(id)", PictureStrings.phase(phase, context.scene.language))
        let label = view.map { context.word(.touchBound, badge, $0) } ?? badge
        let px = context.px
        let c = context.viewport.pixel(for: point)
        guard c.x.isFinite, c.y.isFinite else { return }
        let ring = Shape.circle(center: c, radius: 22 * px)
        context.painter.fill(ring, Palette.touch.fading(lifted ? 0.12 : 0.3))
        context.haloStroke(ring, width: 2 * px, Palette.touch, dash: lifted ? context.dash(5, 3) : nil)
        context.tag(label, at: CGPoint(x: c.x + 24 * px, y: c.y - 8 * px), RGBA(hex: 0x006064))
    }
}
