import Foundation
import TapKit

/// How a figure is drawn: the paper, an exact size, and how views are named.
public struct FigureStyle: Sendable {
    public var theme: PictureTheme
    /// Exact pixels, the figure scaled to fit and centred (`--size WxH`).
    public var size: PixelSize?
    /// `class` writes each view's class under its id; the rest name views by id.
    public var names: PictureNames
    /// How much larger than usual the words are, the layout making room
    /// (`FigurePicture` raises it so that no word is under 18 px on a
    /// 1920×1080 slide).
    var textZoom: CGFloat = 1

    public init(theme: PictureTheme = .light, size: PixelSize? = nil, names: PictureNames = .walked) {
        (self.theme, self.size, self.names) = (theme, size, names)
    }
}

/// What every figure shares: a size in points, fixed before drawing, and
/// a draw through a pen (PNG pixels, SVG and PDF points).
protocol FigureDrawing {
    var size: CGSize { get }
    func draw(_ pen: DiagramPen)
}

/// The shapes figures are made of, on a pen.
extension DiagramPen {
    /// A rounded box, filled and outlined.
    func box(_ rect: CGRect, fill paper: RGBA, line: RGBA, width: CGFloat = 1.2, radius: CGFloat = 6) {
        fill(.roundedRect(rect, radius: radius), paper)
        stroke(.roundedRect(rect, radius: radius), width: width, line)
    }

    /// Lines of text centred in `rect`, one under the other.
    func centred(_ lines: [String], in rect: CGRect, size: CGFloat, _ color: RGBA, text measurer: TextMeasurer) {
        let height = measurer.lineHeight(size: size)
        var y = rect.midY - height * CGFloat(lines.count) / 2
        for line in lines {
            text(line, at: CGPoint(x: rect.minX, y: y), size: size, color, width: rect.width, centered: true)
            y += height
        }
    }

    /// A number in a filled circle centred at `centre`.
    func badge(_ number: Int, at centre: CGPoint, _ color: RGBA, size: CGFloat = 11, text measurer: TextMeasurer) {
        let string = String(number)
        let half = size * 9 / 11
        let radius = max(half, measurer.measure(string, size: size).width / 2 + 4)
        fill(.ellipse(CGRect(x: centre.x - radius, y: centre.y - half, width: 2 * radius, height: 2 * half)), color)
        text(string, at: CGPoint(x: centre.x - radius, y: centre.y - measurer.lineHeight(size: size) / 2), size: size,
             RGBA(255, 255, 254), width: 2 * radius, centered: true)
    }
}
