import Foundation
import TapKit

/// Display-only `CALayer` sublayers, dashed, each tagged with its id: they
/// look like views but hit testing never visits them (seed 003's "the
/// layer is not a button").
struct LayerOverlay {
    let context: OverlayContext

    func draw() {
        context.painter.setClip(context.canvas)
        for p in context.placements.list where p.isDrawn {
            guard let sublayers = p.view.layer.sublayers else { continue }
            outline(sublayers, toPixels: p.toPixels, depth: 0)
        }
    }

    private func outline(_ layers: [CALayer], toPixels: CGAffineTransform, depth: Int) {
        guard depth < 64 else { return }
        for layer in layers where !layer.isHidden {
            let frame = layer.frame.standardized
            let corner = CGPoint(x: frame.minX, y: frame.minY).applying(toPixels)
            context.haloStroke(.rect(frame), transform: toPixels, width: max(1, 1.5 * context.px), Palette.layer, dash: context.dash(6, 3))
            context.tag("layer \(layer.name ?? "(no id)")", at: CGPoint(x: corner.x + 2 * context.px, y: corner.y + 2 * context.px),
                        Palette.layer)
            if let sublayers = layer.sublayers {
                outline(sublayers, toPixels: CGAffineTransform(translationX: frame.minX, y: frame.minY).concatenating(toPixels),
                        depth: depth + 1)
            }
        }
    }
}
