import Foundation
import TapKit

/// Draws the views themselves, as UIKit composites them: per view its
/// background (rounded by `cornerRadius`), its text, its display-only
/// sublayers, then its subviews, and last its border, which Core Animation
/// puts above a layer's contents and sublayers.
struct TreeDrawer {
    let painter: Painter

    func draw(_ placements: ScenePlacements) {
        var open: [ViewPlacement] = []
        for placement in placements.list {
            while let last = open.last, last.depth >= placement.depth {
                drawBorder(open.removeLast())
            }
            guard placement.isDrawn else { continue }
            drawContent(placement)
            open.append(placement)
        }
        while let last = open.popLast() { drawBorder(last) }
    }

    /// The same drawing, straight from the tree (no placement list), for a
    /// frame without overlays. A view that is not drawn (hidden, or clipped
    /// away) has no drawn descendants, so its subtree is skipped; the
    /// borders still close in the same order, because the next view drawn
    /// after a skipped subtree is no deeper than its root.
    func draw(_ application: UIApplication, viewport: Viewport, canvasClip: PixelRect) {
        var open: [ViewPlacement] = []
        ScenePlacements.walk(application: application, viewport: viewport, canvasClip: canvasClip) { placement in
            while let last = open.last, last.depth >= placement.depth {
                drawBorder(open.removeLast())
            }
            guard placement.isDrawn else { return false }
            drawContent(placement)
            open.append(placement)
            return true
        }
        while let last = open.popLast() { drawBorder(last) }
    }

    private func drawContent(_ p: ViewPlacement) {
        painter.setClip(p.clip)
        let view = p.view, layer = view.layer
        if let color = view.backgroundColor {
            if Outline.hasSquareCorners(view.bounds, radius: layer.cornerRadius) {
                painter.fillRect(view.bounds, transform: p.toPixels, RGBA(color, opacity: p.opacity))
            } else {
                let ring = Outline.roundedRect(view.bounds, radius: layer.cornerRadius, pixelsPerUnit: p.pixelScale)
                painter.fill([ring], transform: p.toPixels, RGBA(color, opacity: p.opacity))
            }
        }
        if let label = view as? UILabel, let text = label.text {
            drawText(text, in: p, size: label.fontSize, color: label.textColor, centered: false)
        }
        if let sublayers = layer.sublayers {
            painter.setClip(p.contentClip)
            LayerDrawer(painter: painter).draw(sublayers, toPixels: p.toPixels, clip: p.contentClip, opacity: p.opacity)
        }
        if let imageView = view as? UIImageView, let name = imageView.imageName {
            // TapLab has no images: the name stands in for the picture.
            drawText(name, in: p, size: 13, color: .gray, centered: true)
        }
        if let button = view as? UIButton, let title = button.title {
            painter.setClip(p.contentClip)
            let dimmed = button.isEnabled ? 1 : 0.5
            drawText(title, in: p, size: 17, color: button.titleColor.withAlphaComponent(button.titleColor.alpha * dimmed),
                     centered: true)
        }
    }

    private func drawBorder(_ p: ViewPlacement) {
        let layer = p.view.layer
        guard layer.borderWidth > 0, let color = layer.borderColor else { return }
        painter.setClip(p.clip)
        let rings = Self.borderRings(p.view.bounds, width: layer.borderWidth, radius: layer.cornerRadius, pixelsPerUnit: p.pixelScale)
        painter.fill(rings, transform: p.toPixels, rule: .evenOdd, RGBA(color, opacity: p.opacity))
    }

    /// A border is the rounded rectangle minus the same shape inset by its
    /// width (even-odd fill makes the inner ring a hole).
    static func borderRings(_ rect: CGRect, width: CGFloat, radius: CGFloat, pixelsPerUnit: CGFloat) -> [[CGPoint]] {
        let outer = Outline.roundedRect(rect, radius: radius, pixelsPerUnit: pixelsPerUnit)
        let inner = rect.insetBy(dx: width, dy: width)
        guard inner.width > 0, inner.height > 0 else { return [outer] }
        return [outer, Outline.roundedRect(inner, radius: max(0, radius - width), pixelsPerUnit: pixelsPerUnit)]
    }

    static let maxTextPixels: CGFloat = 512

    /// One line of text in the view's bounds: centred (button titles) or
    /// leading (labels), vertically centred, tail-truncated to fit, drawn at
    /// the pixel size it appears at so that it stays sharp under scaling.
    private func drawText(_ text: String, in p: ViewPlacement, size: CGFloat, color: UIColor, centered: Bool) {
        let scale = p.pixelScale
        guard scale > 0.01, scale.isFinite, size.isFinite, size > 0, size < 10_000 else { return }
        // Text bigger than the cap is rasterised at the cap and scaled up.
        let pixelSize = PixelGeometry.int((size * scale).rounded(), in: 1...Int(Self.maxTextPixels))
        let unitsPerPixel = size / CGFloat(pixelSize)
        let bounds = p.view.bounds
        let maxWidth = PixelGeometry.int(bounds.width / unitsPerPixel, in: 0...1_000_000)
        let fitted = painter.text.truncated(text, pixelSize: pixelSize, maxWidth: maxWidth)
        guard let texture = painter.textures.texture(fitted, pixelSize: pixelSize, color: RGBA(color)) else { return }
        let w = CGFloat(texture.width) * unitsPerPixel, h = CGFloat(texture.height) * unitsPerPixel
        let x = centered ? bounds.midX - w / 2 : bounds.minX
        let origin = CGPoint(x: x, y: bounds.midY - h / 2)
        painter.draw(texture, origin: origin, unitsPerPixel: unitsPerPixel, transform: p.toPixels,
                     opacity: p.opacity * color.alpha)
    }
}
