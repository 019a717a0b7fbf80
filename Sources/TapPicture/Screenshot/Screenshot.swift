import CCairo
import Foundation

/// Renders a whole picture: the device canvas with its overlays, and under
/// it the legend when overlays are on. Used by `taplab shot` and by the
/// window's screenshot key, so both give the same picture for the same
/// scene — independent of the window's size or HiDPI factor — and the PNG,
/// SVG and PDF of a scene are one drawing on three cairo surfaces.
public enum Screenshot {
    /// Where everything goes: the output size, the canvas viewport, the
    /// part of the canvas shown and the legend's rectangle (pixels).
    struct Frame {
        var output: PixelSize
        var viewport: Viewport
        var area: CGRect
        var legend: OverlaySet
        var strip: CGRect
        /// The legend's text size over the usual: larger in a panel beside
        /// the crop that would otherwise stay mostly empty.
        var legendZoom: CGFloat = 1
    }

    /// The picture as an image in memory (PNG, tests).
    public static func render(_ scene: Scene, overlays: OverlaySet = [], options: ScreenshotOptions = ScreenshotOptions(),
                              fonts: FontSet) throws(RenderError) -> OffscreenCanvas {
        let text = TextMeasurer(fonts: fonts)
        let scene = styled(scene, options)
        let frame = try frame(scene, overlays: overlays, options: options, text: text)
        let canvas = try OffscreenCanvas(width: frame.output.width, height: frame.output.height)
        let renderer = SceneRenderer(canvas: canvas, text: text)
        draw(scene, overlays: overlays, frame: frame, options: options, with: renderer)
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
        let scene = styled(scene, options)
        let frame = try frame(scene, overlays: overlays, options: options, text: text)
        let data = try VectorSurface.draw(format, width: frame.output.width, height: frame.output.height, text: text) { painter in
            draw(scene, overlays: overlays, frame: frame, options: options, with: SceneRenderer(painter: painter))
        }
        return (data, frame.output)
    }

    /// The scene with the options' words and theme.
    static func styled(_ scene: Scene, _ options: ScreenshotOptions) -> Scene {
        var scene = scene
        scene.language = options.language
        scene.theme = options.theme
        scene.names = options.names
        scene.minimumLabelPixels = options.minimumLabelPixels
        return scene
    }

    /// Draws one picture; a panel of several (`encodePanels`) leaves the
    /// backdrop to the whole picture, so it does not paint over the panels before it.
    static func draw(_ scene: Scene, overlays: OverlaySet, frame: Frame, options: ScreenshotOptions, with renderer: SceneRenderer,
                     fillsBackdrop: Bool = true) {
        if fillsBackdrop {
            renderer.fillRect(CGRect(x: 0, y: 0, width: frame.output.width, height: frame.output.height), options.theme.backdrop)
        }
        renderer.draw(scene, overlays: overlays, viewport: frame.viewport, area: frame.area)
        if !frame.legend.isEmpty {
            renderer.drawInfoStrip(scene, overlays: frame.legend, in: frame.strip, scale: frame.viewport.scale * frame.legendZoom,
                                   language: options.legendLanguage, theme: options.theme, swatchesOnly: options.legendIsLine)
        }
    }

    /// The picture's frame. An automatic crop is made to fit the views the
    /// overlays talk about; when their tags then find no room without
    /// covering each other (long names in a short crop), the crop grows —
    /// a few times at most, never past the screen — until they do.
    static func frame(_ scene: Scene, overlays: OverlaySet, options: ScreenshotOptions, text: TextMeasurer) throws(RenderError) -> Frame {
        let screen = CGRect(origin: .zero, size: scene.screenSize)
        var crop = AutoCrop.rect(options.crop, scene: scene, overlays: overlays)
        var frame = try frame(scene, overlays: overlays, options: options, text: text, crop: crop)
        guard options.crop == .auto, !overlays.isEmpty else { return frame }
        for _ in 0..<4 where crop != screen {
            let crowded = crowdedTags(scene, overlays: overlays, frame: frame, text: text)
            guard crowded > 0 else { break }
            // A heap of tags (past the placer's limit) needs all the room there
            // is: the whole screen at once, not four steps towards it.
            crop = crowded >= LabelPlacer.maxCrowded ? screen : AutoCrop.grown(crop, in: screen)
            frame = try self.frame(scene, overlays: overlays, options: options, text: text, crop: crop)
        }
        return frame
    }

    /// How many tags of `frame`'s picture would go over others, from a
    /// drawing on a recorder (no pixels).
    static func crowdedTags(_ scene: Scene, overlays: OverlaySet, frame: Frame, text: TextMeasurer) -> Int {
        let recorder = RecordingPainter(text: text, output: PixelRect(x0: 0, y0: 0, x1: frame.output.width, y1: frame.output.height))
        let context = SceneRenderer(painter: recorder).drawCanvas(scene, overlays: overlays, viewport: frame.viewport, area: frame.area)
        return context?.crowdedTags ?? 0
    }

    /// The frame for `crop`. A slide's legend line is drawn at least at the
    /// slide's label floor: when the first plan's scale would set it
    /// smaller, it is planned again with the line that much taller.
    private static func frame(_ scene: Scene, overlays: OverlaySet, options: ScreenshotOptions, text: TextMeasurer,
                              crop: CGRect) throws(RenderError) -> Frame {
        let first = try frame(scene, overlays: overlays, options: options, text: text, crop: crop, lineZoom: 1)
        guard options.legendIsLine, !first.legend.isEmpty else { return first }
        // A little over the floor: the second plan's scale comes out slightly smaller.
        let zoom = (options.minimumLabelPixels + 0.5) / (InfoStrip.textPoints * first.viewport.scale)
        guard zoom > 1.01 else { return first }
        return try frame(scene, overlays: overlays, options: options, text: text, crop: crop, lineZoom: zoom)
    }

    private static func frame(_ scene: Scene, overlays: OverlaySet, options: ScreenshotOptions, text: TextMeasurer,
                              crop: CGRect, lineZoom: CGFloat) throws(RenderError) -> Frame {
        let screen = scene.screenSize
        guard screen.width >= 1, screen.height >= 1, screen.width <= 100_000, screen.height <= 100_000 else {
            throw .invalidSize(width: Int(min(max(screen.width, 0), 1e9)), height: Int(min(max(screen.height, 0), 1e9)))
        }
        if let size = options.size { try check(size.width, size.height) }
        guard options.size != nil || (1...16).contains(options.scale) else {
            throw .invalidSize(width: Int(screen.width) * options.scale, height: Int(screen.height) * options.scale)
        }
        let legend = options.showsLegend ? SceneRenderer.overlaysDrawn(scene, overlays, text: text) : []
        let measureScale = options.size == nil ? CGFloat(options.scale) : 1
        let legendHeight = { (widthPoints: CGFloat) -> CGFloat in
            guard !legend.isEmpty else { return 0 }
            let pixels = InfoStrip(text: text, scale: measureScale * lineZoom, language: options.legendLanguage,
                                   swatchesOnly: options.legendIsLine)
                .height(scene, overlays: legend, width: (widthPoints * measureScale).rounded())
            return (pixels / measureScale).rounded(.up)
        }
        let aspect = options.aspect?.ratio ?? options.size.map { CGFloat($0.width) / CGFloat($0.height) }
        let plan = Composition.plan(crop, aspect: aspect, screen: screen, hasLegend: !legend.isEmpty,
                                    legendMayGoBeside: !options.legendIsLine, legendHeight: legendHeight)
        let scale: CGFloat, output: PixelSize
        if let size = options.size {
            scale = max(0.01, min(CGFloat(size.width) / plan.size.width, CGFloat(size.height) / plan.size.height))
            output = size
        } else {
            scale = CGFloat(options.scale)
            let width = (plan.size.width * scale).rounded()
            output = PixelSize(width: Int(width), height: Int((aspect.map { width / $0 } ?? plan.size.height * scale).rounded()))
            try check(output.width, output.height)
        }
        let crop = plan.crop
        let origin = CGPoint(x: ((CGFloat(output.width) - plan.size.width * scale) / 2).rounded(.down),
                             y: max(0, ((CGFloat(output.height) - plan.size.height * scale) / 2).rounded(.down)))
        let area = CGRect(x: origin.x, y: origin.y, width: (crop.width * scale).rounded(), height: (crop.height * scale).rounded())
        let picture = CGRect(origin: origin, size: CGSize(width: plan.size.width * scale, height: plan.size.height * scale))
            .intersection(CGRect(x: 0, y: 0, width: output.width, height: output.height))
        let strip = plan.legendBeside
            ? CGRect(x: area.maxX, y: area.minY, width: max(0, picture.maxX.rounded() - area.maxX), height: area.height)
            : CGRect(x: area.minX, y: area.maxY, width: area.width, height: max(0, picture.maxY.rounded() - area.maxY))
        let viewport = Viewport(origin: CGPoint(x: origin.x - crop.minX * scale, y: origin.y - crop.minY * scale), scale: scale)
        let zoom = options.legendIsLine ? lineZoom : plan.legendBeside ? [1.5, 1.35, 1.2].first { zoom in
            InfoStrip(text: text, scale: scale * zoom, language: options.legendLanguage)
                .height(scene, overlays: legend, width: strip.width) <= strip.height * 0.85
        } ?? 1 : 1
        return Frame(output: output, viewport: viewport, area: area, legend: legend, strip: strip, legendZoom: zoom)
    }

    private static func check(_ width: Int, _ height: Int) throws(RenderError) {
        guard (1...OffscreenCanvas.maxSide).contains(width), (1...OffscreenCanvas.maxSide).contains(height),
              width.multipliedReportingOverflow(by: height).partialValue <= OffscreenCanvas.maxPixels else {
            throw .invalidSize(width: width, height: height)
        }
    }
}
