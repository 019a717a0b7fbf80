import Foundation
import TapKit

/// What the tree and the overlays draw through: shapes filled or stroked
/// under a transform, text runs, and a clip. `CairoPainter` puts it on a
/// cairo surface (an image for the window and PNG, SVG, PDF);
/// `RecordingPainter` keeps a list of what was asked, so that tests read
/// what an overlay drew ("the walk badge says '3 hit' at …") without
/// looking at pixels. Coordinates handed over with a transform are mapped
/// by it to pixels; line widths and dash lengths are always in pixels.
protocol Painter: AnyObject {
    /// Measures text the way it will be drawn.
    var text: TextMeasurer { get }
    /// Pixels outside this rectangle are never touched.
    var clip: PixelRect { get }
    /// Replaces the clip (any `pushClip` still open is dropped).
    func setClip(_ rect: PixelRect)
    /// Narrows the clip to `shape` until the matching `popClip`.
    func pushClip(_ shape: Shape, transform: CGAffineTransform)
    func popClip()
    func fill(_ shape: Shape, transform: CGAffineTransform, _ color: RGBA)
    func stroke(_ shape: Shape, transform: CGAffineTransform, width: CGFloat, _ color: RGBA, dash: Dash?)
    /// A `halo`-wide stroke in the halo's colour, then the line over it:
    /// an overlay's line that reads on any background.
    func stroke(_ shape: Shape, transform: CGAffineTransform, width: CGFloat, _ color: RGBA,
                halo: (width: CGFloat, color: RGBA), dash: Dash?)
    /// Diagonal stripes (a wide `colors.under` stripe under a narrow
    /// `colors.over` one) over `shape`, except where it lies inside every
    /// ring of `zone` (pixels): paint hit testing cannot reach.
    func hatch(_ shape: Shape, transform: CGAffineTransform, outside zone: [[CGPoint]], period: CGFloat, stripe: CGFloat,
               colors: (under: RGBA, over: RGBA))
    func drawText(_ run: TextRun, _ color: RGBA, transform: CGAffineTransform)
}

extension Painter {
    func fill(_ shape: Shape, _ color: RGBA) { fill(shape, transform: .identity, color) }

    func stroke(_ shape: Shape, transform: CGAffineTransform, width: CGFloat, _ color: RGBA,
                halo: (width: CGFloat, color: RGBA), dash: Dash?) {
        stroke(shape, transform: transform, width: halo.width, halo.color, dash: dash)
        stroke(shape, transform: transform, width: width, color, dash: dash)
    }

    func stroke(_ shape: Shape, width: CGFloat, _ color: RGBA, dash: Dash? = nil) {
        stroke(shape, transform: .identity, width: width, color, dash: dash)
    }

    func stroke(_ shape: Shape, transform: CGAffineTransform, width: CGFloat, _ color: RGBA) {
        stroke(shape, transform: transform, width: width, color, dash: nil)
    }

    /// One line of text in pixels, top-left at `origin`; returns its size.
    @discardableResult
    func drawText(_ string: String, at origin: CGPoint, size: CGFloat, _ color: RGBA, face: FontFace = .sans,
                  maxWidth: CGFloat? = nil) -> CGSize {
        let run = TextRun(string: string, origin: origin, size: size, face: face, width: maxWidth)
        drawText(run, color, transform: .identity)
        return text.measure(run)
    }
}

/// A dash pattern: `on` pixels drawn, `off` pixels skipped.
struct Dash: Equatable {
    var on: CGFloat, off: CGFloat
}

/// The two faces TapLab writes in: proportional for labels and tags,
/// monospace for the inspector's tables.
public enum FontFace: Hashable, Sendable {
    case sans, mono
}

/// One line of text: `origin` is the top-left of its line box in the
/// transform's local units, `size` the font's size in the same units.
/// With a `width` the line is cut with "…" to fit it (as a one-line
/// `UILabel` truncates its tail) and, when `centered`, centred in it.
struct TextRun: Equatable {
    var string: String
    var origin: CGPoint
    var size: CGFloat
    var face: FontFace = .sans
    var width: CGFloat?
    var centered = false
}
