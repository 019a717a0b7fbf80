import Foundation
import TapFiles
import TapExplain
import TapKit

/// A script's event log as a sequence diagram (`taplab timeline`): PNG,
/// SVG or PDF by the path's extension, through the same cairo surfaces and
/// safe writing as `taplab shot`. Deterministic: the same facts give the
/// same bytes.
///
///     try TimelinePicture.write(facts, title: "The gesture puzzle", language: .en, fonts: FontSet(), to: "puzzle.svg")
public enum TimelinePicture {
    /// PNG pixels per point; SVG and PDF are one unit per point.
    public static let pngScale: CGFloat = 2
    /// The largest side of a PDF page most readers open: 200 inches.
    static let pdfMaxSide = 14_400
    /// The largest side of an SVG diagram: a script of about 8,000 taps.
    static let svgMaxSide = 1_000_000

    /// Draws the timeline and writes it; returns its size in pixels.
    @discardableResult
    public static func write(_ facts: TimelineFacts, title: String, language: Language, fonts: FontSet,
                             style: TimelineStyle = TimelineStyle(), to path: String, force: Bool = false) throws(RenderError) -> PixelSize {
        try PictureWriter.checkWritable(path, force: force)
        guard let format = PictureFormat(path: path), !PictureWriter.isLayoutName(path) else {
            let problem = PictureWriter.pathProblem(path) ?? .pictureExtension(path: path, extension: "")
            throw .encoding(format: (path as NSString).pathExtension, .outputName(problem))
        }
        let (data, size) = try encode(facts, title: title, language: language, fonts: fonts, format: format, style: style)
        do { try SafeFile.write(data, to: path, force: force) } catch { throw .file(error) }
        return size
    }

    /// The picture's bytes in `format`, and its size in pixels.
    /// PNG pixels are `pngScale` per point unless `scale` says otherwise.
    public static func encode(_ facts: TimelineFacts, title: String, language: Language, fonts: FontSet,
                              format: PictureFormat, scale pngPixels: CGFloat = pngScale,
                              style: TimelineStyle = TimelineStyle()) throws(RenderError) -> (data: Data, size: PixelSize) {
        let text = TextMeasurer(fonts: fonts)
        let layout = { (facts: TimelineFacts, pointsPerSecond: CGFloat?) -> TimelineDrawer in
            var diagram = TimelineDiagram(facts)
            if style.lanes == .touched { diagram.removeChainOnlyLanes() }
            return TimelineDrawer(diagram, title: title, language: language, text: text, names: style.names, pointsPerSecond: pointsPerSecond)
        }
        // A PNG is pixels in memory; an SVG is text of any width (a long
        // script's diagram is wide, not heavy); PDF readers stop at 200 inches.
        let limit = switch format {
        case .png: OffscreenCanvas.maxSide
        case .pdf: Self.pdfMaxSide
        case .svg: Self.svgMaxSide
        }
        let paper = DiagramColors.on(style.theme, DiagramColors.paper)
        if let exact = style.size {
            let drawer = layout(facts, nil)
            return try PenPicture.encode(drawer.size, format: format, scale: 1, exact: exact, theme: style.theme, text: text, draw: drawer.draw)
        }
        let scale = format == .png ? pngPixels : 1
        let drawers = pages(facts, maxWidth: CGFloat(limit) / scale, language: language, layout: layout)
        let sizes = drawers.map { PixelSize(width: Int(($0.size.width * scale).rounded(.up)), height: Int(($0.size.height * scale).rounded(.up))) }
        let pen = { (painter: Painter, top: CGFloat) in DiagramPen(painter: painter, scale: scale, origin: CGPoint(x: 0, y: top), theme: style.theme) }
        if format == .pdf {
            // A page each: PDF is the format for a long script.
            guard let widest = sizes.max(by: { $0.width < $1.width }), sizes.allSatisfy({ $0.width <= limit && $0.height <= limit }) else {
                throw .invalidSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
            }
            let data = try VectorSurface.drawPages(format, sizes: sizes, text: text) { page, painter in
                painter.fill(.rect(CGRect(x: 0, y: 0, width: sizes[page].width, height: sizes[page].height)), paper)
                drawers[page].draw(pen(painter, 0))
            }
            return (data, widest)
        }
        // PNG and SVG: the pages one under the other.
        let size = PixelSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
        guard size.width <= limit, size.height <= limit, format != .png || size.width * size.height <= OffscreenCanvas.maxPixels else {
            throw .encoding(format: format.name, drawers.count == 1
                ? .timelineTooLarge(width: size.width, height: size.height, format: format)
                : .timelinePagesTooLarge(pages: drawers.count, width: size.width, height: size.height, format: format))
        }
        let tops = sizes.reduce(into: [0]) { $0.append($0.last! + $1.height) }
        return try PenPicture.encode(size, format: format, theme: style.theme, text: text) { painter in
            for (i, drawer) in drawers.enumerated() { drawer.draw(pen(painter, CGFloat(tops[i]))) }
        }
    }
}
