import CRawCairo
import Foundation
import TapKit
import TapPicture

/// The rendering baseline: cairo filling the same rectangles a frame
/// without overlays fills (every drawn view's background, in its colour at
/// its opacity), on an image surface the canvas's size — the least a frame
/// of those views can cost, with nothing of TapPicture in between.
public final class RawCairo {
    struct Fill { var rect: CGRect; var r, g, b, a: Double }

    let fills: [Fill]
    let surface: OpaquePointer
    let cairo: OpaquePointer

    public var fillCount: Int { fills.count }

    public init(views app: UIApplication, viewport: Viewport, width: Int, height: Int) {
        var out: [Fill] = []
        var stack: [(UIView, CGFloat)] = app.windows.reversed().map { ($0, 1) }
        while let (view, parentOpacity) = stack.popLast() {
            guard !view.isHidden else { continue }
            let opacity = parentOpacity * min(max(view.alpha, 0), 1)
            if let color = view.backgroundColor {
                let box = view.bounds.applying(view.transformToScreen.concatenating(viewport.transform))
                let canvas = CGRect(x: 0, y: 0, width: width, height: height)
                let c = RGBA(color, opacity: opacity)
                if box.intersects(canvas), c.a > 0 {
                    out.append(Fill(rect: box.intersection(canvas), r: Double(c.r) / 255, g: Double(c.g) / 255,
                                    b: Double(c.b) / 255, a: Double(c.a) / 255))
                }
            }
            for sub in view.subviews.reversed() { stack.append((sub, opacity)) }
        }
        fills = out
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        cairo = cairo_create(surface)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// Clears the surface and fills every rectangle, anti-aliased as
    /// TapPicture draws.
    public func draw() {
        cairo_set_source_rgb(cairo, 0, 0, 0)
        cairo_paint(cairo)
        for fill in fills {
            cairo_set_source_rgba(cairo, fill.r, fill.g, fill.b, fill.a)
            cairo_rectangle(cairo, Double(fill.rect.minX), Double(fill.rect.minY), Double(fill.rect.width), Double(fill.rect.height))
            cairo_fill(cairo)
        }
        cairo_surface_flush(surface)
    }
}
