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
        let run = TextRun(string: Self.visiblePart(of: text, width: rect.width, size: size), origin: CGPoint(x: rect.minX, y: rect.midY - height / 2), size: size,
                          width: max(0, rect.width), centered: centered)
        painter.drawText(run, color, transform: placement.toPixels)
    }

    /// At most what one line `width` wide can show, with `…` when cut:
    /// Pango shapes a whole paragraph before it ellipsizes, so an 8 MB
    /// label took 46 s and 2.3 GB to draw one line of. No glyph a label
    /// shows is narrower than a tenth of its size, so the cut is never seen.
    static func visiblePart(of text: String, width: CGFloat, size: CGFloat) -> String {
        let most = Int(min(max(0, width) / (size * 0.1), 100_000)) + 16
        guard text.utf8.count > most else { return text }
        let shown = text.prefix(most)
        return shown.endIndex == text.endIndex ? text : shown + "…"
    }
}
