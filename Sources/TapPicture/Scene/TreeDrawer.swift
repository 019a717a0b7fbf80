import Foundation
import TapKit

/// Draws the views themselves, as UIKit composites them: per view its
/// background (rounded by `cornerRadius`), its text, a control's look
/// (ControlDrawer), its display-only sublayers, then its subviews, and last
/// its border, which Core Animation puts above a layer's contents and
/// sublayers.
struct TreeDrawer {
    let painter: Painter
    var names: PictureNames = .walked

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

    private func drawContent(_ p: ViewPlacement) {
        painter.setClip(p.clip)
        let view = p.view, layer = view.layer
        if let color = view.backgroundColor {
            painter.fill(.rounded(view.bounds, radius: layer.cornerRadius), transform: p.toPixels, RGBA(color, opacity: p.opacity))
        }
        CellDrawer(painter: painter).drawBackground(p)
        if let caption = names.caption(of: view) { drawCaption(caption, in: p) }
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
        if view is UIControl {
            painter.setClip(p.contentClip)
            ControlDrawer(painter: painter, placement: p).draw()
        }
    }

    private func drawBorder(_ p: ViewPlacement) {
        CellDrawer(painter: painter).drawSeparator(p)
        let layer = p.view.layer
        guard layer.borderWidth > 0, let color = layer.borderColor else { return }
        painter.setClip(p.clip)
        painter.fill(.border(p.view.bounds, width: layer.borderWidth, radius: layer.cornerRadius), transform: p.toPixels,
                     RGBA(color, opacity: p.opacity))
    }

    /// A view's `title` (SPEC 13), top left inside its box, dark on a light
    /// background and light on a dark one, so it reads on any view.
    private func drawCaption(_ caption: String, in p: ViewPlacement) {
        let bounds = p.view.bounds
        let background = p.view.backgroundColor.map { 0.3 * $0.red + 0.59 * $0.green + 0.11 * $0.blue } ?? 1
        let color: UIColor = background < 0.5 ? UIColor(white: 1, alpha: 0.9) : UIColor(white: 0.1, alpha: 0.85)
        ViewText(painter: painter, placement: p).draw(caption, in: Self.captionLine(bounds), size: Self.captionSize,
                                                      RGBA(color, opacity: p.opacity), centered: false)
    }

    /// The line a caption is set in, in the view's bounds coordinates; the
    /// overlays keep their tags off it.
    static func captionLine(_ bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + 4, y: bounds.minY + 2, width: max(0, bounds.width - 8), height: 18)
    }

    static let captionSize: CGFloat = 14

    private func drawText(_ text: String, in p: ViewPlacement, size: CGFloat, color: UIColor, centered: Bool) {
        ViewText(painter: painter, placement: p)
            .draw(text, in: p.view.bounds, size: size, RGBA(color, opacity: p.opacity), centered: centered)
    }
}
