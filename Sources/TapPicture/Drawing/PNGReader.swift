import CCairo
import Foundation

/// Reads a PNG back into an `OffscreenCanvas` with cairo (for golden
/// picture comparisons and for checking what `shot` wrote).
public enum PNGReader {
    public static func read(_ path: String) throws(RenderError) -> OffscreenCanvas {
        guard let loaded = cairo_image_surface_create_from_png(path) else {
            throw .pngFailed(path: path, message: "")
        }
        let status = cairo_surface_status(loaded)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(loaded)
            throw .pngFailed(path: path, message: String(cString: cairo_status_to_string(status)))
        }
        // Whatever the file's colour type, compare as 32-bit ARGB.
        let canvas = try OffscreenCanvas(width: Int(cairo_image_surface_get_width(loaded)),
                                         height: Int(cairo_image_surface_get_height(loaded)))
        let cr = cairo_create(canvas.surface)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, loaded, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_destroy(loaded)
        return canvas
    }
}
