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
        // words grow, the layout making room, until it does.
        if let exact = style.size {
            let floor = Self.minimumLabelPixels * min(CGFloat(exact.width) / 1920, CGFloat(exact.height) / 1080)
            var zoom: CGFloat = 1
            for _ in 0..<4 {
                let scale = min(CGFloat(exact.width) / drawing.size.width, CGFloat(exact.height) / drawing.size.height)
                guard Self.smallestWords * zoom * scale < floor else { break }
                zoom *= floor / (Self.smallestWords * zoom * scale) * 1.02
                drawing = make(zoom)
            }
        }
        let most = CGFloat(format == .png ? OffscreenCanvas.maxSide / 2 : TimelinePicture.pdfMaxSide)
        guard drawing.size.width <= most, drawing.size.height <= most else {
            throw .encoding(format: format.name,
                            .figureTooLarge(kind, width: Int(drawing.size.width), height: Int(drawing.size.height), format: format))
        }
        return try PenPicture.encode(drawing.size, format: format, scale: 2, exact: style.size, theme: style.theme, text: text, draw: drawing.draw)
    }
}
