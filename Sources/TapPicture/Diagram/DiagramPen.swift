import Foundation
import TapKit

/// A `Painter` at a scale, for the diagrams (timelines and figures): each
/// is laid out in points and drawn at one pixel per point (SVG, PDF) or
/// more (PNG), its neutrals following the theme.
struct DiagramPen {
    let painter: Painter
    let scale: CGFloat
    /// Where the diagram's top-left lands, in pixels (a `--size` picture centres it).
    var origin: CGPoint = .zero
    /// The paper: the dark theme swaps the neutrals (`DiagramColors.on`).
    var theme: PictureTheme = .light
    var transform: CGAffineTransform { CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: origin.x, ty: origin.y) }

    func fill(_ shape: Shape, _ color: RGBA) { painter.fill(shape, transform: transform, DiagramColors.on(theme, color)) }

    func stroke(_ shape: Shape, width: CGFloat, _ color: RGBA, dash: Dash? = nil) {
        painter.stroke(shape, transform: transform, width: width * scale, DiagramColors.on(theme, color),
                       dash: dash.map { Dash(on: $0.on * scale, off: $0.off * scale) })
    }

    func hatch(_ rect: CGRect, _ colors: (under: RGBA, over: RGBA)) {
        painter.hatch(.rect(rect), transform: transform, outside: [], period: 6 * scale, stripe: 1.5 * scale,
                      colors: (DiagramColors.on(theme, colors.under), DiagramColors.on(theme, colors.over)))
    }

    /// One line of text, top-left at `origin` (points).
    func text(_ string: String, at origin: CGPoint, size: CGFloat, _ color: RGBA, width: CGFloat? = nil, centered: Bool = false) {
        painter.drawText(TextRun(string: string, origin: origin, size: size, width: width, centered: centered), DiagramColors.on(theme, color),
                         transform: transform)
    }

    /// A line with an arrowhead at `b`.
    func arrow(from a: CGPoint, to b: CGPoint, width: CGFloat, _ color: RGBA, dash: Dash? = nil) {
        stroke(.line(a, b), width: width, color, dash: dash)
        let angle = atan2(b.y - a.y, b.x - a.x), head: CGFloat = 8
        let left = CGPoint(x: b.x - head * cos(angle - 0.45), y: b.y - head * sin(angle - 0.45))
        let right = CGPoint(x: b.x - head * cos(angle + 0.45), y: b.y - head * sin(angle + 0.45))
        fill(.polygon([b, left, right], closed: true), color)
    }
}
