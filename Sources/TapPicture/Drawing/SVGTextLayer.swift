import CPango
import Foundation
import TapKit

/// The words of an SVG picture as real `<text>` elements.
///
/// Cairo 1.16's SVG surface writes every glyph as an outline (`<symbol>` and
/// `<use>`), so a view's name is drawn but is not in the file: a teacher
/// cannot search for "button2", select a label on a slide, or hand the
/// picture to a screen reader. The glyph outlines stay — they are what the
/// PNG shows, in the same font, wherever the SVG is opened — and every run
/// the painter drew is written once more over them as a `<text>` element
/// with `fill-opacity="0"`: invisible, but found, selected and read, like
/// the text layer of a scanned PDF. Each element sits at its run's baseline
/// under the run's transform, in the font family, size and colour the run
/// was drawn with, stretched (`textLength`) to the drawn line's width so a
/// selection covers the glyphs even where the viewer's font differs.
///
///     <g id="taplab-text" fill-opacity="0" aria-label="text">
///     <text transform="matrix(2 0 0 2 40 96)" x="0" y="10.6" font-family="DejaVu Sans" font-size="11" fill="#ffffff"
///      textLength="47.3" lengthAdjust="spacingAndGlyphs" xml:space="preserve">button2</text>
///     </g>
final class SVGTextLayer {
    private var elements: [String] = []

    /// Records `run` drawn with `layout` under cairo matrix `m` (whose
    /// translation is where the layout's top-left corner lands).
    func add(_ run: TextRun, layout: OpaquePointer, matrix m: CGAffineTransform, family: String, color: RGBA) {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = CGFloat(PANGO_SCALE)
        let x = CGFloat(logical.x) / scale, width = CGFloat(logical.width) / scale
        let baseline = CGFloat(pango_layout_get_baseline(layout)) / scale
        let matrix = [m.a, m.b, m.c, m.d, m.tx, m.ty].map(Self.number).joined(separator: " ")
        let fill = String(format: "#%02x%02x%02x", color.r, color.g, color.b)
        elements.append("<text transform=\"matrix(\(matrix))\" x=\"\(Self.number(x))\" y=\"\(Self.number(baseline))\" "
            + "font-family=\"\(Self.escaped(family))\" font-size=\"\(Self.number(TextMeasurer.clampedSize(run.size)))\" fill=\"\(fill)\" "
            + "textLength=\"\(Self.number(width))\" lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">"
            + Self.escaped(run.string) + "</text>")
    }

    /// `svg` with the recorded text inserted as the last group before
    /// `</svg>`, so it lies above the glyphs it repeats.
    func inserted(into svg: Data) -> Data {
        guard !elements.isEmpty, let end = svg.range(of: Data("</svg>".utf8), options: .backwards) else { return svg }
        let group = "<g id=\"taplab-text\" fill-opacity=\"0\" aria-label=\"text\">\n" + elements.joined(separator: "\n") + "\n</g>\n"
        var out = svg
        out.insert(contentsOf: Data(group.utf8), at: end.lowerBound)
        return out
    }

    private static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.3f", Double(rounded))
            .replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }

    private static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            // XML 1.0 allows no other control characters.
            case _ where scalar.value < 0x20 && scalar != "\t" && scalar != "\n": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
