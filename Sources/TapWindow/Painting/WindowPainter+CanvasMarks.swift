import Foundation
import TapPicture

extension WindowPainter {
    /// The two mouse fingers as the iOS Simulator shows them while Option
    /// is held: a ring for each, a dashed line through the centre, the
    /// centre as a cross. Hollow while only Alt is held (where a press
    /// would touch), filled while they touch; with Shift the centre is
    /// drawn as a ring too, since it moves with the fingers.
    func drawPinch(_ pinch: PinchFingers, _ layout: WindowLayout) {
        let clip = layout.canvasRect, u = layout.uiScale
        let ink = RGBA(hex: 0x0a84ff), halo = RGBA(255, 255, 255, 220)
        let centre = layout.viewport.pixel(for: pinch.center)
        let fingers = pinch.fingers.map { layout.viewport.pixel(for: $0) }
        guard centre.x.isFinite, centre.y.isFinite, fingers.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        if fingers.count == 2 {
            renderer.strokeLine(from: fingers[0], to: fingers[1], width: 3 * u, halo, clip: clip)
            renderer.strokeLine(from: fingers[0], to: fingers[1], width: 1.5 * u, ink, dash: (6 * u, 4 * u), clip: clip)
        }
        let radius = 18 * u
        for finger in fingers {
            if pinch.isTouching {
                renderer.fillCircle(center: finger, radius: radius, RGBA(255, 255, 255, 150), clip: clip)
                renderer.fillCircle(center: finger, radius: 5 * u, ink, clip: clip)
            }
            renderer.strokeCircle(center: finger, radius: radius, width: 4 * u, halo, clip: clip)
            renderer.strokeCircle(center: finger, radius: radius, width: 2.5 * u, ink, clip: clip)
        }
        let arm = 9 * u
        for (a, b) in [(CGPoint(x: centre.x - arm, y: centre.y), CGPoint(x: centre.x + arm, y: centre.y)),
                       (CGPoint(x: centre.x, y: centre.y - arm), CGPoint(x: centre.x, y: centre.y + arm))] {
            renderer.strokeLine(from: a, to: b, width: 5 * u, halo, clip: clip)
            renderer.strokeLine(from: a, to: b, width: 2.5 * u, Colors.pinchCentre, clip: clip)
        }
        if pinch.movesCenter {
            renderer.strokeCircle(center: centre, radius: 6 * u, width: 2 * u, Colors.pinchCentre, clip: clip)
        }
    }

    /// Thin bars along the canvas's right and bottom edges when it
    /// scrolls: how much of the screen shows, and which part.
    func drawScrollBars(_ layout: WindowLayout) {
        guard layout.canvasScrolls else { return }
        let rect = layout.canvasRect, screen = layout.screenRect
        let thickness = (5 * layout.uiScale).rounded(), inset = (2 * layout.uiScale).rounded()
        let color = RGBA(0, 0, 0, 120)
        if layout.maxCanvasScroll.y > 0, screen.height > 0 {
            let length = rect.height * rect.height / screen.height
            let y = rect.minY + (rect.height - length) * layout.canvasScroll.y / layout.maxCanvasScroll.y
            renderer.fillRect(CGRect(x: rect.maxX - thickness - inset, y: y, width: thickness, height: length), color)
        }
        if layout.maxCanvasScroll.x > 0, screen.width > 0 {
            let length = rect.width * rect.width / screen.width
            let x = rect.minX + (rect.width - length) * layout.canvasScroll.x / layout.maxCanvasScroll.x
            renderer.fillRect(CGRect(x: x, y: rect.maxY - thickness - inset, width: length, height: thickness), color)
        }
    }
}
