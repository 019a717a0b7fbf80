import CCairo
import Foundation
import TapFiles

/// Collects what a writer (cairo's SVG and PDF, libpng's PNG) streams out
/// into memory, so that `SafeFile` writes a picture in one piece or not at all.
final class PictureBytes {
    private(set) var data = Data()

    func append(_ bytes: UnsafePointer<UInt8>, count: Int) { data.append(bytes, count: count) }

    /// The function and closure to hand to cairo's `…_for_stream` calls
    /// (SVG, PDF); `self` must outlive the writer.
    var writer: (cairo_write_func_t, UnsafeMutableRawPointer) {
        let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PictureBytes>.fromOpaque(closure).takeUnretainedValue().append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        return (write, Unmanaged.passUnretained(self).toOpaque())
    }
}
