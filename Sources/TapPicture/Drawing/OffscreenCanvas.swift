import CCairo
import Foundation

/// A picture in memory: a cairo image surface (32-bit ARGB, premultiplied,
/// native byte order — the layout SDL calls ARGB8888 on little-endian
/// machines, so the window uploads it as it is).
///
/// No window and no display, so `taplab shot` and the tests run headless,
/// and cairo's software rasteriser gives the same bytes for the same input
/// every time.
public final class OffscreenCanvas {
    /// Limits that keep a typo such as `--size 99999x99999` from trying to
    /// allocate tens of gigabytes.
    public static let maxSide = 16_384
    public static let maxPixels = 64 * 1024 * 1024

    public let width: Int
    public let height: Int
    let surface: OpaquePointer

    public init(width: Int, height: Int) throws(RenderError) {
        guard (1...Self.maxSide).contains(width), (1...Self.maxSide).contains(height),
              width * height <= Self.maxPixels else { throw .invalidSize(width: width, height: height) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(call: "cairo_image_surface_create", message: String(cString: cairo_status_to_string(status)))
        }
        self.width = width
        self.height = height
        self.surface = surface
    }

    deinit { cairo_surface_destroy(surface) }

    /// Fills the whole canvas with `color`, replacing what was there.
    public func clear(_ color: RGBA) {
        let cr = cairo_create(surface)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255)
        cairo_paint(cr)
        cairo_destroy(cr)
    }

    /// Finishes cairo's pending drawing; reading pixels calls this itself.
    public func flush() { cairo_surface_flush(surface) }

    /// The colour of one pixel (straight alpha), or nil outside the canvas.
    public func pixel(x: Int, y: Int) -> RGBA? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        return withPixels { pixels, pitch in RGBA(premultipliedARGB: pixels[y * pitch + x]) }
    }

    /// Every pixel, row by row, as straight-alpha ARGB words.
    public func argbPixels() -> [UInt32] {
        withPixels { pixels, pitch in
            var out: [UInt32] = []
            out.reserveCapacity(width * height)
            for y in 0..<height {
                for p in UnsafeBufferPointer(start: pixels + y * pitch, count: width) {
                    out.append(RGBA(premultipliedARGB: p).argb)
                }
            }
            return out
        }
    }

    /// Calls `body` with the surface's pixels (premultiplied ARGB words) and
    /// the row length in bytes: the window copies them into its texture.
    public func withUnsafeBytes<T>(_ body: (UnsafeRawPointer, Int) -> T) -> T {
        flush()
        return body(UnsafeRawPointer(cairo_image_surface_get_data(surface)!), Int(cairo_image_surface_get_stride(surface)))
    }

    /// Calls `body` with the surface's pixels and its pitch in pixels.
    @discardableResult
    func withPixels<T>(_ body: (UnsafeMutablePointer<UInt32>, Int) -> T) -> T {
        flush()
        let pitch = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        defer { cairo_surface_mark_dirty(surface) }
        return body(pixels, pitch)
    }
}
