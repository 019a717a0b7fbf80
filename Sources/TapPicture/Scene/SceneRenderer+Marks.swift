import Foundation

/// Round marks and lines for the window's own drawing on the canvas (the
/// two mouse fingers and their centre), in pixels, clipped to `clip` so
/// nothing spills out of a scrolled canvas.
extension SceneRenderer {
    /// A disc of `radius` pixels at `center`.
    public func fillCircle(center: CGPoint, radius: CGFloat, _ color: RGBA, clip: CGRect) {
        clipped(to: clip) { painter.fill(.circle(center: center, radius: radius), color) }
    }

    /// A ring of `radius` pixels at `center`, `width` pixels wide.
    public func strokeCircle(center: CGPoint, radius: CGFloat, width: CGFloat, _ color: RGBA, clip: CGRect) {
        clipped(to: clip) { painter.stroke(.circle(center: center, radius: radius), width: width, color) }
    }

    /// A straight line from `a` to `b`, dashed when `dash` is given (on, off in pixels).
    public func strokeLine(from a: CGPoint, to b: CGPoint, width: CGFloat, _ color: RGBA, dash: (CGFloat, CGFloat)? = nil, clip: CGRect) {
        clipped(to: clip) { painter.stroke(.line(a, b), width: width, color, dash: dash.map { Dash(on: $0.0, off: $0.1) }) }
    }

    /// Runs `body` clipped to `rect` (pixels) within the clip in force, and
    /// puts that clip back after: a cached region's clip stays on around
    /// the clipped text and marks drawn inside it.
    func clipped<T>(to rect: CGRect, _ body: () -> T) -> T {
        let outer = painter.clip
        painter.setClip(PixelRect(covering: rect).intersection(outer))
        defer { painter.setClip(outer) }
        return body()
    }
}
