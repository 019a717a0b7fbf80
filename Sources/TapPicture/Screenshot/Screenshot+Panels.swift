import Foundation

extension Screenshot {
    /// One panel of `--walk each`: a touch's scene at its own moment, and
    /// the title over it (`tap 2 → B`).
    public struct Panel {
        public var scene: Scene
        public var title: String

        public init(scene: Scene, title: String) {
            self.scene = scene
            self.title = title
        }
    }

    /// Several touches side by side in one picture (SPEC 13, `--walk each`):
    /// each panel composed as a shot of its own with `options` (its crop,
    /// its walk, its legend's line), titled above, top-aligned, in `format`'s
    /// bytes. With `options.size`, each panel gets an equal share of the width.
    ///
    ///     let (data, size) = try Screenshot.encodePanels(panels, overlays: [.walk], options: options, fonts: fonts, format: .png)
    public static func encodePanels(_ panels: [Panel], overlays: OverlaySet, options: ScreenshotOptions, fonts: FontSet,
                                    format: PictureFormat) throws(RenderError) -> (data: Data, size: PixelSize) {
        let text = TextMeasurer(fonts: fonts)
        var panelOptions = options
        if let size = options.size {
            let titleBand = Int(titleBandPixels(scale: 1, minimum: options.minimumLabelPixels))
            panelOptions.size = PixelSize(width: max(16, (size.width - gap * (panels.count - 1)) / max(1, panels.count)),
                                          height: max(16, size.height - titleBand))
        }
        let scale = CGFloat(options.scale)
        let band = titleBandPixels(scale: options.size == nil ? scale : 1, minimum: options.minimumLabelPixels)
        var placed: [(scene: Scene, frame: Frame, x: CGFloat, title: String)] = []
        var x: CGFloat = 0, height: CGFloat = 0
        for panel in panels {
            let scene = styled(panel.scene, panelOptions)
            let frame = try frame(scene, overlays: overlays, options: panelOptions, text: text)
            placed.append((scene, frame, x, panel.title))
            x += CGFloat(frame.output.width) + CGFloat(gap)
            height = max(height, CGFloat(frame.output.height))
        }
        let output = options.size ?? PixelSize(width: Int(max(1, x - CGFloat(gap))), height: Int(height + band))
        let draw = { (renderer: SceneRenderer) in
            renderer.fillRect(CGRect(x: 0, y: 0, width: output.width, height: output.height), options.theme.backdrop)
            for item in placed {
                let dx = item.x, dy = band
                var frame = item.frame
                frame.viewport.origin = CGPoint(x: frame.viewport.origin.x + dx, y: frame.viewport.origin.y + dy)
                frame.area = frame.area.offsetBy(dx: dx, dy: dy)
                frame.strip = frame.strip.offsetBy(dx: dx, dy: dy)
                let size = band * 0.55
                renderer.drawText(item.title, at: CGPoint(x: dx + size * 0.4, y: (band - size * 1.2) / 2), pixelSize: size,
                                  options.theme.legendTitle, maxWidth: CGFloat(item.frame.output.width) - size * 0.8)
                Self.draw(item.scene, overlays: overlays, frame: frame, options: panelOptions, with: renderer, fillsBackdrop: false)
            }
        }
        if format == .png {
            let canvas = try OffscreenCanvas(width: output.width, height: output.height)
            draw(SceneRenderer(canvas: canvas, text: text))
            return (try PictureWriter.encode(canvas), output)
        }
        let data = try VectorSurface.draw(format, width: output.width, height: output.height, text: text) { painter in
            draw(SceneRenderer(painter: painter))
        }
        return (data, output)
    }

    /// Pixels between two panels.
    static let gap = 24

    /// The title band's height: a 20-point line at `scale`, never below the slide's floor.
    private static func titleBandPixels(scale: CGFloat, minimum: CGFloat) -> CGFloat {
        (max(20 * scale, minimum) / 0.55).rounded(.up)
    }
}
