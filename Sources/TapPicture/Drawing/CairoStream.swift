import CCairo
import Foundation

/// Collects what a cairo writer (PNG, SVG, PDF) streams out into memory,
/// so that `SafeFile` writes a picture in one piece or not at all.
final class CairoStream {
    private(set) var data = Data()

    /// The function and closure to hand to cairo's `…_for_stream` and
    /// `…_write_to_png_stream` calls; `self` must outlive the writer.
    var writer: (cairo_write_func_t, UnsafeMutableRawPointer) {
        let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<CairoStream>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        return (write, Unmanaged.passUnretained(self).toOpaque())
    }
}
