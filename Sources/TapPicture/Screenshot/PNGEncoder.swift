import CCairo
import CPNG
import Foundation

/// A canvas as PNG bytes, encoded with libpng.
///
/// cairo's `cairo_surface_write_to_png_stream` leaves libpng at its defaults,
/// which try every row with all five filters and keep the best: for TapLab's
/// pictures — flat colours, lines and text — that search is half the time
/// of encoding and saves nothing. Rows left unfiltered, deflated at zlib's
/// default level as before, encode two to two and a half times faster, in
/// files up to a fifth smaller (docs/PERFORMANCE.md, "PNG encoding"); a
/// nearly empty picture comes out about a third bigger, a few kilobytes.
/// zlib's fast levels (1–3) are twice as fast again but make such pictures
/// three to four times bigger. Everything else is what cairo writes: RGB
/// when every pixel is opaque, else RGBA un-premultiplied with
/// cairo's rounding, and a white `bKGD` chunk, so the pixels read back are
/// the same.
enum PNGEncoder {
    static func encode(_ canvas: OffscreenCanvas) throws(RenderError) -> Data {
        canvas.flush()
        let surface = canvas.surface
        guard let base = cairo_image_surface_get_data(surface) else {
            throw .encoding(format: "PNG", .noPixels)
        }
        let width = canvas.width, height = canvas.height
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = isOpaque(base, width: width, height: height, stride: stride)
        // libpng reports errors through a longjmp, which Swift cannot take;
        // writing to memory it can only fail to allocate, and then it aborts.
        guard let png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, nil, nil) else {
            throw .encoding(format: "PNG", .libpngStart)
        }
        var info = png_create_info_struct(png)
        defer { var pngPointer: png_structp? = png; png_destroy_write_struct(&pngPointer, &info) }
        guard info != nil else { throw .encoding(format: "PNG", .libpngStart) }
        let output = PictureBytes()
        let write: png_rw_ptr = { png, bytes, length in
            guard let png, let bytes, let closure = png_get_io_ptr(png) else { return }
            Unmanaged<PictureBytes>.fromOpaque(closure).takeUnretainedValue().append(bytes, count: length)
        }
        png_set_write_fn(png, Unmanaged.passUnretained(output).toOpaque(), write, nil)
        png_set_IHDR(png, info, png_uint_32(width), png_uint_32(height), 8,
                     opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                     PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
        var white = png_color_16(index: 0, red: 255, green: 255, blue: 255, gray: 255)
        png_set_bKGD(png, info, &white)
        png_set_filter(png, 0, PNG_FILTER_NONE)
        png_write_info(png, info)
        withExtendedLifetime(output) {
            if opaque {
                // Each pixel is a native-endian 0xAARRGGBB: libpng reorders
                // the bytes and drops the alpha byte itself.
                if UInt32(littleEndian: 1) == 1 {
                    png_set_bgr(png)
                    png_set_filler(png, 0, PNG_FILLER_AFTER)
                } else {
                    png_set_filler(png, 0, PNG_FILLER_BEFORE)
                }
                for y in 0..<height { png_write_row(png, base + y * stride) }
            } else {
                var row = [UInt8](repeating: 0, count: width * 4)
                for y in 0..<height {
                    let pixels = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                    unpremultiply(pixels, count: width, into: &row)
                    row.withUnsafeBufferPointer { png_write_row(png, $0.baseAddress) }
                }
            }
            png_write_end(png, info)
        }
        return output.data
    }

    /// Whether every pixel's alpha is 255 (cairo writes such a canvas as RGB).
    /// A plain loop over a pointer: `for pixel in buffer` goes through a
    /// generic iterator that the debug build does not specialize, a tenth of
    /// a debug `taplab timeline` (the tests run it for every gallery layout).
    private static func isOpaque(_ base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let pixels = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFF00_0000
            var x = 0
            while x < width {
                all &= pixels[x]
                x += 1
            }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    /// Premultiplied native ARGB to straight RGBA bytes, rounded as cairo's
    /// PNG writer rounds (`(c * 255 + a / 2) / a`, kept to a byte as C does;
    /// a clear pixel is all zero).
    static func unpremultiply(_ pixels: UnsafePointer<UInt32>, count: Int, into row: inout [UInt8]) {
        for x in 0..<count {
            let pixel = pixels[x]
            let alpha = pixel >> 24
            guard alpha != 0 else {
                row[4 * x] = 0; row[4 * x + 1] = 0; row[4 * x + 2] = 0; row[4 * x + 3] = 0
                continue
            }
            row[4 * x] = UInt8(truncatingIfNeeded: ((pixel >> 16 & 0xFF) * 255 + alpha / 2) / alpha)
            row[4 * x + 1] = UInt8(truncatingIfNeeded: ((pixel >> 8 & 0xFF) * 255 + alpha / 2) / alpha)
            row[4 * x + 2] = UInt8(truncatingIfNeeded: ((pixel & 0xFF) * 255 + alpha / 2) / alpha)
            row[4 * x + 3] = UInt8(alpha)
        }
    }
}
