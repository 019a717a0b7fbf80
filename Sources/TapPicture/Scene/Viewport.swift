import Foundation
import TapKit

/// Where the device canvas goes on the render target: its top-left corner
/// in target pixels and how many pixels one point takes (2 for a crisp
/// screenshot, the window's HiDPI factor times its zoom in the window).
public struct Viewport: Equatable, Sendable {
    /// Kept finite: every pixel of the picture is computed from it.
    public var origin: CGPoint { didSet { origin = PixelGeometry.clamp(origin) } }
    /// Kept finite and positive (else 1): overlays size their lines and
    /// text from it, and a NaN there would reach `Int(_:)`.
    public var scale: CGFloat { didSet { scale = Self.valid(scale) } }

    public init(origin: CGPoint = .zero, scale: CGFloat = 1) {
        self.origin = PixelGeometry.clamp(origin)
        self.scale = Self.valid(scale)
    }

    private static func valid(_ scale: CGFloat) -> CGFloat { scale.isFinite && scale > 0 ? scale : 1 }

    /// The largest viewport that shows a screen of `size` points whole inside
    /// `rect` (pixels), centred, on whole pixels — the window's canvas area.
    public static func fitting(_ size: CGSize, in rect: CGRect) -> Viewport {
        guard size.width > 0, size.height > 0, rect.width > 0, rect.height > 0 else { return Viewport(origin: rect.origin) }
        let scale = min(rect.width / size.width, rect.height / size.height)
        let origin = CGPoint(x: (rect.midX - size.width * scale / 2).rounded(.down),
                             y: (rect.midY - size.height * scale / 2).rounded(.down))
        return Viewport(origin: origin, scale: scale)
    }

    /// Screen points to target pixels.
    public var transform: CGAffineTransform {
        CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
    }

    /// A screen point on the target, in pixels.
    public func pixel(for point: CGPoint) -> CGPoint { point.applying(transform) }

    /// A target pixel back in screen points (for the window's mouse).
    public func point(for pixel: CGPoint) -> CGPoint {
        CGPoint(x: (pixel.x - origin.x) / scale, y: (pixel.y - origin.y) / scale)
    }

    /// The canvas rectangle for a screen of `size` points, in target pixels.
    public func canvasRect(for size: CGSize) -> CGRect {
        CGRect(x: origin.x, y: origin.y, width: size.width * scale, height: size.height * scale)
    }
}
