import CCairo
import XCTest
@testable import TapPicture
@testable import TapKit

/// `CurvedShapeCache` draws curved shapes and dashed rectangles through
/// cached alpha masks. The oracle is cairo itself, stroking and filling the
/// same shapes directly on a second canvas: the pictures must agree (up to
/// rounding in the composite), and drawing again must reuse the mask.
final class CurvedShapeCacheTests: XCTestCase {
    private let transform = CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10.3, ty: 7.6)

    private func painter(on canvas: OffscreenCanvas) throws -> (CairoPainter, OpaquePointer) {
        let cairo = try XCTUnwrap(cairo_create(canvas.surface))
        let painter = CairoPainter(cairo: cairo, output: PixelRect(x0: 0, y0: 0, x1: canvas.width, y1: canvas.height),
                                   text: TextMeasurer(fonts: try RenderFixture.fonts()))
        return (painter, cairo)
    }

    /// The largest difference of any channel between two canvases, colours
    /// weighted by their alpha (a nearly transparent pixel's colour is
    /// rounding, not picture).
    private func largestDifference(_ a: OffscreenCanvas, _ b: OffscreenCanvas) -> Int {
        a.flush(); b.flush()
        var largest = 0
        for (p, q) in zip(a.argbPixels(), b.argbPixels()) {
            let pa = Int(p >> 24), qa = Int(q >> 24)
            largest = max(largest, abs(pa - qa))
            for shift in stride(from: UInt32(0), to: 24, by: 8) {
                let x = Int((p >> shift) & 0xff) * pa / 255, y = Int((q >> shift) & 0xff) * qa / 255
                largest = max(largest, abs(x - y))
            }
        }
        return largest
    }

    func testACachedEllipseOutlineIsTheOutlineCairoStrokes() throws {
        // Precondition: two canvases, an ellipse at a fractional position
        let cached = try OffscreenCanvas(width: 200, height: 160), direct = try OffscreenCanvas(width: 200, height: 160)
        let (p, pc) = try painter(on: cached)
        defer { cairo_destroy(pc) }
        let oval = CGRect(x: 10.25, y: 12.5, width: 70.3, height: 50.1)

        // Action: the painter strokes it twice (the second from the cache); cairo strokes it on the other canvas
        p.stroke(.ellipse(oval), transform: transform, width: 3, RGBA(200, 0, 255), dash: nil)
        p.stroke(.ellipse(oval), transform: transform, width: 3, RGBA(200, 0, 255), dash: nil)
        let cr = try XCTUnwrap(cairo_create(direct.surface))
        for _ in 0..<2 {
            cairo_new_path(cr)
            appendEllipse(oval.applying(transform), on: cr)
            cairo_set_source_rgba(cr, 200 / 255, 0, 1, 1)
            cairo_set_line_width(cr, 3)
            cairo_stroke(cr)
        }
        cairo_destroy(cr)

        // Assertion: the same picture, and one mask for both
        XCTAssertLessThanOrEqual(largestDifference(cached, direct), 2)
        XCTAssertEqual(p.curvedShapes.count, 1)
    }

    func testADashedRectangleFromTheCacheHasItsDashesWhereCairoPutsThem() throws {
        // Precondition
        let cached = try OffscreenCanvas(width: 200, height: 160), direct = try OffscreenCanvas(width: 200, height: 160)
        let (p, pc) = try painter(on: cached)
        defer { cairo_destroy(pc) }
        let box = CGRect(x: 5.5, y: 6.25, width: 60, height: 40)

        // Action
        p.stroke(.rect(box), transform: transform, width: 2, RGBA(0, 120, 255), dash: Dash(on: 8, off: 6))
        let cr = try XCTUnwrap(cairo_create(direct.surface))
        let r = box.applying(transform)
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_set_source_rgba(cr, 0, 120 / 255, 1, 1)
        cairo_set_line_width(cr, 2)
        cairo_set_dash(cr, [8, 6], 2, 0)
        cairo_stroke(cr)
        cairo_destroy(cr)

        // Assertion
        XCTAssertLessThanOrEqual(largestDifference(cached, direct), 2)
        XCTAssertEqual(p.curvedShapes.count, 1)
    }

    func testARotatedShapeIsNotCachedAndStillDrawn() throws {
        // Precondition: a transform that turns the shape
        let canvas = try OffscreenCanvas(width: 200, height: 160)
        let (p, pc) = try painter(on: canvas)
        defer { cairo_destroy(pc) }

        // Action
        p.stroke(.ellipse(CGRect(x: 20, y: 20, width: 60, height: 30)), transform: CGAffineTransform(rotationAngle: 0.3),
                 width: 3, RGBA(255, 0, 0), dash: nil)

        // Assertion
        canvas.flush()
        XCTAssertEqual(p.curvedShapes.count, 0)
        XCTAssertTrue(canvas.argbPixels().contains { ($0 >> 16) & 0xff > 200 }, "the outline is drawn")
    }

    private func appendEllipse(_ r: CGRect, on cr: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, Double(r.midX), Double(r.midY))
        cairo_scale(cr, Double(r.width / 2), Double(r.height / 2))
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
        cairo_close_path(cr)
        cairo_restore(cr)
    }

    func testAnOutlineOverItsHaloIsOneStampThatLooksLikeTwoStrokes() throws {
        // Precondition: a grey background on both canvases, so the white halo shows
        let stamped = try OffscreenCanvas(width: 200, height: 160), direct = try OffscreenCanvas(width: 200, height: 160)
        let (p, pc) = try painter(on: stamped)
        defer { cairo_destroy(pc) }
        let cr = try XCTUnwrap(cairo_create(direct.surface))
        defer { cairo_destroy(cr) }
        for c in [pc, cr] {
            cairo_set_source_rgb(c, 0.4, 0.4, 0.4)
            cairo_paint(c)
        }
        let oval = CGRect(x: 12.5, y: 9.75, width: 60, height: 40)

        // Action: the painter's halo stroke; cairo's two strokes
        p.stroke(.ellipse(oval), transform: transform, width: 3, RGBA(200, 0, 255), halo: (7, RGBA(255, 255, 255, 170)), dash: nil)
        for (width, alpha, rgb) in [(7.0, 170.0 / 255, (1.0, 1.0, 1.0)), (3.0, 1.0, (200.0 / 255, 0.0, 1.0))] {
            cairo_new_path(cr)
            appendEllipse(oval.applying(transform), on: cr)
            cairo_set_source_rgba(cr, rgb.0, rgb.1, rgb.2, alpha)
            cairo_set_line_width(cr, width)
            cairo_stroke(cr)
        }

        // Assertion: the same picture, from one cached stamp
        XCTAssertLessThanOrEqual(largestDifference(stamped, direct), 2)
        XCTAssertEqual(p.curvedShapes.count, 1)
    }

    func testAHatchedCircleFromTheCacheHasItsStripesWhereTheTilePutsThem() throws {
        // Precondition: two circles a fraction of a period apart
        let cached = try OffscreenCanvas(width: 200, height: 160), direct = try OffscreenCanvas(width: 200, height: 160)
        let (p, pc) = try painter(on: cached)
        defer { cairo_destroy(pc) }
        let colors = (under: RGBA(0, 0, 0, 0), over: RGBA(180, 0, 255, 200))
        let circles = [CGRect(x: 5, y: 5, width: 30, height: 30), CGRect(x: 41.3, y: 7.9, width: 30, height: 30)]

        // Action: the painter hatches both; cairo fills both with the tile itself
        for c in circles {
            p.hatch(.ellipse(c), transform: transform, outside: [], period: 14, stripe: 2, colors: colors)
        }
        let tile = try XCTUnwrap(p.hatchTiles.tile(period: 14, stripe: 2, colors: colors))
        let cr = try XCTUnwrap(cairo_create(direct.surface))
        for c in circles {
            // Hatching keeps to the pixels whose centres lie in the shape's box.
            let box = c.applying(transform)
            let x0 = (box.minX - 0.5).rounded(.up), y0 = (box.minY - 0.5).rounded(.up)
            let x1 = (box.maxX - 0.5).rounded(.up), y1 = (box.maxY - 0.5).rounded(.up)
            cairo_save(cr)
            cairo_rectangle(cr, Double(x0), Double(y0), Double(x1 - x0), Double(y1 - y0))
            cairo_clip(cr)
            cairo_new_path(cr)
            appendEllipse(box, on: cr)
            cairo_set_source(cr, tile)
            cairo_fill(cr)
            cairo_restore(cr)
        }
        cairo_destroy(cr)

        // Assertion: the stripes run on across both, as one pattern would draw them
        XCTAssertLessThanOrEqual(largestDifference(cached, direct), 2)
        XCTAssertEqual(p.curvedShapes.count, 2)
    }
}
