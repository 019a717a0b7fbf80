import Foundation

/// A drawing laid out in points (a timeline, a figure) put on a PNG, SVG or
/// PDF: at `scale` pixels per point, or scaled to fit an exact size and
/// centred (`--size WxH`), on the theme's paper.
enum PenPicture {
    static func encode(_ content: CGSize, format: PictureFormat, scale pngScale: CGFloat, exact: PixelSize?, theme: PictureTheme,
                       text: TextMeasurer, draw: (DiagramPen) -> Void) throws(RenderError) -> (data: Data, size: PixelSize) {
        let naturalScale = format == .png ? pngScale : 1
        let size = exact ?? PixelSize(width: Int((content.width * naturalScale).rounded(.up)),
                                      height: Int((content.height * naturalScale).rounded(.up)))
        let scale = exact == nil ? naturalScale
            : min(CGFloat(size.width) / max(content.width, 1), CGFloat(size.height) / max(content.height, 1))
        let origin = CGPoint(x: ((CGFloat(size.width) - content.width * scale) / 2).rounded(.down),
                             y: ((CGFloat(size.height) - content.height * scale) / 2).rounded(.down))
        return try encode(size, format: format, theme: theme, text: text) { painter in
            draw(DiagramPen(painter: painter, scale: scale, origin: origin, theme: theme))
        }
    }

    /// `size` pixels of `format` on the theme's paper, drawn by `draw`: the
    /// one place a pen drawing becomes a canvas (PNG) or a vector surface.
    static func encode(_ size: PixelSize, format: PictureFormat, theme: PictureTheme, text: TextMeasurer,
                       draw: (Painter) -> Void) throws(RenderError) -> (data: Data, size: PixelSize) {
        let paper = DiagramColors.on(theme, DiagramColors.paper)
        return try withoutActuallyEscaping(draw) { (draw) throws(RenderError) in
            let drawAll = { (painter: Painter) in
                painter.fill(.rect(CGRect(x: 0, y: 0, width: size.width, height: size.height)), paper)
                draw(painter)
            }
            if format == .png {
                let canvas = try OffscreenCanvas(width: size.width, height: size.height)
                let renderer = SceneRenderer(canvas: canvas, text: text)
                drawAll(renderer.painter)
                return (try withExtendedLifetime(renderer) { () throws(RenderError) in try PictureWriter.encode(canvas) }, size)
            }
            return (try VectorSurface.draw(format, width: size.width, height: size.height, text: text, drawAll), size)
        }
    }
}
