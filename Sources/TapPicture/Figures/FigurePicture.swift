import Foundation
import TapKit

/// A figure's bytes: PNG (2 pixels a point), SVG or PDF (text kept as
/// text), on the theme's paper, or scaled into an exact size. Deterministic:
/// the same facts give the same bytes.
///
///     let (data, size) = try FigurePicture.encode(.flow, facts, language: .zh, fonts: FontSet(), format: .pdf)
public enum FigurePicture {
    public static func encode(_ kind: FigureKind, _ facts: FigureFacts, language: Language, style: FigureStyle = FigureStyle(),
                              fonts: FontSet, format: PictureFormat) throws(RenderError) -> (data: Data, size: PixelSize) {
        let text = TextMeasurer(fonts: fonts)
        let drawing: FigureDrawing = switch kind {
        case .tree: TreeFigure(facts, language: language, style: style, text: text)
        case .flow: FlowFigure(facts, language: language, text: text)
        case .chain: ChainFigure(facts, language: language, text: text)
        case .states: StatesFigure(facts, language: language, text: text)
        }
        let most = CGFloat(format == .png ? OffscreenCanvas.maxSide / 2 : TimelinePicture.pdfMaxSide)
        guard drawing.size.width <= most, drawing.size.height <= most else {
            throw .encoding(format: format.name, message: "the \(kind.rawValue) figure is \(Int(drawing.size.width))x\(Int(drawing.size.height)) "
                            + "points, larger than a \(format.name) can be; write a .svg")
        }
        return try PenPicture.encode(drawing.size, format: format, scale: 2, exact: style.size, theme: style.theme, text: text, draw: drawing.draw)
    }
}
