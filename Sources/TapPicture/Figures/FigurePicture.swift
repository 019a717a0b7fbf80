import Foundation
import TapExplain
import TapKit

/// A figure's bytes: PNG (2 pixels a point), SVG or PDF (text kept as
/// text), on the theme's paper, or scaled into an exact size. Deterministic:
/// the same facts give the same bytes.
///
///     let (data, size) = try FigurePicture.encode(.flow, facts, language: .zh, fonts: FontSet(), format: .pdf)
public enum FigurePicture {
    /// The smallest words a figure writes, in points.
    static let smallestWords: CGFloat = 9
    static let minimumLabelPixels: CGFloat = 18
    /// Words are never grown past this to fit an exact size.
    static let largestZoom: CGFloat = 6

    public static func encode(_ kind: FigureKind, _ facts: FigureFacts, language: Language, style: FigureStyle = FigureStyle(),
                              fonts: FontSet, format: PictureFormat) throws(RenderError) -> (data: Data, size: PixelSize) {
        let text = TextMeasurer(fonts: fonts)
        let make = { (zoom: CGFloat) -> FigureDrawing in
            var style = style
            style.textZoom = zoom
            return switch kind {
            case .tree: TreeFigure(facts, language: language, style: style, text: text)
            case .flow: FlowFigure(facts, language: language, zoom: zoom, text: text)
            case .chain: ChainFigure(facts, language: language, zoom: zoom, text: text)
            case .states: StatesFigure(facts, language: language, zoom: zoom, text: text)
            }
        }
        var drawing = make(1)
        // Scaled into an exact size, the smallest word (9 points) must stay
        // at 18 px on a 1920×1080 slide (in proportion on other sizes): the
        // words grow, the layout making room, until it does — or until
        // growing them grows the layout as much (a wide tree), where larger
        // words buy nothing and the last gain is kept.
        if let exact = style.size {
            let floor = Self.minimumLabelPixels * min(CGFloat(exact.width) / 1920, CGFloat(exact.height) / 1080)
            let pixels = { (drawing: FigureDrawing, zoom: CGFloat) -> CGFloat in
                Self.smallestWords * zoom * min(CGFloat(exact.width) / drawing.size.width, CGFloat(exact.height) / drawing.size.height)
            }
            var zoom: CGFloat = 1
            for _ in 0..<4 {
                let now = pixels(drawing, zoom)
                guard now < floor else { break }
                let next = min(zoom * floor / now * 1.02, Self.largestZoom)
                guard next > zoom * 1.01 else { break }
                let candidate = make(next)
                guard pixels(candidate, next) > now * 1.05 else { break }
                (zoom, drawing) = (next, candidate)
            }
        } else {
            // Drawn at its own size: a figure of more points than a picture can hold is refused.
            let most = CGFloat(format == .png ? OffscreenCanvas.maxSide / 2 : TimelinePicture.pdfMaxSide)
            guard drawing.size.width <= most, drawing.size.height <= most else {
                throw .encoding(format: format.name,
                                .figureTooLarge(kind, width: Int(drawing.size.width), height: Int(drawing.size.height), format: format))
            }
        }
        return try PenPicture.encode(drawing.size, format: format, scale: 2, exact: style.size, theme: style.theme, text: text, draw: drawing.draw)
    }
}
