import CCairo
import CPNG
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

    /// The file's pixels as libpng decodes them: straight (not
    /// premultiplied) RGBA bytes, so a rounding of one in a translucent
    /// pixel shows, which reading back through cairo would hide.
    private func straightRGBA(_ png: Data) throws -> [UInt8] {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        let begun = png.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        XCTAssertNotEqual(begun, 0)
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
        var pixels = [UInt8](repeating: 0, count: Int(image.width * image.height * 4))
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        XCTAssertNotEqual(finished, 0)
        return pixels
    }

    /// Byte 25 of a PNG: the IHDR colour type (2 RGB, 6 RGBA).
    private func colourType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

    func testATranslucentCanvasGetsTheStraightColoursCairosOwnPNGOfItHas() throws {
        // Given a canvas with every alpha, premultiplied
        let canvas = try translucentCanvas()

        // When TapLab and cairo each encode it
        let ours = try PictureWriter.encode(canvas)
        let cairos = try cairosPNG(canvas)

        // Then both are RGBA with the same straight colours, to the byte
        XCTAssertEqual(colourType(ours), 6)
        XCTAssertEqual(colourType(cairos), 6)
        XCTAssertEqual(try straightRGBA(ours), try straightRGBA(cairos))
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
        XCTAssertEqual(try straightRGBA(ours), try straightRGBA(cairos))
        XCTAssertLessThanOrEqual(ours.count, cairos.count)
    }
}
