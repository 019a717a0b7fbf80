import Foundation
import TapKit

/// One line of a view's text in a rectangle of its bounds: centred (button
/// titles, segment titles) or leading (labels, text fields), vertically
/// centred, tail-truncated to fit; Pango lays it out at the size it appears
/// at, so it stays sharp under scaling.
struct ViewText {
    let painter: Painter
    let placement: ViewPlacement

    func draw(_ text: String, in rect: CGRect, size: CGFloat, _ color: RGBA, centered: Bool) {
        guard placement.pixelScale > 0.01, placement.pixelScale.isFinite, size.isFinite, size > 0, size < 10_000 else { return }
        let height = painter.text.lineHeight(size: size)
        let run = TextRun(string: text, origin: CGPoint(x: rect.minX, y: rect.midY - height / 2), size: size,
                          width: max(0, rect.width), centered: centered)
        painter.drawText(run, color, transform: placement.toPixels)
    }
}
