import Foundation

/// Round marks and lines for the window's own drawing on the canvas (the
/// two mouse fingers and their centre), in pixels, clipped to `clip` so
/// nothing spills out of a scrolled canvas.
extension SceneRenderer {
    /// A disc of `radius` pixels at `center`.
    public func fillCircle(center: CGPoint, radius: CGFloat, _ color: RGBA, clip: CGRect) {
        painter.setClip(PixelRect(covering: clip))
        defer { painter.setClip(.everything) }
        painter.fill(.circle(center: center, radius: radius), color)
    }

    /// A ring of `radius` pixels at `center`, `width` pixels wide.
    public func strokeCircle(center: CGPoint, radius: CGFloat, width: CGFloat, _ color: RGBA, clip: CGRect) {
        painter.setClip(PixelRect(covering: clip))
        defer { painter.setClip(.everything) }
        painter.stroke(.circle(center: center, radius: radius), width: width, color)
    }

    /// A straight line from `a` to `b`, dashed when `dash` is given (on, off in pixels).
    public func strokeLine(from a: CGPoint, to b: CGPoint, width: CGFloat, _ color: RGBA, dash: (CGFloat, CGFloat)? = nil, clip: CGRect) {
        painter.setClip(PixelRect(covering: clip))
        defer { painter.setClip(.everything) }
        painter.stroke(.line(a, b), width: width, color, dash: dash.map { Dash(on: $0.0, off: $0.1) })
    }
}
