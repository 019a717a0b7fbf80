import Foundation

/// How `Screenshot` sizes a picture.
public struct ScreenshotOptions: Equatable, Sendable {
    /// Pixels per point (`--scale`); 2 gives crisp pictures for slides.
    public var scale: Int
    /// An exact output size in pixels (`--size WxH`); the picture is drawn
    /// at the largest scale that fits and centred. Overrides `scale`.
    public var size: PixelSize?
    /// Put the legend (see `SceneRenderer.drawInfoStrip`) under the canvas
    /// when overlays are on.
    public var showsLegend: Bool

    public init(scale: Int = 2, size: PixelSize? = nil, showsLegend: Bool = true) {
        self.scale = scale
        self.size = size
        self.showsLegend = showsLegend
    }
}
