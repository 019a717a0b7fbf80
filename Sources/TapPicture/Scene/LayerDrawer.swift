import Foundation
import TapKit

/// Draws display-only `CALayer` sublayers: background, corner radius,
/// border, opacity, `masksToBounds`. A sublayer's `frame` is in its
/// superlayer's coordinates — for a view's layer, the view's bounds.
struct LayerDrawer {
    let painter: Painter

    /// Depth first, bounded so that a pathological layer tree cannot loop.
    func draw(_ layers: [CALayer], toPixels: CGAffineTransform, clip: PixelRect, opacity: CGFloat, depth: Int = 0) {
        guard depth < 64 else { return }
        for layer in layers where !layer.isHidden {
            let alpha = opacity * CGFloat(min(max(layer.opacity.isFinite ? layer.opacity : 0, 0), 1))
            let frame = layer.frame.standardized
            painter.setClip(clip)
            if let color = layer.backgroundColor {
                painter.fill(.rounded(frame, radius: layer.cornerRadius), transform: toPixels, RGBA(color, opacity: alpha))
            }
            if let sublayers = layer.sublayers {
                let inner = CGAffineTransform(translationX: frame.minX, y: frame.minY).concatenating(toPixels)
                let innerClip = layer.masksToBounds ? clip.intersection(PixelRect(covering: frame.applying(toPixels))) : clip
                draw(sublayers, toPixels: inner, clip: innerClip, opacity: alpha, depth: depth + 1)
                painter.setClip(clip)
            }
            if layer.borderWidth > 0, let color = layer.borderColor {
                painter.fill(.border(frame, width: layer.borderWidth, radius: layer.cornerRadius), transform: toPixels,
                             RGBA(color, opacity: alpha))
            }
        }
    }
}
