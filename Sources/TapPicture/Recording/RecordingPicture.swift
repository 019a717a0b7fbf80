import Foundation
import TapExplain
import TapKit

/// Draws a recording's frames, one canvas reused: the scene with its
/// overlays in the layout's canvas part, the caption under it. Used by
/// `taplab record` and the window's record key, so both draw the same.
///
///     let picture = try RecordingPicture(layout: layout, fonts: FontSet())
///     let canvas = picture.draw(scene, overlays: [.touches, .walk], caption: caption)
public final class RecordingPicture {
    public let layout: RecordingLayout
    public let theme: PictureTheme
    /// The language of a line of swatches in the caption, or nil for none.
    public let legend: Language?
    private let canvas: OffscreenCanvas
    private let renderer: SceneRenderer

    public init(layout: RecordingLayout, fonts: FontSet, theme: PictureTheme = .dark, legend: Language? = nil) throws(RenderError) {
        self.layout = layout
        self.theme = theme
        self.legend = legend
        canvas = try OffscreenCanvas(width: layout.size.width, height: layout.size.height)
        renderer = SceneRenderer(canvas: canvas, text: TextMeasurer(fonts: fonts))
        // Frame after frame of one scene: the views and still overlays are drawn again only when they change.
        renderer.cachesStillLayer = true
    }

    /// The frame for `scene` (its canvas is reused by the next call).
    public func draw(_ scene: Scene, overlays: OverlaySet, caption: RecordingCaption) -> OffscreenCanvas {
        var scene = scene
        scene.theme = theme
        canvas.clear(theme.backdrop)
        renderer.draw(scene, overlays: overlays, viewport: layout.viewport, area: layout.area)
        drawCaption(caption)
        if let legend { drawLegend(scene, overlays: overlays, language: legend) }
        canvas.flush()
        return canvas
    }

    /// The overlays' swatches on the caption's time line, right of the time.
    private func drawLegend(_ scene: Scene, overlays: OverlaySet, language: Language) {
        let s = layout.scale, box = layout.caption
        let rect = CGRect(x: box.minX + 90 * s, y: box.minY + 1 * s, width: max(0, box.width - 90 * s), height: 22 * s)
        renderer.drawInfoStrip(scene, overlays: overlays, in: rect, scale: s * 0.75, language: language, theme: theme, swatchesOnly: true)
    }

    private func drawCaption(_ caption: RecordingCaption) {
        let s = layout.scale, box = layout.caption
        let left = box.minX + 8 * s, width = box.width - 16 * s
        renderer.fillRect(CGRect(x: box.minX, y: box.minY, width: box.width, height: 1 * s), theme.legendText.fading(0.4))
        renderer.drawText(String(format: "t = %.2f s", caption.time), at: CGPoint(x: left, y: box.minY + 5 * s), pixelSize: 11 * s,
                          theme.legendText, maxWidth: width)
        var y = box.minY + 24 * s
        for line in caption.lines {
            if line.isNew {
                renderer.fillRect(CGRect(x: left - 4 * s, y: y - 1 * s, width: width + 8 * s, height: 15 * s), Palette.touch.fading(0.28))
            }
            renderer.drawText(RecordingCaption.text(of: line), at: CGPoint(x: left, y: y), pixelSize: 11 * s,
                              line.isNew ? theme.legendTitle : theme.legendText.fading(0.75), monospaced: true, maxWidth: width)
            y += 15 * s
        }
    }
}
