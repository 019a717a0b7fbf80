import Foundation

/// Renders a whole picture offscreen: the device canvas with its overlays,
/// and under it the legend when overlays are on. Used by `taplab shot` and
/// by the window's screenshot key, so both give the same picture for the
/// same scene — independent of the window's size or HiDPI factor.
public enum Screenshot {
    public static func render(_ scene: Scene, overlays: OverlaySet = [], options: ScreenshotOptions = ScreenshotOptions(),
                              fonts: FontSet) throws(RenderError) -> OffscreenCanvas {
        let aa = min(max(options.antialiasing, 1), 4)
        let screen = scene.screenSize
        guard screen.width >= 1, screen.height >= 1, screen.width <= 100_000, screen.height <= 100_000 else {
            throw .invalidSize(width: Int(min(max(screen.width, 0), 1e9)), height: Int(min(max(screen.height, 0), 1e9)))
        }
        let strip = InfoStrip(text: TextRasterizer(fonts: fonts), scale: 1)
        let legend = options.showsLegend ? overlays : []
        let scale: CGFloat, output: PixelSize, stripHeight: CGFloat
        if let size = options.size {
            try check(size.width, size.height, aa)
            let legendPoints = strip.height(scene, overlays: legend, width: screen.width)
            scale = min(CGFloat(size.width) / screen.width, CGFloat(size.height) / (screen.height + legendPoints))
            output = size
            stripHeight = InfoStrip(text: strip.text, scale: scale * CGFloat(aa))
                .height(scene, overlays: legend, width: screen.width * scale * CGFloat(aa))
        } else {
            guard (1...16).contains(options.scale) else { throw .invalidSize(width: Int(screen.width) * options.scale, height: Int(screen.height) * options.scale) }
            scale = CGFloat(options.scale)
            let s = scale * CGFloat(aa)
            let legendPixels = InfoStrip(text: strip.text, scale: s).height(scene, overlays: legend, width: (screen.width * s).rounded())
            let legendOut = (legendPixels / CGFloat(aa)).rounded(.up)
            output = PixelSize(width: Int((screen.width * scale).rounded()), height: Int((screen.height * scale).rounded() + legendOut))
            try check(output.width, output.height, aa)
            stripHeight = legendOut * CGFloat(aa)
        }
        let canvas = try OffscreenCanvas(width: output.width * aa, height: output.height * aa)
        canvas.clear(Palette.backdrop)
        let s = scale * CGFloat(aa)
        let pictureWidth = screen.width * s, pictureHeight = screen.height * s + stripHeight
        let origin = CGPoint(x: ((CGFloat(canvas.width) - pictureWidth) / 2).rounded(.down),
                             y: max(0, ((CGFloat(canvas.height) - pictureHeight) / 2).rounded(.down)))
        let viewport = Viewport(origin: origin, scale: s)
        let renderer = SceneRenderer(renderer: canvas.renderer, fonts: fonts)
        renderer.draw(scene, overlays: overlays, viewport: viewport)
        if !legend.isEmpty {
            let top = origin.y + screen.height * s
            renderer.drawInfoStrip(scene, overlays: legend, in: CGRect(x: origin.x, y: top, width: pictureWidth,
                                                                      height: min(stripHeight, CGFloat(canvas.height) - top)), scale: s)
        }
        canvas.flush()
        return try canvas.downsampled(by: aa)
    }

    private static func check(_ width: Int, _ height: Int, _ aa: Int) throws(RenderError) {
        let (w, overflowW) = width.multipliedReportingOverflow(by: aa)
        let (h, overflowH) = height.multipliedReportingOverflow(by: aa)
        guard !overflowW, !overflowH, (1...OffscreenCanvas.maxSide).contains(w), (1...OffscreenCanvas.maxSide).contains(h),
              w.multipliedReportingOverflow(by: h).partialValue <= OffscreenCanvas.maxPixels else {
            throw .invalidSize(width: width, height: height)
        }
    }
}
