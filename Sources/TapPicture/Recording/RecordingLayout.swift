import Foundation

/// Where everything goes in a recording's frames, fixed for the whole
/// recording (a GIF or a video has one size): the part of the screen
/// drawn, at `scale` pixels per point, over a caption strip of
/// `RecordingCaption.lineCount` lines; `--aspect` grows the crop so the
/// whole frame, caption included, has those proportions. Both sides are
/// even, as H.264 needs.
public struct RecordingLayout: Equatable, Sendable {
    public let size: PixelSize
    let viewport: Viewport
    /// The canvas part and the caption strip, in pixels.
    let area: CGRect
    let caption: CGRect
    let scale: CGFloat

    /// The caption strip's height in points: a time line and the log lines.
    static let captionPoints = CGFloat(12 + 16 + 15 * RecordingCaption.lineCount)

    /// The layout for `crop` (screen points) of a screen of `screen` points.
    public init(crop: CGRect, screen: CGSize, aspect: PictureAspect?, scale: Int) throws(RenderError) {
        guard screen.width >= 1, screen.height >= 1, screen.width <= 100_000, screen.height <= 100_000 else {
            throw .invalidSize(width: Int(min(max(screen.width, 0), 1e9)), height: Int(min(max(screen.height, 0), 1e9)))
        }
        let plan = Composition.plan(crop, aspect: aspect?.ratio, screen: screen, hasLegend: false) { _ in Self.captionPoints }
        let s = CGFloat(max(1, scale))
        let even = { (v: CGFloat) -> Int in let n = Int((v * s).rounded()); return n + n % 2 }
        size = PixelSize(width: even(plan.size.width), height: even(plan.size.height))
        guard (2...OffscreenCanvas.maxSide).contains(size.width), (2...OffscreenCanvas.maxSide).contains(size.height),
              size.width * size.height <= OffscreenCanvas.maxPixels else { throw .invalidSize(width: size.width, height: size.height) }
        self.scale = s
        let captionHeight = (Self.captionPoints * s).rounded()
        area = CGRect(x: 0, y: 0, width: CGFloat(size.width), height: CGFloat(size.height) - captionHeight)
        caption = CGRect(x: 0, y: area.maxY, width: CGFloat(size.width), height: captionHeight)
        viewport = Viewport(origin: CGPoint(x: -plan.crop.minX * s, y: -plan.crop.minY * s), scale: s)
    }

    /// The screen part (points) `crop` picks for `scene`: with `.auto`, what
    /// the overlays talk about now. A recording takes the union over its frames.
    public static func crop(_ crop: PictureCrop, scene: Scene, overlays: OverlaySet) -> CGRect {
        AutoCrop.rect(crop, scene: scene, overlays: overlays)
    }
}
