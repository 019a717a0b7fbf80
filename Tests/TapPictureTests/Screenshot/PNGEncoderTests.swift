import CCairo
import Foundation
@testable import TapPicture
import XCTest

/// TapLab's PNG encoder against cairo's own PNG writer, the one it replaced:
/// whatever the canvas, the files read back to the same pixels, and the
/// colour type is the one cairo chooses.
final class PNGEncoderTests: XCTestCase {
    /// Every alpha from 0 to 255 across, a different colour down each of
    /// 64 rows: the rounding of every translucent pixel is exercised.
    private func translucentCanvas() throws -> OffscreenCanvas {
        let canvas = try OffscreenCanvas(width: 256, height: 64)
        canvas.clear(RGBA(0, 0, 0, 0))
        let cr = cairo_create(canvas.surface)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        for x in 0..<256 {
            for y in 0..<64 {
                cairo_set_source_rgba(cr, Double(y * 4) / 255, Double(255 - x) / 255, Double((x + y * 7) % 256) / 255, Double(x) / 255)
                cairo_rectangle(cr, Double(x), Double(y), 1, 1)
                cairo_fill(cr)
            }
        }
        cairo_destroy(cr)
        return canvas
    }

    /// The same canvas as cairo's `cairo_surface_write_to_png_stream` writes it.
    private func cairosPNG(_ canvas: OffscreenCanvas) throws -> Data {
        canvas.flush()
        let stream = PictureBytes()
        let (write, closure) = stream.writer
        let status = withExtendedLifetime(stream) { cairo_surface_write_to_png_stream(canvas.surface, write, closure) }
        XCTAssertEqual(status, CAIRO_STATUS_SUCCESS)
        return stream.data
    }

    private func pixels(of png: Data) throws -> [UInt32] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try png.write(to: URL(fileURLWithPath: path))
        return try PNGReader.read(path).argbPixels()
    }

    /// Byte 25 of a PNG: the IHDR colour type (2 RGB, 6 RGBA).
    private func colourType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

    func testATranslucentCanvasReadsBackAsCairosOwnPNGOfItDoes() throws {
        // Given a canvas with every alpha, premultiplied
        let canvas = try translucentCanvas()

        // When TapLab and cairo each encode it
        let ours = try PictureWriter.encode(canvas)
        let cairos = try cairosPNG(canvas)

        // Then both are RGBA and read back to the same pixels
        XCTAssertEqual(colourType(ours), 6)
        XCTAssertEqual(colourType(cairos), 6)
        XCTAssertEqual(try pixels(of: ours), try pixels(of: cairos))
    }

    func testAnOpaqueShotIsWrittenAsRGBWithTheSamePixelsAsCairosInAFileNoBigger() throws {
        // Given a rendered shot: an opaque background, text, lines
        let loaded = try RenderFixture.layout(file: "000-overlapping-buttons.yaml")
        let canvas = try RenderFixture.picture(RenderFixture.scene(loaded, taps: [CGPoint(x: 200, y: 300)]),
                                               overlays: .all, scale: 2, legend: true)

        // When TapLab and cairo each encode it
        let ours = try PictureWriter.encode(canvas)
        let cairos = try cairosPNG(canvas)

        // Then both are RGB, read back to the canvas's pixels, and ours is no bigger
        XCTAssertEqual(colourType(ours), 2)
        XCTAssertEqual(colourType(cairos), 2)
        XCTAssertEqual(try pixels(of: ours), canvas.argbPixels())
        XCTAssertEqual(try pixels(of: cairos), canvas.argbPixels())
        XCTAssertLessThanOrEqual(ours.count, cairos.count)
    }
}
