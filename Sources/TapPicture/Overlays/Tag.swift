import Foundation

/// A small label on the canvas: white text on a coloured box. Overlays
/// place tags first (so arrows can point at them) and the renderer draws
/// them all last, above every line. The walk's tags are pills led by their
/// call number in a white circle; the chain's are square boxes led by their
/// letter in a white square: two marks that cannot be read as one sequence.
struct Tag {
    enum Kind: Equatable {
        case plain
        /// A walk step: its number in a circle.
        case numbered(String)
        /// A responder: its letter in a square.
        case lettered(String)

        var lead: String? {
            switch self {
            case .plain: nil
            case let .numbered(s), let .lettered(s): s
            }
        }
    }

    var text: String
    var color: RGBA
    var rect: CGRect
    var pixelSize: CGFloat
    var padding: CGFloat
    var kind: Kind = .plain
    var rim = RGBA(255, 255, 255, 200)

    /// The width the lead mark takes, text excluded, for a tag `height` high.
    static func leadWidth(_ kind: Kind, text: TextMeasurer, pixelSize: CGFloat, height: CGFloat) -> CGFloat {
        guard let lead = kind.lead else { return 0 }
        return max(height, text.measure(lead, size: pixelSize).width + height * 0.5)
    }

    func draw(with painter: Painter) {
        let box: Shape = if case .lettered = kind { .rounded(rect, radius: padding / 2) } else {
            .rounded(rect, radius: min(rect.height / 2, padding * 2))
        }
        painter.fill(box, color)
        painter.stroke(box, width: max(1, padding / 3), rim)
        var x = rect.minX + padding
        if let lead = kind.lead {
            let width = Self.leadWidth(kind, text: painter.text, pixelSize: pixelSize, height: rect.height)
            let inset = max(1, padding / 2)
            let mark = CGRect(x: rect.minX + inset, y: rect.minY + inset, width: width - 2 * inset, height: rect.height - 2 * inset)
            let shape: Shape = if case .lettered = kind { .rounded(mark, radius: inset) } else {
                .rounded(mark, radius: mark.height / 2)
            }
            painter.fill(shape, Palette.tagText)
            let run = TextRun(string: lead, origin: CGPoint(x: mark.minX, y: rect.minY + padding / 2), size: pixelSize,
                              width: mark.width, centered: true)
            painter.drawText(run, color, transform: .identity)
            x = rect.minX + width + padding * 0.6
        }
        if !text.isEmpty {
            painter.drawText(text, at: CGPoint(x: x, y: rect.minY + padding / 2), size: pixelSize, Palette.tagText)
        }
    }
}
