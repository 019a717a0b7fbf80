import Foundation

/// A small label on the canvas: white text on a coloured pill. Overlays
/// place tags first (so arrows can point at them) and the renderer draws
/// them all last, above every line.
struct Tag {
    var text: String
    var color: RGBA
    var rect: CGRect
    var pixelSize: CGFloat
    var padding: CGFloat

    func draw(with painter: Painter) {
        let pill = Shape.rounded(rect, radius: min(rect.height / 2, padding * 2))
        painter.fill(pill, color)
        painter.stroke(pill, width: max(1, padding / 3), RGBA(255, 255, 255, 200))
        painter.drawText(text, at: CGPoint(x: rect.minX + padding, y: rect.minY + padding / 2), size: pixelSize, Palette.tagText)
    }
}
