import Foundation
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
            throw .encoding(format: (path as NSString).pathExtension, message: PictureWriter.pathProblem(path) ?? "unknown format")
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
        var diagram = TimelineDiagram(facts)
        if style.lanes == .touched { diagram.removeChainOnlyLanes() }
        let drawer = TimelineDrawer(diagram, title: title, language: language, text: text, names: style.names)
        var scale = format == .png ? pngPixels : 1
        var size = PixelSize(width: Int((drawer.size.width * scale).rounded(.up)), height: Int((drawer.size.height * scale).rounded(.up)))
        var origin = CGPoint.zero
        if let exact = style.size {
            scale = min(CGFloat(exact.width) / drawer.size.width, CGFloat(exact.height) / drawer.size.height)
            origin = CGPoint(x: ((CGFloat(exact.width) - drawer.size.width * scale) / 2).rounded(.down),
                             y: ((CGFloat(exact.height) - drawer.size.height * scale) / 2).rounded(.down))
            size = exact
        }
        let paper = TimelineColors.on(style.theme, TimelineColors.paper)
        let pen = { (painter: Painter) in TimelinePen(painter: painter, scale: scale, origin: origin, theme: style.theme) }
        // A PNG is pixels in memory; an SVG is text of any width (a long
        // script's diagram is wide, not heavy); PDF readers stop at 200 inches.
        let limit = switch format {
        case .png: OffscreenCanvas.maxSide
        case .pdf: Self.pdfMaxSide
        case .svg: Self.svgMaxSide
        }
        guard size.width <= limit, size.height <= limit else {
            throw .invalidSize(width: size.width, height: size.height)
        }
        if format == .png {
            let canvas = try OffscreenCanvas(width: size.width, height: size.height)
            let renderer = SceneRenderer(canvas: canvas, text: text)
            renderer.fillRect(CGRect(x: 0, y: 0, width: size.width, height: size.height), paper)
            drawer.draw(pen(renderer.painter))
            return (try withExtendedLifetime(renderer) { () throws(RenderError) in try PictureWriter.encode(canvas) }, size)
        }
        let data = try VectorSurface.draw(format, width: size.width, height: size.height, text: text) { painter in
            painter.fill(.rect(CGRect(x: 0, y: 0, width: size.width, height: size.height)), paper)
            drawer.draw(pen(painter))
        }
        return (data, size)
    }
}
