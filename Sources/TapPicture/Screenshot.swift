import CCairo
import Foundation

/// Renders a whole picture: the device canvas with its overlays, and under
/// it the legend when overlays are on. Used by `taplab shot` and by the
/// window's screenshot key, so both give the same picture for the same
/// scene — independent of the window's size or HiDPI factor — and the PNG,
/// SVG and PDF of a scene are one drawing on three cairo surfaces.
public enum Screenshot {
    /// Where everything goes: the output size, the canvas viewport and the
    /// legend's rectangle (pixels).
    struct Frame {
        var output: PixelSize
        var viewport: Viewport
        var legend: OverlaySet
        var strip: CGRect
    }

    /// The picture as an image in memory (PNG, tests).
    public static func render(_ scene: Scene, overlays: OverlaySet = [], options: ScreenshotOptions = ScreenshotOptions(),
                              fonts: FontSet) throws(RenderError) -> OffscreenCanvas {
        let text = TextMeasurer(fonts: fonts)
        let frame = try frame(scene, overlays: overlays, options: options, text: text)
        let canvas = try OffscreenCanvas(width: frame.output.width, height: frame.output.height)
        let renderer = SceneRenderer(canvas: canvas, text: text)
        draw(scene, overlays: overlays, frame: frame, with: renderer)
        return canvas
    }

    /// The picture in `format`'s bytes, and its size in pixels.
    public static func encode(_ scene: Scene, overlays: OverlaySet = [], options: ScreenshotOptions = ScreenshotOptions(),
                              fonts: FontSet, format: PictureFormat) throws(RenderError) -> (data: Data, size: PixelSize) {
        if format == .png {
            let canvas = try render(scene, overlays: overlays, options: options, fonts: fonts)
            return (try PictureWriter.encode(canvas), PixelSize(width: canvas.width, height: canvas.height))
        }
        let text = TextMeasurer(fonts: fonts)
        let frame = try frame(scene, overlays: overlays, options: options, text: text)
        let data = try VectorSurface.draw(format, width: frame.output.width, height: frame.output.height) { cairo in
            let output = PixelRect(x0: 0, y0: 0, x1: frame.output.width, y1: frame.output.height)
            draw(scene, overlays: overlays, frame: frame, with: SceneRenderer(painter: CairoPainter(cairo: cairo, output: output, text: text)))
        }
        return (data, frame.output)
    }

    static func draw(_ scene: Scene, overlays: OverlaySet, frame: Frame, with renderer: SceneRenderer) {
        renderer.fillRect(CGRect(x: 0, y: 0, width: frame.output.width, height: frame.output.height), Palette.backdrop)
        renderer.draw(scene, overlays: overlays, viewport: frame.viewport)
        if !frame.legend.isEmpty {
            renderer.drawInfoStrip(scene, overlays: frame.legend, in: frame.strip, scale: frame.viewport.scale)
        }
    }

    static func frame(_ scene: Scene, overlays: OverlaySet, options: ScreenshotOptions, text: TextMeasurer) throws(RenderError) -> Frame {
        let screen = scene.screenSize
        guard screen.width >= 1, screen.height >= 1, screen.width <= 100_000, screen.height <= 100_000 else {
            throw .invalidSize(width: Int(min(max(screen.width, 0), 1e9)), height: Int(min(max(screen.height, 0), 1e9)))
        }
        let legend = options.showsLegend ? overlays : []
        let scale: CGFloat, output: PixelSize, stripHeight: CGFloat
        if let size = options.size {
            try check(size.width, size.height)
            let legendPoints = InfoStrip(text: text, scale: 1).height(scene, overlays: legend, width: screen.width)
            scale = min(CGFloat(size.width) / screen.width, CGFloat(size.height) / (screen.height + legendPoints))
            output = size
            stripHeight = InfoStrip(text: text, scale: scale).height(scene, overlays: legend, width: screen.width * scale)
        } else {
            guard (1...16).contains(options.scale) else {
                throw .invalidSize(width: Int(screen.width) * options.scale, height: Int(screen.height) * options.scale)
            }
            scale = CGFloat(options.scale)
            stripHeight = InfoStrip(text: text, scale: scale).height(scene, overlays: legend, width: (screen.width * scale).rounded()).rounded(.up)
            output = PixelSize(width: Int((screen.width * scale).rounded()), height: Int((screen.height * scale).rounded() + stripHeight))
            try check(output.width, output.height)
        }
        let pictureWidth = screen.width * scale, pictureHeight = screen.height * scale + stripHeight
        let origin = CGPoint(x: ((CGFloat(output.width) - pictureWidth) / 2).rounded(.down),
                             y: max(0, ((CGFloat(output.height) - pictureHeight) / 2).rounded(.down)))
        let top = origin.y + screen.height * scale
        let strip = CGRect(x: origin.x, y: top, width: pictureWidth, height: max(0, min(stripHeight, CGFloat(output.height) - top)))
        return Frame(output: output, viewport: Viewport(origin: origin, scale: scale), legend: legend, strip: strip)
    }

    private static func check(_ width: Int, _ height: Int) throws(RenderError) {
        guard (1...OffscreenCanvas.maxSide).contains(width), (1...OffscreenCanvas.maxSide).contains(height),
              width.multipliedReportingOverflow(by: height).partialValue <= OffscreenCanvas.maxPixels else {
            throw .invalidSize(width: width, height: height)
        }
    }
}
