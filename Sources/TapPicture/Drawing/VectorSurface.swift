import CCairo
import Foundation

/// Cairo's SVG and PDF surfaces, written to memory: the picture is drawn
/// once more on them, so text stays text-shaped glyphs and lines stay lines
/// at any zoom on a slide. An SVG also carries its words as `<text>`
/// (`SVGTextLayer`), since cairo writes only their outlines.
enum VectorSurface {
    /// Draws with `body` on a painter over a `width`×`height` (pixels, one
    /// per SVG user unit or PDF point) surface of `format` and returns the
    /// document's bytes.
    static func draw(_ format: PictureFormat, width: Int, height: Int, text: TextMeasurer,
                     _ body: (CairoPainter) -> Void) throws(RenderError) -> Data {
        try drawPages(format, sizes: [PixelSize(width: width, height: height)], text: text) { _, painter in body(painter) }
    }

    /// Draws page after page with `body`, each at its size: a PDF of
    /// several pages (an SVG has one, so it takes one size).
    static func drawPages(_ format: PictureFormat, sizes: [PixelSize], text: TextMeasurer,
                          _ body: (Int, CairoPainter) -> Void) throws(RenderError) -> Data {
        guard let first = sizes.first, format == .pdf || sizes.count == 1 else {
            throw .encoding(format: format.name, .pagesNotPDF(pages: sizes.count))
        }
        let (width, height) = (first.width, first.height)
        let stream = PictureBytes()
        let (write, closure) = stream.writer
        let surface: OpaquePointer
        switch format {
        case .svg:
            surface = cairo_svg_surface_create_for_stream(write, closure, Double(width), Double(height))
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(write, closure, Double(width), Double(height))
            // A fixed date, so the same picture gives the same file.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "TapLab")
        case .png:
            throw .encoding(format: format.name, .pngNotVector)
        }
        let cairo = cairo_create(surface)!
        let words = format == .svg ? SVGTextLayer() : nil
        for (page, size) in sizes.enumerated() {
            if page > 0 {
                cairo_show_page(cairo)
                cairo_pdf_surface_set_size(surface, Double(size.width), Double(size.height))
            }
            let painter = CairoPainter(cairo: cairo, output: PixelRect(x0: 0, y0: 0, x1: size.width, y1: size.height), text: text)
            painter.textLayer = words
            body(page, painter)
            withExtendedLifetime(painter) {}
        }
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .encoding(format: format.name, .cairo(String(cString: cairo_status_to_string(status))))
        }
        let data = withExtendedLifetime(stream) { stream.data }
        return words?.inserted(into: data) ?? data
    }
}
